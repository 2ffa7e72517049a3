// The fuel stops along the chain (a fuel point of fuel-points.ts at a place of the route chain; a
// town the road passes twice is two stops), the stretches where stations are not listed, and the
// gaps between stops: the longest gap is the route's longest stretch without fuel.
import { fuelPoints, fuelStretches, type FuelPoint, type FuelStretch } from "../content/fuel-points.ts";
import { chain } from "./route.ts";

export interface FuelStop {
  point: FuelPoint;
  km: number;
}

export const fuelStops: readonly FuelStop[] = chain.flatMap((v) =>
  fuelPoints.filter((f) => f.place.name === v.place.name).map((point) => ({ point, km: v.km })),
);

/** Each stretch as road km from Vitória: from the first place of that name to the next place of the other. */
export const stretchKm: readonly (FuelStretch & { fromKm: number; toKm: number })[] = fuelStretches.map((s) => {
  const from = chain.findIndex((v) => v.place.name === s.from);
  const to = chain.findIndex((v, i) => i > from && v.place.name === s.to);
  return { ...s, fromKm: chain[from]!.km, toKm: chain[to]!.km };
});

export interface Gap {
  from: FuelStop;
  to: FuelStop;
  km: number;
}

/** Gaps between consecutive stops that no stretch of unlisted stations overlaps. */
export const gaps: readonly Gap[] = fuelStops
  .slice(1)
  .map((to, i) => ({ from: fuelStops[i]!, to, km: to.km - fuelStops[i]!.km }))
  .filter((g) => g.km > 0 && !stretchKm.some((s) => g.from.km < s.toKm && g.to.km > s.fromKm));

export const longestGap: Gap = gaps.reduce((m, g) => (g.km > m.km ? g : m));
