// The emergency numbers follow the country the page names: along the whole route, that country is
// the one the route map's own shapes (Natural Earth 1:50m, world-atlas) put the point in.
import { readFileSync } from "node:fs";
import CheapRuler from "cheap-ruler";
import { geoBounds, geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import type { LatLon } from "../../src/content/destinations.ts";
import { project } from "../../src/road/project.ts";
import { pointAtKm, totalKm } from "../../src/road/route.ts";

const topo = JSON.parse(readFileSync("node_modules/world-atlas/countries-50m.json", "utf8")) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const names = { Brazil: "Brasil", Argentina: "Argentina", Chile: "Chile" } as Record<string, string>;
const shapes = (feature(topo, topo.objects.countries).features as Feature[]).filter(
  (f) => (f.properties as { name: string }).name in names,
);
// The walk asks about ten thousand points, and the exact test on the sphere runs over thousands of
// vertices: a point outside a shape's box of longitudes and latitudes is outside the shape (none of
// the three crosses the antimeridian), and the shape that held the last point, tried first, mostly
// holds the next. The shapes do not overlap, so the order changes no answer.
const boxes = shapes.map((shape) => ({ shape, box: geoBounds(shape) }));
/** The route's country a point lies in, by the map's shapes ("" in the sea or in another country). */
const countryOf = (p: LatLon) => {
  const at = boxes.findIndex(
    ({ shape, box: [[w, s], [e, n]] }) =>
      p.lon >= w! && p.lon <= e! && p.lat >= s! && p.lat <= n! && geoContains(shape, [p.lon, p.lat]),
  );
  if (at < 0) return "";
  if (at > 0) boxes.unshift(...boxes.splice(at, 1));
  return names[(boxes[0]!.shape.properties as { name: string }).name]!;
};
/** Within 2 km of a border or a coast: the shapes are drawn at 1:50m and the road is not. */
const nearEdge = (p: LatLon) => {
  const ruler = new CheapRuler(p.lat, "kilometers");
  const here = countryOf(p);
  return [0, 45, 90, 135, 180, 225, 270, 315].some((bearing) => {
    const [lon, lat] = ruler.destination([p.lon, p.lat], 2, bearing);
    return countryOf({ lat: lat!, lon: lon! }) !== here;
  });
};

describe("the country the page names along the route", () => {
  it("is the map's country at every point, walked every 10 km from Vitória to Ushuaia", () => {
    const wrong: string[] = [];
    let walked = 0;
    let offShape = 0;
    for (let km = 0; km <= totalKm; km += 10) {
      const at = pointAtKm(km);
      const p = project(at);
      if (!p.onRoute || nearEdge(at)) continue;
      walked++;
      const shape = countryOf(at);
      // Where the chain's straight line between two towns cuts across the sea (Rio–São Paulo) or
      // Paraguay (Misiones), no crew stands: the road is on the coast or in Argentina.
      if (shape === "") {
        offShape++;
        continue;
      }
      if (shape !== p.country) wrong.push(`km ${km}: ${p.country}, map ${shape}`);
    }
    expect(wrong).toEqual([]);
    expect(offShape).toBeLessThan(80);
    expect(walked - offShape).toBeGreaterThan(totalKm / 10 - 140);
  }, 60_000);
});
