// Draws the route map at build time from Natural Earth (world-atlas, 1:50m) so the browser gets
// a static SVG and a few numbers, never a map library. Writes to src/generated/ (git-ignored):
//   route-map.svg  the geography, the route line and the stop dots (shown as an <img>);
//   route-map.ts   the projected position of each stop and of its number badge, same viewBox,
//                  and the legs' distances, so the browser gets numbers, not the formula;
//   route-map.css  the marker <-> card highlight rules, one pair per destination.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { geoConicEqualArea, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { merge, mesh } from "topojson-client";
import { filter, filterWeight, presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection, GeometryObject, MultiPolygon, Polygon, Topology } from "topojson-specification";
import { destinations, start } from "../../src/content/destinations.ts";
import { formatKm, legRoadKm, legs, totalKm, totalRoadKm } from "../../src/content/journey.ts";
import { root } from "../shared/paths.ts";
import { layoutBadges } from "./badge-layout.ts";

const out = join(root, "src/generated");
type World = Topology<{ countries: GeometryCollection<{ name: string }> }>;
const atlas = JSON.parse(await readFile(join(root, "node_modules/world-atlas/countries-50m.json"), "utf8")) as World;
// Simplified on the shared arcs, so neighbours keep one border: drop the points whose triangle
// with their neighbours is under 0.01 square degree (about 1 px at this scale), then islands and
// lakes under 0.05 square degree (too small to see).
const simplified = simplify(presimplify(atlas), 0.01);
const topo = filter(simplified, filterWeight(simplified, 0.05)) as World;
const countries = topo.objects.countries;

const MAIN = new Set(["Brazil", "Argentina", "Chile"]);
const NEIGHBOURS = new Set(["Uruguay", "Paraguay", "Bolivia", "Peru", "Falkland Is.", "S. Geo. and the Is."]);
const nameOf = (g: GeometryObject) => (g.properties as { name?: string } | undefined)?.name ?? "";
const byName = (names: Set<string>) =>
  countries.geometries.filter((g) => names.has(nameOf(g))) as (Polygon | MultiPolygon)[];

// Frame: Vitória to Cape Horn, the Pacific coast to the Atlantic. A conic equal-area projection
// centred on 60°W keeps Patagonia its true size and gives a portrait that suits phones.
const WIDTH = 500;
const frame: GeoPermissibleObjects = {
  type: "MultiPoint",
  coordinates: [
    [-77.5, -15.5],
    [-37.5, -15.5],
    [-80, -56.3],
    [-40, -56.3],
    [-60, -15.5],
    [-60, -56.3],
  ],
};
const projection = geoConicEqualArea().parallels([-22, -50]).rotate([60, 0]).fitWidth(WIDTH, frame);
const [[, top], [, bottom]] = [projection([-60, -15.5])!, projection([-60, -56.3])!].map((p) => [0, p[1]]);
projection.translate([projection.translate()[0], projection.translate()[1] - top!]);
const HEIGHT = Math.round(bottom! - top!);
projection.clipExtent([
  [0, 0],
  [WIDTH, HEIGHT],
]);

// Path data with one decimal: a tenth of a pixel is below what a screen shows.
const svgPath = (object: GeoPermissibleObjects) => geoPath(projection).digits(1)(object) ?? "";
const isMain = (g: GeometryObject) => MAIN.has(nameOf(g));
const mainLand = svgPath(merge(topo, byName(MAIN)));
const otherLand = svgPath(merge(topo, byName(NEIGHBOURS)));
const mainBorders = svgPath(mesh(topo, countries, (a, b) => a !== b && (isMain(a) || isMain(b))));
const otherBorders = svgPath(
  mesh(topo, countries, (a, b) => a !== b && !isMain(a) && !isMain(b) && NEIGHBOURS.has(nameOf(a))),
);
// The Andes, suggested by a soft band along Chile's land borders north of the Strait of Magellan
// (further south the border is a surveyed meridian, not a range).
const chileBorder = mesh(topo, countries, (a, b) => a !== b && (nameOf(a) === "Chile" || nameOf(b) === "Chile"));
const andes = svgPath({
  ...chileBorder,
  coordinates: chileBorder.coordinates.map((l) => l.filter(([, lat]) => lat! > -52.2)),
});

