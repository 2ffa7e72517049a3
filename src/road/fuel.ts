// The fuel stops along the chain (a fuel point of fuel-points.ts at a place of the route chain, or
// at its road km on a stage; a town the road passes twice is two stops), the stretches where
// stations are not listed, and the gaps a crew must plan for: between two stops that can be counted
// on, outside the stretches where stations are frequent. The longest of those gaps is the route's
// longest stretch without reliable fuel, the figure the guide, the FAQ and /na-estrada quote.
import { fuelPoints, fuelStretches, type FuelPoint, type FuelStretch, type Spot } from "../content/fuel-points.ts";
import { chain, stageKey, stageStartKm } from "./route.ts";
import { stages } from "../content/stages.ts";

export interface FuelStop {
  point: FuelPoint;
  km: number;
}

const isSpot = (p: FuelPoint["place"]): p is Spot => "on" in p;

const atSpots = fuelPoints.flatMap((point) =>
  isSpot(point.place)
    ? point.place.on.map(({ stage, km }) => {
        const i = stages.findIndex((s) => stageKey(s.from.name, s.to.name) === stage);
        return { point, km: stageStartKm[i]! + km };
      })
    : [],
);

export const fuelStops: readonly FuelStop[] = [
  ...chain.flatMap((v) =>
    fuelPoints.filter((f) => !isSpot(f.place) && f.place.name === v.place.name).map((point) => ({ point, km: v.km })),
  ),
  ...atSpots,
].sort((a, b) => a.km - b.km);

/** Each stretch as road km from Vitória: from the last place of that name before the first place of the other. */
export const stretchKm: readonly (FuelStretch & { fromKm: number; toKm: number })[] = fuelStretches.map((s) => {
  const after = (i: number) => chain.slice(0, i).some((u) => u.place.name === s.from);
  const to = chain.findIndex((v, i) => v.place.name === s.to && after(i));
  const from = chain.slice(0, to).findLastIndex((v) => v.place.name === s.from);
  return { ...s, fromKm: chain[from]!.km, toKm: chain[to]!.km };
});

export interface Gap {
  from: FuelStop;
  to: FuelStop;
  km: number;
}

/** A stop a crew can plan on: fuel most days, or short hours that a daytime arrival meets. */
export const counted = (s: FuelStop) => s.point.reliability !== "runs-dry";

const reliable = fuelStops.filter(counted);

/** Gaps between consecutive stops that can be counted on, outside the stretches of frequent stations. */
export const gaps: readonly Gap[] = reliable
  .slice(1)
  .map((to, i) => ({ from: reliable[i]!, to, km: to.km - reliable[i]!.km }))
  .filter((g) => g.km > 0 && !stretchKm.some((s) => s.kind === "frequent" && g.from.km < s.toKm && g.to.km > s.fromKm));

/** The route's longest stretch without reliable fuel. */
export const longestGap: Gap = gaps.reduce((m, g) => (g.km > m.km ? g : m));

/** The longest stretch without reliable fuel whose two ends are in one country. */
export const longestGapIn = (country: string): Gap =>
  gaps
    .filter((g) => g.from.point.place.country === country && g.to.point.place.country === country)
    .reduce((m, g) => (g.km > m.km ? g : m));

/** "Puerto Natales a Cerro Sombrero, cerca de 380 km": a gap as the guide and the FAQ say it. */
/** A stop's town as prose names it ("Perito Moreno", not the table's "Perito Moreno (cidade)"). */
export const town = (s: FuelStop) => s.point.place.name.replace(/ \(cidade\)$/, "");
export const gapText = (g: Gap) => `${town(g.from)} a ${town(g.to)}, cerca de ${Math.round(g.km / 10) * 10} km`;
