// The trip as one list of days, the only count of days the cost page keeps: nights, food, the days at
// the destinations, the way back, a stretch and the insurance periods are all read from it. A driving
// day ends where the crew sleeps; the way there follows the stage table, the way back is driven at the
// stage table's own pace on paved road, and its last day ends at home.
import { destinations } from "../content/destinations.ts";
import { type Stage, stages } from "../content/stages.ts";
import { wayBackRoad } from "../content/way-back.ts";
import type { Vertex } from "../road/route.ts";
import { countryOf } from "./fuel-cost.ts";
import { type ByCountry, type Country, none } from "./nights.ts";

export interface Day {
  leg: "ida" | "volta";
  kind: "estrada" | "destino";
  /** Where the day ends: the country the crew sleeps in. */
  country: Country;
  /** Every country the day is spent in, in order: the insurance counts each entry into Chile. */
  through: Country[];
  km: number;
  /** Where the crew sleeps that night; null on the last day, which ends at home. */
  sleeps: string | null;
}

const isDestination = (name: string) => destinations.some((d) => d.name === name);
const unique = (cs: Country[]) => cs.filter((c, i) => cs.indexOf(c) === i);

/**
 * The stage table's full days on paved road, from Vitória to Mendoza: km ÷ days (about 700). The way
 * back is all paved (Ruta 3, RN 14 and the Brazilian highways), so it is driven at this pace.
 */
const paved = stages.slice(0, stages.findIndex((s) => s.to.name === "Mendoza") + 1);
export const pacedKm = paved.reduce((s, x) => s + x.km, 0) / paved.reduce((s, x) => s + x.days, 0);

/**
 * The stage table's driving days between two stops. A stage ends where the crew sleeps; a half-day
 * stage that ends short of a destination runs on into the next half day, as the crew drives on.
 */
function roadDays(from: Vertex, to: Vertex): { day: Day; reached: string }[] {
  const out: { day: Day; reached: string }[] = [];
  let carried: Stage[] = [];
  for (let i = from.stage + 1; i <= to.stage; i++) {
    const s = stages[i]!;
    const next = stages[i + 1];
    if (s.days < 1 && !isDestination(s.to.name) && i < to.stage && next && next.days < 1) {
      carried.push(s);
      continue;
    }
    const parts = [...carried, s];
    carried = [];
    const days = Math.max(1, Math.round(s.days));
    const km = parts.reduce((sum, p) => sum + p.km, 0);
    const through = unique(parts.flatMap((p) => [p.from.country, p.to.country]));
    for (let k = 1; k <= days; k++) {
      const last = k === days;
      const sleeps = last ? s.to.name : `a caminho de ${s.to.name}`;
      const country = last ? s.to.country : s.from.country;
      const day: Day = { leg: "ida", kind: "estrada", country, through, km: km / days, sleeps };
      out.push({ day, reached: last ? s.to.name : "" });
    }
  }
  return out;
}

/**
 * The way there: its driving days, and after the first arrival at each destination reached, that
 * destination's days. `stayDays` null is one day at each; a typed figure is shared out among them in
 * turn, and spent where the stretch ends when it reaches none.
 */
export function wayThereDays(from: Vertex, to: Vertex, stay: boolean, stayDays: number | null): Day[] {
  const road = roadDays(from, to);
  const reached = road.map((r) => r.reached).filter((n, i, all) => isDestination(n) && all.indexOf(n) === i);
  const at = reached.length > 0 ? reached : [to.place.name];
  const total = !stay ? 0 : (stayDays ?? reached.length);
  const share = (i: number) => Math.floor(total / at.length) + (i < total % at.length ? 1 : 0);
  const pending = [...at];
  const days: Day[] = [];
  for (const { day, reached: name } of road) {
    days.push(day);
    const i = pending.indexOf(name);
    if (i < 0) continue;
    pending[i] = ""; // a destination reached twice (Mendoza) has its days the first time
    for (let k = 0; k < share(i); k++)
      days.push({ leg: "ida", kind: "destino", country: day.country, through: [day.country], km: 0, sleeps: name });
  }
  return days;
}

/** The way back's driving days: its km at the stage table's pace, each day ending where it reaches. */
export function wayBackDays(): Day[] {
  const total = wayBackRoad.legs.reduce((s, l) => s + l.km, 0);
  const n = Math.ceil(total / pacedKm);
  const days: Day[] = [];
  for (let i = 1; i <= n; i++) {
    const [start, end] = [((i - 1) * total) / n, (i * total) / n];
    const through: Country[] = [];
    let at = 0;
    let last = wayBackRoad.legs[0]!;
    for (const leg of wayBackRoad.legs) {
      const [a, b] = [at, at + leg.km];
      at = b;
      if (b <= start || a >= end) continue;
      through.push(countryOf(leg.zone));
      last = leg;
    }
    const country = countryOf(last.zone);
    const sleeps = i === n ? null : `no trecho ${last.name}`;
    days.push({ leg: "volta", kind: "estrada", country, through: unique(through), km: total / n, sleeps });
  }
  return days;
}

/** Days by country: on the way there's road, at the destinations, on the way back. */
export function tally(days: Day[]): { road: ByCountry; stay: ByCountry; back: ByCountry } {
  const t = { road: none(), stay: none(), back: none() };
  for (const d of days) t[d.leg === "volta" ? "back" : d.kind === "destino" ? "stay" : "road"][d.country]++;
  return t;
}

/** Nights by country: every day but the last one home ends in a bed, a tent or the vehicle. */
export function nightsIn(days: Day[]): ByCountry {
  const n = none();
  for (const d of days) if (d.sleeps !== null) n[d.country]++;
  return n;
}
