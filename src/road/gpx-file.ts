/** The route's GPX file, under the site's root: written by gpx.ts, typed by static-headers.ts, linked by the pages. */
export const gpxFile = "rota-expedicao-ushuaia.gpx";