const stops = [{ slug: "start", country: "Brasil", coordinates: start.coordinates }, ...destinations].map((d) => {
  const [x, y] = projection([d.coordinates.lon, d.coordinates.lat])!;
  return { slug: d.slug, country: d.country, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
});
// The route follows great circles, the same lines the 'em linha reta' distances measure.
const route = svgPath({
  type: "LineString",
  coordinates: [start, ...destinations].map((d) => [d.coordinates.lon, d.coordinates.lat]),
});

const at = (lon: number, lat: number) =>
  projection([lon, lat])!
    .map((v) => Math.round(v))
    .join(" ");
const label = (text: string, lon: number, lat: number, cls: string, rotate = 0) => {
  const [x, y] = at(lon, lat).split(" ");
  const transform = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : "";
  return `<text x="${x}" y="${y}" class="${cls}"${transform}>${text}</text>`;
};

const dots = stops
  .slice(1)
  .map((s) => `<circle cx="${s.x}" cy="${s.y}" r="3.2"/>`)
  .join("");
const [vx, vy] = [stops[0]!.x, stops[0]!.y];
const size = `width="${WIDTH}" height="${HEIGHT}"`;
const style =
  "text{font:600 11px system-ui,sans-serif;text-anchor:middle;letter-spacing:.12em}" +
  ".c{fill:#4a5560}.n{fill:#8a8f93;font-size:9px}" +
  ".o{fill:#2b7a99;font-style:italic;font-weight:400;letter-spacing:.2em}";
const round = 'stroke-linejoin="round" stroke-linecap="round"';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" ${size}>
<style>${style}</style>
<rect ${size} fill="#d7ecf2"/>
<path d="${otherLand}" fill="#ebe6dc"/>
<path d="${mainLand}" fill="#f9f4ea"/>
<path d="${andes}" fill="none" stroke="#c99a4b" stroke-opacity=".28" stroke-width="7" ${round}/>
<path d="${otherBorders}" fill="none" stroke="#b3aea5" stroke-width=".6"/>
<path d="${mainBorders}" fill="none" stroke="#4a5560" stroke-width=".9" stroke-linejoin="round"/>
${label("BRASIL", -49, -19, "c")}${label("ARGENTINA", -64.5, -36.5, "c")}${label("CHILE", -75.2, -25, "c", -90)}
${label("BOLÍVIA", -64.5, -17.5, "n")}${label("PARAGUAI", -58.3, -22.7, "n")}${label("URUGUAI", -56, -32.8, "n")}
${label("OCEANO ATLÂNTICO", -47, -41, "o")}${label("OCEANO PACÍFICO", -79.3, -43, "o", -90)}
<path d="${route}" fill="none" stroke="#e8663a" stroke-width="2.6" ${round}/>
<g fill="#0f2a3d" stroke="#fff" stroke-width="1.2">${dots}</g>
<rect x="${vx - 4.5}" y="${vy - 4.5}" width="9" height="9" fill="#0f2a3d" stroke="#fff" stroke-width="1.5"/>
</svg>
`;

const badges = layoutBadges(stops.slice(1), WIDTH, HEIGHT);
const points = Object.fromEntries(badges.map((b) => [b.slug, { x: b.x, y: b.y, bx: b.bx, by: b.by }]));
const roadLegs = legRoadKm.map((km) => formatKm(Math.round(km / 10) * 10));
const ts = `// Generated by scripts/build/map.ts from src/content/destinations.ts; do not edit.
export const mapSize = { width: ${WIDTH}, height: ${HEIGHT} } as const;
export const startPoint = { x: ${vx}, y: ${vy} } as const;
/** Each stop's position and its number badge's position, in the map's viewBox units. */
export const stopPoints: Record<string, { x: number; y: number; bx: number; by: number }> = ${JSON.stringify(points)};
/** Leg i ends at destinations[i], great-circle distances formatted for pt-BR (src/content/journey.ts). */
export const legKm: readonly string[] = ${JSON.stringify(legs.map((l) => formatKm(l.km)))};
export const totalKm = ${JSON.stringify(formatKm(totalKm))};
/** The same legs by road, from the stage table, rounded as the guide rounds them (10 km; the total to 100 km). */
export const legRoadKm: readonly string[] = ${JSON.stringify(roadLegs)};
export const totalRoadKm = ${JSON.stringify(formatKm(Math.round(totalRoadKm / 100) * 100))};
`;
// Marker <-> card (cards are #card-<slug> on the home page) and legend entry -> marker.
const each = (sel: (s: string) => string) => destinations.map(({ slug }) => sel(slug)).join(",\n");
const css = `/* Generated by scripts/build/map.ts: a map marker and its destination card light up together. */
${each((s) => `main:has(#marker-${s}:is(:hover, :focus-visible)) #card-${s}`)} {
  outline: 3px solid #b9461f;
  outline-offset: 4px;
}
${each((s) => `main:has(:is(#card-${s}, #legend-${s}):is(:hover, :focus-within)) #marker-${s}`)} {
  background: #b9461f;
  scale: 1.2;
  z-index: 1;
}
`;

await mkdir(out, { recursive: true });
await writeFile(join(out, "route-map.svg"), svg.replace(/\n/g, ""));
await writeFile(join(out, "route-map.ts"), ts);
await writeFile(join(out, "route-map.css"), css);
console.log(`route map: ${WIDTH}×${HEIGHT}, ${(svg.length / 1024).toFixed(1)} KiB raw`);
