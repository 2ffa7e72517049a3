// Words that agree with their numbers ("1 pessoa", "2 pessoas"), as the page writes counts.
import { formatNumber } from "../content/prices.ts";

/** "1 noite", "3 noites", "1.250 km": a count and the word that agrees with it. */
export const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "ida, volta e comida": a list as prose writes it. */
export function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}
