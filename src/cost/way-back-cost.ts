// The drive home from Ushuaia by the road the guide states (src/content/way-back.ts): its km by fuel
// zone, leg by leg, and the lines its days in the list of days call for (src/cost/days.ts).
import { prices } from "../content/prices.ts";
import { wayBackRoad } from "../content/way-back.ts";
import { coverLines, foodLines, lodgingLines } from "./day-lines.ts";
import type { Day } from "./days.ts";
import { fuelLines, type Zone } from "./fuel-cost.ts";
import type { Inputs } from "./inputs.ts";
import { type Line, priced } from "./lines.ts";

export const wayBackKm = wayBackRoad.legs.reduce((s, l) => s + l.km, 0);

export function wayBackKmByZone(): Record<Zone, number> {
  const km: Record<Zone, number> = { Brasil: 0, Argentina: 0, Patagonia: 0, Chile: 0 };
  for (const leg of wayBackRoad.legs) km[leg.zone] += leg.km;
  return km;
}

/** The way back's lines, all under "Volta", so that leaving it out takes all of them away. */
export function wayBackLines(input: Inputs, back: Day[], hotelNights: number, there: Day[]): Line[] {
  const km = wayBackKmByZone();
  const lines = fuelLines(km, input.fuel, input.kmPerLitre, true);
  lines.push(...lodgingLines(back, hotelNights, input.people, true));
  if (input.food) lines.push(...foodLines(back, input.people, true));
  if (km.Chile > 0) lines.push(priced("Volta", "Balsa da Primera Angostura", "a segunda travessia", prices.ferry));
  lines.push(...coverLines(there, [...there, ...back], true));
  return lines;
}
