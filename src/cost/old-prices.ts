// The page says when a price it used is old, and where to find the day's: prices move every month.
// A tax rate (the IOF) is not a price of the day, and is left to its own date.
import { type Price, rates } from "../content/prices.ts";
import type { Estimate } from "./estimate.ts";

const dayMs = 86_400_000;

/** True when the month's last day is more than 90 days before `now`: the page then points to the day's price. */
export function isOld(month: string, now: number): boolean {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return now - Date.UTC(year, m, 1) > 90 * dayMs;
}

/** The prices this estimate used (the exchange rates included) that are older than 90 days on the visitor's clock. */
export function oldPrices(e: Estimate, now: number): Price[] {
  const used = new Set<Price>([...e.lines.flatMap((l) => l.prices), ...Object.values(rates)]);
  return [...used].filter((p) => isOld(p.month, now));
}
