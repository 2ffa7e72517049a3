import { formatKm } from "../../content/journey.ts";

/**
 * "cerca de 120 km": the projection is good to a few km at best (docs/road-book.md), so short
 * distances are rounded to 1 km, medium ones to 5 km and long ones to 10 km.
 */
export function aboutKm(km: number): string {
  const step = km < 20 ? 1 : km < 100 ? 5 : 10;
  return `cerca de ${formatKm(Math.round(km / step) * step)}`;
}
