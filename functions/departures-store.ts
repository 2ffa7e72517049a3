// The departures in D1 (migrations/0009), as the function reads them: the list a visitor sees, and
// whether a lead's details may name one. Counts only: no lead column is read.
import { departuresSql, type DepartureRow, publicDeparture } from "../src/shared/departures.ts";
import { saoPauloDay } from "../src/shared/sao-paulo.ts";

/** The departures from today on (São Paulo), as the site shows them. */
export async function readDepartures(db: D1Database, now: Date) {
  const { results } = await db
    .prepare(departuresSql("WHERE d.starts_on >= ?1"))
    .bind(saoPauloDay(now))
    .all<DepartureRow>();
  return results.map(publicDeparture);
}

/** Whether the departure starting on `day` is published and open to a choice (full ones take a
 * waiting list): what a lead's details may name. */
export async function departureOpen(db: D1Database, day: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT status FROM departures WHERE starts_on = ?1")
    .bind(day)
    .first<{ status: string }>();
  return row?.status === "aberta";
}
