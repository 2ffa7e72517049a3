// The lines read from the list of days, the same way on the way there and on the way back: a room for
// each night the crew sleeps in one, food for every day, and the insurance periods the days abroad need.
import { food, lodging, type Price, prices } from "../content/prices.ts";
import { type Day, nightsIn, tally } from "./days.ts";
import { type Line, priced, rangeLine } from "./lines.ts";
import { apportion, type Country, countries, none } from "./nights.ts";
import { plural } from "./words.ts";

/** Where a line goes: under its country on the way there, under "Volta" with the country named. */
const place = (back: boolean, c: Country, item: string) =>
  back ? { group: "Volta" as const, item: `${item}: ${c}` } : { group: c, item };

/** A double room for each night in a hotel, shared among the countries where the crew sleeps. */
export function lodgingLines(days: Day[], hotelNights: number, people: number, back: boolean): Line[] {
  const nights = nightsIn(days);
  const hotel = apportion(hotelNights, nights);
  const { stay } = tally(days);
  const rooms = Math.ceil(people / 2);
  const roomWord = plural(rooms, "quarto duplo", "quartos duplos");
  return countries
    .filter((c) => hotel[c] > 0)
    .map((c) => {
      const where = stay[c] ? ` (${nights[c] - stay[c]} de estrada e ${stay[c]} nos destinos)` : "";
      const of = hotel[c] === nights[c] ? "" : ` em hotel, das ${nights[c]}${where}`;
      const detail = `${plural(hotel[c], "noite", "noites")}${of || where} × ${roomWord}`;
      const { group, item } = place(back, c, "Hospedagem");
      return rangeLine(group, item, detail, lodging[c], hotel[c] * rooms);
    });
}

/** Food for each person on every day of the list, whatever the crew sleeps in. */
export function foodLines(days: Day[], people: number, back: boolean): Line[] {
  const by = none();
  for (const d of days) by[d.country]++;
  return countries
    .filter((c) => by[c] > 0)
    .map((c) => {
      const { group, item } = place(back, c, "Comida");
      const detail = `${plural(by[c], "dia", "dias")} × ${plural(people, "pessoa", "pessoas")}`;
      return priced(group, item, detail, food[c], by[c] * people);
    });
}

/**
 * The insurance the days need: the Carta Verde by the month of 30 days abroad, and a SOAPEX for each
 * entry into Chile, by the fortnight (it is bought for the dates of one stay).
 */
export function cover(days: Day[]): { months: number; policies: number } {
  const abroad = days.filter((d) => d.through.some((c) => c !== "Brasil")).length;
  let policies = 0;
  let run = 0;
  for (const d of [...days, undefined]) {
    if (d?.through.includes("Chile")) run++;
    else if (run > 0) {
      policies += Math.ceil(run / 15);
      run = 0;
    }
  }
  return { months: Math.ceil(abroad / 30), policies };
}

/** The insurance lines for the periods `after` needs beyond what `before` already bought. */
export function coverLines(before: Day[], after: Day[], back: boolean): Line[] {
  const [a, b] = [cover(before), cover(after)];
  const line = (p: Price, n: number, group: Line["group"], item: string, what: string) =>
    priced(back ? "Volta" : group, item, back ? `mais ${what} pelos dias da volta` : what, p, n);
  const lines: Line[] = [];
  const months = b.months - a.months;
  if (months > 0)
    lines.push(
      line(prices.cartaVerde, months, "Argentina", "Carta Verde", `${plural(months, "mês", "meses")} de 30 dias`),
    );
  const policies = b.policies - a.policies;
  const what = `${plural(policies, "apólice", "apólices")} de até 15 dias, uma por entrada no Chile`;
  if (policies > 0) lines.push(line(prices.soapex, policies, "Chile", "SOAPEX", what));
  return lines;
}
