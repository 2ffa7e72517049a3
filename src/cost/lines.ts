// A line of the cost table: what it is, how it was reached, its figure in reais and the prices it
// used (each with its month and source). Lodging and one park give a range, so a line is low to high.
import { inReais, type Price, type Rate } from "../content/prices.ts";
import type { Country } from "./nights.ts";

export interface Line {
  /** The table's row group: a country, the way back, or the whole trip. */
  group: Country | "Volta" | "Viagem";
  item: string;
  /** How the figure was reached, in words. */
  detail: string;
  low: number;
  high: number;
  prices: Price[];
  /** Percentages applied to other lines (the exchange costs), each with its month and source. */
  rates?: Rate[];
  /** Left out of the total (said so on the page): only an order of magnitude, or no verified price. */
  outside?: true;
}

export const reais = (p: Price, n = 1) => n * p.value * inReais(p.currency);

/** A line of one price times a count (one figure, no range); `outside` keeps it out of the total. */
export function priced(group: Line["group"], item: string, detail: string, price: Price, n = 1, outside?: true): Line {
  const cost = reais(price, n);
  return { group, item, detail, low: cost, high: cost, prices: [price], ...(outside ? { outside } : {}) };
}

/** A line of a price with a range (lodging, a park whose ticket is unsettled) times a count, low to high. */
export function rangeLine(group: Line["group"], item: string, detail: string, p: Price, count: number): Line {
  const n = count * inReais(p.currency);
  return { group, item, detail, low: n * p.value, high: n * (p.high ?? p.value), prices: [p] };
}

/** Paid in another currency, so a Brazilian card pays the exchange costs on it. */
export const paidAbroad = (l: Line) => !l.outside && l.prices.length > 0 && l.prices.every((p) => p.currency !== "BRL");
