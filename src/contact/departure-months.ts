// The months a crew may say it leaves in: from the month the page is drawn in, two years ahead.
// The month is São Paulo's, as the details endpoint counts it (src/shared/details-schema.ts), so
// a late evening there, already the next month in UTC or on a device set elsewhere, offers none
// the endpoint refuses.
import { formatMonth } from "../content/months.ts";
import { saoPauloMonth } from "../shared/sao-paulo.ts";

export function departureMonths(now: Date, count = 24): { value: string; label: string }[] {
  const { year, month } = saoPauloMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 + i, 1));
    const value = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
    return { value, label: formatMonth(value) };
  });
}
