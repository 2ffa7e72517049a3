// What the page tells a crew at a point of the route, given its road km from Vitória: the stage it
// is on, the next fuel, the next border or ferry, the km to the end of the stage and to Ushuaia.
import { crossingPoints } from "../content/crossing-points.ts";
import type { FuelStretch } from "../content/fuel-points.ts";
import { stages, type Crossing, type Place, type Stage } from "../content/stages.ts";
import { fuelStops, gaps, longestGap, stretchKm, type FuelStop } from "./fuel.ts";
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
  /** The crew is on the route's longest stretch without fuel (its km). */
  longestStretchKm: number | null;
  nextCrossing: Ahead<CrossingAhead> | null;
  arrived: boolean;
}

// A stop or crossing this close behind still counts as "here": a fix in town lands a little past it.
const HERE_KM = 1;

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
  const next = fuelStops.find((s) => s.km >= km - HERE_KM) ?? null;
  const surer = next?.point.warning ? (fuelStops.find((s) => s.km > next.km && !s.point.warning) ?? null) : null;
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
    stretch: stretchKm.find((s) => s.fromKm <= km && km < s.toKm) ?? null,
    longestStretchKm: gap && gap === longestGap ? gap.km : null,
    nextCrossing: crossing ? { what: crossing.what, km: Math.max(0, crossing.km - km) } : null,
    arrived: km >= totalKm - HERE_KM,
  };
}
