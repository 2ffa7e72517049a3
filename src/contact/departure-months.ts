// The months a crew may say it leaves in: from the month the page is drawn in, two years ahead.
import { formatMonth } from "../content/months.ts";

export function departureMonths(now: Date, count = 24): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(now.getFullYear(), now.getMonth() + i, 1);
    const value = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}`;
    return { value, label: formatMonth(value) };
  });
}
