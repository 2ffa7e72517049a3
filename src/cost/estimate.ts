// The crew's own cost of the trip (/quanto-custa), from the road book's data: the km in each country
// are measured along the route's chain (src/road/route.ts) between the two places the visitor chose,
// never typed; every price comes from src/content/prices.ts with its month and source. The days come
// from one list (src/cost/days.ts). By default it is the whole trip: the way there, days at the
// destinations, the way back, food and the exchange costs; each of these but the way there can be left
// out, and without them it is the narrow figure.
import { prices } from "../content/prices.ts";
import { chain } from "../road/route.ts";
import { coverLines, foodLines, lodgingLines } from "./day-lines.ts";
import { type Day, wayBackDays, wayThereDays } from "./days.ts";
import { fuelLines, kmByZone, type Zone } from "./fuel-cost.ts";
import type { Inputs } from "./inputs.ts";
import { type Line, priced, rangeLine } from "./lines.ts";
import { exchangeLine, outsideLines, tollLineBrasil } from "./trip-lines.ts";
import { wayBackLines } from "./way-back-cost.ts";
import { plural } from "./words.ts";

export type { Zone };
export type { Line };
export type { Inputs };

/** The parts of the trip beyond the way there's road days: with all of them off, the narrow figure. */
export const parts = ["stay", "back", "food", "exchange"] as const;
export const narrow = (input: Inputs): Inputs => ({ ...input, stay: false, back: false, food: false, exchange: false });

/** The places a part of the route starts or ends at: Vitória and every stage's end, in driving order. */
export const stops = chain.filter((v) => v.end);

export { kmByZone };

export interface Estimate {
  km: Record<Zone, number>;
  totalKm: number;
  litres: number;
  /** The trip, day by day: every count of days and nights below is read from it. */
  days: Day[];
  /** The nights, by where the crew sleeps: a room, a tent, or the vehicle (no room paid). */
  sleep: { hotel: number; camping: number; vehicle: number };
  lines: Line[];
  low: number;
  high: number;
}

const parks = [
  { name: "Los Glaciares", at: ["El Chalten", "El Calafate"], price: prices.losGlaciares, group: "Argentina" },
  { name: "Torres del Paine", at: ["Torres del Paine"], price: prices.torresDelPaine, group: "Chile" },
  { name: "Tierra del Fuego", at: ["Ushuaia"], price: prices.tierraDelFuego, group: "Argentina" },
] as const;

const nightsOf = (days: Day[]) => days.filter((d) => d.sleeps !== null).length;

export function estimate(input: Inputs): Estimate {
  const fromStop = stops[input.from]!;
  const toStop = stops[input.to]!;
  const reached = stops.slice(input.from + 1, input.to + 1);
  const covers = (name: string) => reached.some((v) => v.place.name === name);
  const km = kmByZone(fromStop.km, toStop.km);
  const totalKm = toStop.km - fromStop.km;
  const people = plural(input.people, "pessoa", "pessoas");
  const lines: Line[] = fuelLines(km, input.fuel, input.kmPerLitre);

  // The days, once: the way there's road and destinations, then the way back, from Ushuaia only.
  const fromUshuaia = toStop === stops.at(-1);
  const there = wayThereDays(fromStop, toStop, input.stay, input.stayDays);
  const back = input.back && fromUshuaia ? wayBackDays() : [];
  if (km.Brasil > 0) lines.push(tollLineBrasil(back.length > 0));

  // The Strait of Magellan ferry on the way there; the way back adds its own crossing.
  if (covers("Río Grande")) lines.push(priced("Chile", "Balsa da Primera Angostura", "1 travessia", prices.ferry));

  // Park entries, one day each, per person: foreigners' rate (no Mercosur rate exists in these parks).
  for (const park of parks)
    if (park.at.some(covers)) {
      const detail = `${people}, um dia, tarifa de estrangeiro`;
      lines.push(rangeLine(park.group, `Entrada do parque ${park.name}`, detail, park.price, input.people));
    }

  const nights = nightsOf(there) + nightsOf(back);
  // Typed nights cover the nights there are; the rest are spent in the vehicle.
  const hotel = Math.min(input.hotelNights ?? nights, nights);
  const camping = Math.min(input.campingNights, nights - hotel);
  const hotelBack = nights ? Math.round((hotel * nightsOf(back)) / nights) : 0;

  lines.push(...lodgingLines(there, hotel - hotelBack, input.people, false));
  if (input.food) lines.push(...foodLines(there, input.people, false));
  if (km.Argentina + km.Patagonia + km.Chile > 0) lines.push(...coverLines([], there, false));
  if (back.length) lines.push(...wayBackLines(input, back, hotelBack, there));

  if (input.exchange) lines.push(exchangeLine(lines));
  lines.push(...outsideLines(input, km, fromUshuaia, camping));

  const counted = lines.filter((l) => !l.outside);
  return {
    km,
    totalKm,
    litres: totalKm / input.kmPerLitre,
    days: [...there, ...back],
    sleep: { hotel, camping, vehicle: nights - hotel - camping },
    lines,
    low: counted.reduce((s, l) => s + l.low, 0),
    high: counted.reduce((s, l) => s + l.high, 0),
  };
}
