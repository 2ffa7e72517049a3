// Where a position lies on the route: the nearest point of the chain's legs (cheap-ruler's
// pointOnLine on each leg, measured in that leg's latitude band), its road km from Vitória and how
// far the position is from it. Far from every leg means off the route.
import type { LatLon } from "../content/destinations.ts";
import type { Place } from "../content/stages.ts";
import { chain, lonLat, rulerFor, type Vertex } from "./route.ts";

/** Beyond this the position is not on the route: no stage is invented for it. */
export const offRouteKm = 50;

/** A point of the route: its road km from Vitória, the stage it lies on and its country. */
export interface Pass {
  km: number;
  stage: number;
  country: Place["country"];
}

export type Projection =
  | (Pass & {
      onRoute: true;
      offsetKm: number;
      /** On a road driven twice (there and back), the same point on the other pass. */
      otherPass?: Pass;
    })
  | { onRoute: false; offsetKm: number; nearestOnRoute: Place; nearest: Place; nearestKm: number };

export function project(position: LatLon): Projection {
  let best = { offsetKm: Infinity, km: 0, leg: 1, t: 0 };
  const all: (typeof best)[] = [];
  for (let i = 1; i < chain.length; i++) {
    const a = chain[i - 1]!;
    const b = chain[i]!;
    const ruler = rulerFor(a.place.coordinates, b.place.coordinates);
    const { point, t } = ruler.pointOnLine(
      [lonLat(a.place.coordinates), lonLat(b.place.coordinates)],
      lonLat(position),
    );
    const offsetKm = ruler.distance(lonLat(position), point);
    const here = { offsetKm, km: a.km + t * (b.km - a.km), leg: i, t };
    all.push(here);
    // Strictly nearer only: where the road runs the same way twice (Mendoza–Santiago and back), the
    // first pass wins here, and the other is kept for the direction of travel to decide.
    if (offsetKm < best.offsetKm - 0.01) best = here;
  }
  if (best.offsetKm > offRouteKm) {
    const dist = (v: Vertex) =>
      rulerFor(v.place.coordinates, position).distance(lonLat(v.place.coordinates), lonLat(position));
    const nearestOf = (list: readonly Vertex[]) => list.reduce((m, v) => (dist(v) < dist(m) ? v : m));
    const end = nearestOf(chain.filter((v) => v.end));
    return {
      onRoute: false,
      offsetKm: best.offsetKm,
      nearestOnRoute: nearestOf(chain).place,
      nearest: end.place,
      nearestKm: dist(end),
    };
  }
  const pass = (x: typeof best): Pass => {
    const [a, b] = [chain[x.leg - 1]!, chain[x.leg]!];
    return { km: x.km, stage: b.stage, country: legCountry(a.place, b.place) };
  };
  // The same road the other way: a leg as near (the same two towns), elsewhere along the route.
  const other = all.find(
    (x) => x.offsetKm < best.offsetKm + SAME_ROAD_KM && Math.abs(x.km - best.km) > SAME_ROAD_KM * 2,
  );
  return { onRoute: true, ...pass(best), offsetKm: best.offsetKm, ...(other ? { otherPass: pass(other) } : {}) };
}

// Two legs this close to a fix are the same road.
const SAME_ROAD_KM = 1;

/**
 * The country of a leg of the chain. Every leg that crosses a border ends at the border point (the
 * bridge, the tunnel, the pass): the leg's country is that of its other end.
 */
export function legCountry(a: Place & { border?: true }, b: Place & { border?: true }): Place["country"] {
  if (a.border && !b.border) return b.country;
  return a.country;
}
