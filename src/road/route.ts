// The route as one chain of located places, each with its distance from Vitória along the road:
// the stage ends of stages.ts and, between them, the towns of route-points.ts. Within a stage the
// straight legs between those places are measured with cheap-ruler and scaled so that they add up
// to the road km between two fixed points (the stage's ends, and the towns with a published road
// distance): there the distance is exact, and in between it is proportional to the legs' length
// (docs/road-book.md gives the error).
import CheapRuler from "cheap-ruler";
import type { LatLon } from "../content/destinations.ts";
import { routeVia, type Via } from "../content/route-points.ts";
import { stages, type Place } from "../content/stages.ts";

export interface Vertex {
  place: Place;
  /** Road km from Vitória. */
  km: number;
  /** The stage this point closes or lies within (stages[stage]); Vitória is -1. */
  stage: number;
  /** A stage end (or the start): one of the places the visitor can choose by hand. */
  end: boolean;
}

export const lonLat = (c: LatLon): [number, number] => [c.lon, c.lat];

/** A ruler for the latitude band between two points: cheap-ruler's approximations hold within one. */
export const rulerFor = (a: LatLon, b: LatLon) => new CheapRuler((a.lat + b.lat) / 2, "kilometers");

export const stageKey = (from: string, to: string) => `${from} → ${to}`;

function buildChain(): Vertex[] {
  const chain: Vertex[] = [{ place: stages[0]!.from, km: 0, stage: -1, end: true }];
  let start = 0;
  stages.forEach((s, i) => {
    const via = routeVia[stageKey(s.from.name, s.to.name)] ?? [];
    const points = [s.from, ...via, s.to];
    const legs = points
      .slice(1)
      .map((p, j) =>
        rulerFor(points[j]!.coordinates, p.coordinates).distance(lonLat(points[j]!.coordinates), lonLat(p.coordinates)),
      );
    // Fixed road km from the stage's start: its ends and every point with a published distance.
    const fixed = points.map((p, j) => (j === 0 ? 0 : j === points.length - 1 ? s.km : (p as Via).km));
    let j = 0;
    while (j < points.length - 1) {
      let k = j + 1;
      while (fixed[k] === undefined) k++;
      const straight = legs.slice(j, k).reduce((a, b) => a + b, 0);
      let along = 0;
      for (let m = j + 1; m <= k; m++) {
        along += legs[m - 1]!;
        const km = m === k ? fixed[k]! : fixed[j]! + ((fixed[k]! - fixed[j]!) * along) / straight;
        chain.push({ place: points[m]!, km: start + km, stage: i, end: m === points.length - 1 });
      }
      j = k;
    }
    start += s.km;
  });
  return chain;
}

export const chain: readonly Vertex[] = buildChain();

/** Road km from Vitória to Ushuaia: the table's sum. */
export const totalKm = chain[chain.length - 1]!.km;

/** Road km from Vitória at the start of each stage. */
export const stageStartKm: readonly number[] = stages.map((_, i) => chain.find((v) => v.end && v.stage === i - 1)!.km);

/** The point of the chain at a road km from Vitória (on the straight leg it falls on). */
export function pointAtKm(km: number): LatLon {
  const i = Math.max(
    1,
    chain.findIndex((v) => v.km >= km),
  );
  const a = chain[i - 1]!;
  const b = chain[i]!;
  const line = [lonLat(a.place.coordinates), lonLat(b.place.coordinates)];
  const ruler = rulerFor(a.place.coordinates, b.place.coordinates);
  const [lon, lat] = ruler.along(line, ((km - a.km) / (b.km - a.km)) * ruler.lineDistance(line));
  return { lat: lat!, lon: lon! };
}
