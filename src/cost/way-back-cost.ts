// The drive home from Ushuaia by the road the guide states (src/content/way-back.ts): its km by fuel
// zone, leg by leg, and the lines its days in the list of days call for (src/cost/days.ts).
import { formatMoney, prices, tollRoadsBrasil } from "../content/prices.ts";
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

// The way back passes the way there's BR-101 and Dutra plazas again, whose fares are known one way; the
// Régis Bittencourt's and whether each plaza charges both ways were not found, so they stay outside.
const sameRoads = tollRoadsBrasil.filter((t) => !t.road.startsWith("BR-277"));
const sameFares = sameRoads.reduce((s, t) => s + t.fares.reduce((a, b) => a + b, 0), 0);

/** The way back's lines, all under "Volta", so that leaving it out takes all of them away. */
export function wayBackLines(input: Inputs, back: Day[], hotelNights: number, there: Day[]): Line[] {
  const km = wayBackKmByZone();
  const lines = fuelLines(km, input.fuel, input.kmPerLitre, true);
  lines.push(...lodgingLines(back, hotelNights, input.people, true));
  if (input.food) lines.push(...foodLines(back, input.people, true));
  if (km.Chile > 0) lines.push(priced("Volta", "Balsa da Primera Angostura", "a segunda travessia", prices.ferry));
  lines.push(...coverLines(there, [...there, ...back], true));
  const detail =
    `fora do total: as praças da BR-101 e da Dutra que a ida paga somam ${formatMoney(sameFares, "BRL")} ` +
    "num sentido; não achamos se cobram nos dois, nem a tarifa da Régis Bittencourt";
  lines.push({ group: "Volta", item: "Pedágios no Brasil", detail, low: 0, high: 0, prices: [], outside: true });
  return lines;
}
