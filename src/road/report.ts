// What the page tells a crew at a point of the route, given its road km from Vitória: the stage it
// is on, the next fuel, the next border or ferry, the km to the end of the stage and to Ushuaia.
import { crossingPoints } from "../content/crossing-points.ts";
import type { FuelStretch } from "../content/fuel-points.ts";
import { stages, type Crossing, type Place, type Stage } from "../content/stages.ts";
import { counted, fuelStops, gaps, longestGap, stretchKm, type FuelStop, type Gap } from "./fuel.ts";
import { chain, stageStartKm, totalKm } from "./route.ts";

export interface Ahead<T> {
  what: T;
  /** Road km from here. */
  km: number;
}

export interface CrossingAhead {
  crossing: Crossing;
  stage: Stage;
  near?: string;
}

export interface Report {
  km: number;
  stage: Stage;
  /** Km driven on this stage, and the stage's own km. */
  done: number;
  toStageEnd: number;
  toUshuaia: number;
  country: Place["country"];
  nextFuel: Ahead<FuelStop> | null;
  /** When the next stop may be dry: the next one that has not been. */
  surerFuel: Ahead<FuelStop> | null;
  /** Stations not listed as stops, on the stretch the crew is on. */
  stretch: FuelStretch | null;
  /** The long stretch without reliable fuel the crew is on, and whether it is the route's longest. */
  dryStretch: (Gap & { longest: boolean }) | null;
  nextCrossing: Ahead<CrossingAhead> | null;
  arrived: boolean;
}

// A stop or crossing this close behind still counts as "here": a fix in town lands a little past it.
const HERE_KM = 1;

// A stretch without reliable fuel this long is said wherever the crew is on it: a car's range with
// a reserve, and more than any stretch of Brazil or the Argentine plains.
export const LONG_DRY_KM = 250;

const crossingsAhead = stages.flatMap((stage, i) =>
  stage.crossings.flatMap((crossing) => {
    const point = crossingPoints.find((c) => c.crossing === crossing.name);
    if (!point) return [];
    const at = chain.find(
      (v) => v.place.name === point.at && v.km >= stageStartKm[i]! && v.km <= stageStartKm[i]! + stage.km,
    );
    return at
      ? [
          {
            km: at.km - (point.before?.km ?? 0),
            what: { crossing, stage, ...(point.near ? { near: point.near } : {}) },
          },
        ]
      : [];
  }),
);

/** The crossings the route passes, with their road km from Vitória (alternatives are not on it). */
export const crossingsOnRoute: readonly Ahead<CrossingAhead>[] = crossingsAhead;

export function reportAt(km: number, country?: Place["country"]): Report {
  // At a stage end the stage that starts there is today's; at Ushuaia, the last one.
  let index = 0;
  stageStartKm.forEach((start, i) => {
    if (start <= km) index = i;
  });
  const stage = stages[index]!;
  const start = stageStartKm[index]!;
  const ahead = <T>(list: readonly { km: number; what?: T }[]) => list.find((x) => x.km >= km - HERE_KM);
  const stretch = stretchKm.find((s) => s.fromKm <= km && km < s.toKm) ?? null;
  // Where stations follow one another, the next listed stop can be a thousand km away: none is named.
  const next = stretch?.kind === "frequent" ? null : (fuelStops.find((s) => s.km >= km - HERE_KM) ?? null);
  const surer = next && !counted(next) ? (fuelStops.find((s) => s.km > next.km && counted(s)) ?? null) : null;
  const gap = gaps.find((g) => g.from.km <= km && km < g.to.km);
  const crossing = ahead(crossingsAhead) as Ahead<CrossingAhead> | undefined;
  const here = chain.reduce((m, v) => (Math.abs(v.km - km) < Math.abs(m.km - km) ? v : m));
  return {
    km,
    stage,
    done: km - start,
    toStageEnd: start + stage.km - km,
    toUshuaia: totalKm - km,
    country: country ?? here.place.country,
    nextFuel: next && { what: next, km: Math.max(0, next.km - km) },
    surerFuel: surer && { what: surer, km: surer.km - km },
    stretch,
    dryStretch: gap && (gap === longestGap || gap.km >= LONG_DRY_KM) ? { ...gap, longest: gap === longestGap } : null,
    nextCrossing: crossing ? { what: crossing.what, km: Math.max(0, crossing.km - km) } : null,
    arrived: km >= totalKm - HERE_KM,
  };
}
