// The drive home from Ushuaia by the road the guide states (src/content/way-back.ts), leg by leg:
// its km by fuel zone, and its nights (the driving days but the last, which ends at home) given out
// to the countries in proportion to the km driven in each.
import { food, lodging, prices } from "../content/prices.ts";
import { wayBackRoad } from "../content/way-back.ts";
import type { Inputs } from "./inputs.ts";
import { fuelLines, type Zone } from "./fuel-cost.ts";
import { type Line, lodgingLine, priced } from "./lines.ts";
import { apportion, type ByCountry, countries, none } from "./nights.ts";
import { plural } from "./words.ts";

export const wayBackKm = wayBackRoad.legs.reduce((s, l) => s + l.km, 0);

export function wayBackKmByZone(): Record<Zone, number> {
  const km: Record<Zone, number> = { Brasil: 0, Argentina: 0, Patagonia: 0, Chile: 0 };
  for (const leg of wayBackRoad.legs) km[leg.zone] += leg.km;
  return km;
}

/** The way back's nights, whole, by the country where each falls: the last day ends at home. */
export function wayBackNights(): ByCountry {
  const km = wayBackKmByZone();
  const byCountry = none();
  for (const c of countries) byCountry[c] = km[c] + (c === "Argentina" ? km.Patagonia : 0);
  return apportion(wayBackRoad.drivingDays - 1, byCountry);
}

/** The way back's lines, all under "Volta", so that leaving it out takes all of them away. */
export function wayBackLines(
  input: Inputs,
  out: { abroad: number; inChile: number },
): { lines: Line[]; nights: ByCountry } {
  const km = wayBackKmByZone();
  const nights = wayBackNights();
  const lines = fuelLines(km, input.fuel, input.kmPerLitre, true);
  const total = input.hotelNights + input.campingNights;
  const all = countries.reduce((s, c) => s + nights[c], 0);
  // The way back sleeps in a room as often as the way there did.
  const hotel = apportion(total ? Math.round((all * input.hotelNights) / total) : all, nights);
  const rooms = Math.ceil(input.people / 2);
  for (const c of countries)
    if (hotel[c])
      lines.push(
        lodgingLine(
          "Volta",
          `Hospedagem: ${c}`,
          `${plural(hotel[c], "noite", "noites")} × ${plural(rooms, "quarto duplo", "quartos duplos")}`,
          lodging[c],
          hotel[c] * rooms,
        ),
      );
  if (input.food)
    for (const c of countries)
      if (nights[c])
        lines.push(
          priced(
            "Volta",
            `Comida: ${c}`,
            `${plural(nights[c], "dia", "dias")} × ${plural(input.people, "pessoa", "pessoas")}`,
            food[c],
            nights[c] * input.people,
          ),
        );
  if (km.Chile > 0) lines.push(priced("Volta", "Balsa da Primera Angostura", "a segunda travessia", prices.ferry));

  // Insurance: the days abroad on the way back may need another Carta Verde month or SOAPEX fortnight.
  const more = (before: number, after: number, period: number) =>
    Math.max(1, Math.ceil(after / period)) - Math.max(1, Math.ceil(before / period));
  const chileDays = Math.max(nights.Chile, km.Chile > 0 ? 1 : 0);
  const months = more(out.abroad, out.abroad + nights.Argentina + chileDays, 30);
  if (months)
    lines.push(
      priced(
        "Volta",
        "Carta Verde",
        `mais ${plural(months, "mês", "meses")} pelos dias da volta`,
        prices.cartaVerde,
        months,
      ),
    );
  const fortnights = more(out.inChile, out.inChile + chileDays, 15);
  if (fortnights)
    lines.push(
      priced(
        "Volta",
        "SOAPEX",
        `mais ${plural(fortnights, "período", "períodos")} de 15 dias pelos dias da volta`,
        prices.soapex,
        fortnights,
      ),
    );
  return { lines, nights };
}
