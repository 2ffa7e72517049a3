// The months a crew may say it leaves in: from the month the page is drawn in, two years ahead.
// The month is São Paulo's, as the details endpoint counts it (details-schema.ts), so a late
// evening there, already the next month in UTC or on a device set elsewhere, offers none the
// endpoint refuses. Shared by the page's details step and the function's /obrigado; each writes
// the months' names itself (src/content/months.ts), which this layer does not import.
import { saoPauloMonth } from "./sao-paulo.ts";

/** 'YYYY-MM' of each month offered, this one first. */
export function departureMonths(now: Date, count = 24): string[] {
  const { year, month } = saoPauloMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 + i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}
