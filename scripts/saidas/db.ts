// The departures commands' statements, run through the leads commands' one way into D1
// (scripts/leads/db.ts): bound values locally, hex literals with --remote.
import { type DepartureRow, departuresSql } from "../../src/shared/departures.ts";
import type { Target } from "../leads/command.ts";
import { execute, statement } from "../leads/db.ts";

/** What saidas:add stores: a departure's own row, without its state and counts; a null is "a definir" on the site. */
export type NewDeparture = Omit<DepartureRow, "status" | "status_reason" | "confirmed" | "waiting">;
/** What saidas:edit changes; null or absent keeps the stored value. */
export type DepartureChanges = { [K in keyof Omit<NewDeparture, "starts_on">]?: NewDeparture[K] | null };

const fields = [
  "days",
  "vehicles",
  "price_per_vehicle",
  "price_per_extra_person",
  "deposit",
  "balance_due_on",
  "min_vehicles",
  "included",
  "not_included",
] as const;

const one = (startsOn: string) => statement(departuresSql("WHERE d.starts_on = ?1"), startsOn);

/** Departures from `fromDay` on, each with its places counted. */
export async function departuresFrom(target: Target, fromDay: string): Promise<DepartureRow[]> {
  const [rows] = await execute(target, [statement(departuresSql("WHERE d.starts_on >= ?1"), fromDay)]);
  return rows as unknown as DepartureRow[];
}

/** Adds a departure; false when one already starts that day (nothing written). */
export async function insertDeparture(target: Target, d: NewDeparture): Promise<boolean> {
  const names = ["starts_on", ...fields] as const;
  const [rows] = await execute(target, [
    statement(
      `INSERT INTO departures (${names.join(", ")}) VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")})
       ON CONFLICT (starts_on) DO NOTHING RETURNING id`,
      ...names.map((n) => d[n]),
    ),
  ]);
  return rows!.length === 1;
}

/**
 * Changes a departure in one transaction: the row as it was, and whether it changed. The update's
 * own condition refuses fewer vehicles than are confirmed, or than the minimum, so a confirmation
 * arriving meanwhile cannot slip past the check.
 */
export async function updateDeparture(target: Target, startsOn: string, c: DepartureChanges) {
  const given = fields.filter((f) => c[f] !== undefined && c[f] !== null);
  const set = given.map((f, i) => `${f} = ?${i + 2}`).join(", ");
  const vehicles = c.vehicles ? `?${given.indexOf("vehicles") + 2}` : "vehicles";
  const min = c.min_vehicles ? `?${given.indexOf("min_vehicles") + 2}` : "min_vehicles";
  const [before, changed] = await execute(target, [
    one(startsOn),
    statement(
      `UPDATE departures SET ${set}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE starts_on = ?1 AND coalesce(${min}, 1) <= ${vehicles} AND ${vehicles} >= (SELECT count(*)
         FROM departure_places p WHERE p.departure_id = departures.id AND p.place = 'confirmado')
       RETURNING id`,
      startsOn,
      ...given.map((f) => c[f]!),
    ),
  ]);
  return { before: (before![0] as unknown as DepartureRow | undefined) ?? null, changed: changed!.length === 1 };
}

/** Closes or cancels a departure with the reason the site shows; false when none starts that day. */
export async function closeDeparture(
  target: Target,
  startsOn: string,
  status: "encerrada" | "cancelada",
  reason: string,
): Promise<boolean> {
  const [rows] = await execute(target, [
    statement(
      `UPDATE departures SET status = ?2, status_reason = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE starts_on = ?1 RETURNING id`,
      startsOn,
      status,
      reason,
    ),
  ]);
  return rows!.length === 1;
}

/** What placing a person on a departure came to. */
export type Placed = "placed" | "unknown" | "closed" | "full";

/**
 * Puts lead `leadId`'s vehicle on the departure starting `startsOn`, confirmed or on its waiting list;
 * once it is, the person's place through any other of its leads (`personIds`) goes.
 * The insert's own condition refuses a departure closed, or full for a confirmation (the person's own
 * confirmed place there not counted), so a confirmation arriving meanwhile cannot slip past the check.
 */
export async function placeLead(
  target: Target,
  personIds: number[],
  leadId: number,
  startsOn: string,
  place: "confirmado" | "espera",
): Promise<Placed> {
  const others = personIds.filter((id) => id !== leadId);
  const [[before], placed] = await execute(target, [
    one(startsOn),
    statement(
      `INSERT INTO departure_places (lead_id, departure_id, place)
       SELECT ?1, d.id, ?3 FROM departures d
       WHERE d.starts_on = ?2 AND d.status = 'aberta' AND (?3 = 'espera' OR d.vehicles > (SELECT count(*)
         FROM departure_places p WHERE p.departure_id = d.id AND p.place = 'confirmado'
           AND p.lead_id NOT IN (${[leadId, ...others].map((_, i) => `?${i + 4}`).join(", ")})))
       ON CONFLICT (lead_id) DO UPDATE SET departure_id = excluded.departure_id, place = excluded.place,
         placed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING departure_id`,
      leadId,
      startsOn,
      place,
      leadId,
      ...others,
    ),
  ]);
  if (placed!.length === 1) {
    // One place per person: the one just given.
    if (others.length)
      await execute(target, [
        statement(
          `DELETE FROM departure_places WHERE lead_id IN (${others.map((_, i) => `?${i + 1}`).join(", ")})`,
          ...others,
        ),
      ]);
    return "placed";
  }
  const d = before as unknown as DepartureRow | undefined;
  return !d ? "unknown" : d.status !== "aberta" ? "closed" : "full";
}
