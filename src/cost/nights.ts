// Where the crew sleeps, in whole nights by country: a night of the road falls where the stage table
// ends that day's driving, and a day at a destination where the destination is. Shares are given
// out whole (the largest remainders first), so the countries' nights always add up to the total.
import { destinations } from "../content/destinations.ts";
import { stages } from "../content/stages.ts";
import type { Vertex } from "../road/route.ts";

export type Country = "Brasil" | "Argentina" | "Chile";
export type ByCountry = Record<Country, number>;

export const countries = ["Brasil", "Argentina", "Chile"] as const;
export const none = (): ByCountry => ({ Brasil: 0, Argentina: 0, Chile: 0 });

/** `total` split into whole parts in proportion to `weights`; the parts add up to `total`. */
export function apportion(total: number, weights: ByCountry): ByCountry {
  const sum = countries.reduce((s, c) => s + weights[c], 0);
  const parts = none();
  if (sum === 0) return parts;
  const exact = countries.map((c) => ({ c, share: (total * weights[c]) / sum }));
  for (const { c, share } of exact) parts[c] = Math.floor(share);
  let left = total - countries.reduce((s, c) => s + parts[c], 0);
  for (const { c } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    parts[c]++;
  }
  return parts;
}

/** The stage table's driving days between two stops, each counted in the country where it ends. */
export function drivingDaysByCountry(from: Vertex, to: Vertex): ByCountry {
  const days = none();
  for (let i = from.stage + 1; i <= to.stage; i++) days[stages[i]!.to.country] += stages[i]!.days;
  return days;
}

/** The destinations of the guide's itinerary that a part of the route reaches, each once, in order. */
export const destinationsIn = (reached: Vertex[]) =>
  destinations.filter((d) => reached.some((v) => v.place.name === d.name));

/**
 * Days at the destinations, one at each reached destination in turn and round again: with none
 * reached, they are spent where the part ends.
 */
export function stayByCountry(days: number, reached: Vertex[]): ByCountry {
  const at: Country[] = destinationsIn(reached).map((d) => d.country);
  if (at.length === 0 && reached.length > 0) at.push(reached.at(-1)!.place.country);
  const nights = none();
  for (let i = 0; i < days && at.length > 0; i++) nights[at[i % at.length]!]++;
  return nights;
}
