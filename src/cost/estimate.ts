// The crew's own cost of the trip (/quanto-custa), from the road book's data: the km in each country
// are measured along the route's chain (src/road/route.ts) between the two places the visitor chose,
// never typed; every price comes from src/content/prices.ts with its month and source. By default it
// is the whole trip: the way there, days at the destinations, the way back, food and the exchange
// costs; each of these but the way there can be left out, and without them it is the narrow figure.
import { food, lodging, prices } from "../content/prices.ts";
import { chain } from "../road/route.ts";
import { fuelLines, kmByZone, type Zone } from "./fuel-cost.ts";
import { type Line, lodgingLine, priced } from "./lines.ts";
import { apportion, type ByCountry, countries, drivingDaysByCountry, none, stayByCountry } from "./nights.ts";
import { exchangeLine, outsideLines, tollLineBrasil } from "./trip-lines.ts";
import { wayBackLines } from "./way-back-cost.ts";
import type { Inputs } from "./inputs.ts";
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
  /** Whole nights by country on the way there's road, at the destinations, and on the way back. */
  nights: { road: ByCountry; stay: ByCountry; back: ByCountry };
  lines: Line[];
  low: number;
  high: number;
}

const parks = [
  { name: "Los Glaciares", at: ["El Chalten", "El Calafate"], price: prices.losGlaciares, group: "Argentina" },
  { name: "Torres del Paine", at: ["Torres del Paine"], price: prices.torresDelPaine, group: "Chile" },
  { name: "Tierra del Fuego", at: ["Ushuaia"], price: prices.tierraDelFuego, group: "Argentina" },
] as const;

export function estimate(input: Inputs): Estimate {
  const fromStop = stops[input.from]!;
  const toStop = stops[input.to]!;
  const reached = stops.slice(input.from + 1, input.to + 1);
  const covers = (name: string) => reached.some((v) => v.place.name === name);
  const km = kmByZone(fromStop.km, toStop.km);
  const totalKm = toStop.km - fromStop.km;
  const people = plural(input.people, "pessoa", "pessoas");
  const lines: Line[] = fuelLines(km, input.fuel, input.kmPerLitre);

  if (km.Brasil > 0) lines.push(tollLineBrasil());

  // The Strait of Magellan ferry on the way there; the way back adds its own crossing.
  if (covers("Río Grande")) lines.push(priced("Chile", "Balsa da Primera Angostura", "1 travessia", prices.ferry));

  // Park entries, one day each, per person: foreigners' rate (no Mercosur rate exists in these parks).
  for (const park of parks)
    if (park.at.some(covers))
      lines.push(
        priced(
          park.group,
          `Entrada do parque ${park.name}`,
          `${people}, um dia, tarifa de estrangeiro`,
          park.price,
          input.people,
        ),
      );

  // Nights: the road's where the stage table ends each day, the destinations' where they are.
  const road = apportion(input.hotelNights + input.campingNights, drivingDaysByCountry(fromStop, toStop));
  const hotel = apportion(input.hotelNights, road);
  const stay = input.stay ? stayByCountry(input.stayDays, reached) : none();
  const rooms = plural(Math.ceil(input.people / 2), "quarto duplo", "quartos duplos");
  for (const c of countries) {
    const nights = hotel[c] + stay[c];
    if (nights === 0) continue;
    const detail =
      `${plural(hotel[c], "noite", "noites")} de estrada` +
      (stay[c] ? ` e ${plural(stay[c], "noite", "noites")} nos destinos` : "") +
      ` × ${rooms}`;
    lines.push(lodgingLine(c, "Hospedagem", detail, lodging[c], nights * Math.ceil(input.people / 2)));
  }

  // Food, per person for every day on the road and at the destinations, at the country's price.
  if (input.food)
    for (const c of countries) {
      const days = road[c] + stay[c];
      if (days)
        lines.push(priced(c, "Comida", `${plural(days, "dia", "dias")} × ${people}`, food[c], days * input.people));
    }

  // Insurance: the Carta Verde by the month for every day abroad, the SOAPEX by the fortnight in Chile.
  const abroad = road.Argentina + road.Chile + stay.Argentina + stay.Chile;
  const inChile = road.Chile + stay.Chile;
  if (km.Argentina + km.Patagonia + km.Chile > 0) {
    const months = Math.max(1, Math.ceil(abroad / 30));
    lines.push(
      priced("Argentina", "Carta Verde", `${plural(months, "mês", "meses")} de 30 dias`, prices.cartaVerde, months),
    );
  }
  if (km.Chile > 0) {
    const fortnights = Math.max(1, Math.ceil(inChile / 15));
    lines.push(
      priced("Chile", "SOAPEX", `${plural(fortnights, "período", "períodos")} de 15 dias`, prices.soapex, fortnights),
    );
  }

  // The way back, from Ushuaia only: its own road, nights, food, ferry and insurance days.
  const fromUshuaia = toStop === stops.at(-1);
  const back = input.back && fromUshuaia ? wayBackLines(input, { abroad, inChile }) : undefined;
  if (back) lines.push(...back.lines);

  if (input.exchange) lines.push(exchangeLine(lines));
  lines.push(...outsideLines(input, km, fromUshuaia));

  const counted = lines.filter((l) => !l.outside);
  return {
    km,
    totalKm,
    litres: totalKm / input.kmPerLitre,
    nights: { road, stay, back: back?.nights ?? none() },
    lines,
    low: counted.reduce((s, l) => s + l.low, 0),
    high: counted.reduce((s, l) => s + l.high, 0),
  };
}
