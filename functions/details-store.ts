// The details a visitor adds to a lead (functions/details.ts): in one round trip, the client is
// counted and the details are written to the lead whose public id they name, if that lead was
// stored less than the window ago by the database's clock. An unknown id and an expired one both
// write nothing, in the same single statement, so neither answer nor time tells them apart.
// Details sent again fill in what they answer and keep the rest: a blank is no answer, so a second
// post (a double click, a form sent again empty) never erases what the visitor told before. Only
// an answer the visitor names in `clear` is taken back.
import { type DetailField, detailFields, detailsWindowHours, isDepartureDay } from "../src/shared/details-fields.ts";
import type { DetailsPost } from "../src/shared/details-schema.ts";
import { batch, countSubmission, deleteEndedWindows, query, type RateWindow } from "./store.ts";

/** Writes the details of the lead with `publicId`, merged into any stored: each field answered
 * replaces its value, each blank keeps it, each one cleared is emptied. Returns the lead's row id, or
 * no row when no lead with that id was stored within the window or the client is over the limit. */
export const upsertDetails = (db: D1Database, publicId: string, d: DetailsPost, w: RateWindow) => {
  const k = detailFields.length;
  return query<{ lead_id: number }>(
    db
      .prepare(
        `INSERT INTO lead_details (lead_id, ${detailFields.join(", ")}, departure_day)
         SELECT id, ${detailFields.map((_, i) => `?${i + 1}`).join(", ")}, ?${k + 6} FROM contact_submissions
         WHERE public_id = ?${k + 1}
           AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${detailsWindowHours} hours')
           AND (SELECT count FROM rate_limits WHERE key = ?${k + 2} AND window_start = ?${k + 3}) <= ?${k + 4}
         ON CONFLICT (lead_id) DO UPDATE SET ${detailFields.map(merged).join(", ")},
           departure_day = ${goesWith("departure", "departure_day")},
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         RETURNING lead_id`,
      )
      .bind(
        ...detailFields.map((c) =>
          c === "departure" && isDepartureDay(d.departure) ? d.departure!.slice(0, 7) : d[c],
        ),
        publicId,
        w.key,
        w.start,
        w.max,
        JSON.stringify(d.clear),
        isDepartureDay(d.departure) ? d.departure : null,
      ),
  );
};

/** Whether the answer `c` is among those cleared, the JSON list bound after the rate window. */
const cleared = (c: DetailField) => `'${c}' IN (SELECT value FROM json_each(?${detailFields.length + 5}))`;

/** A column that goes with an answer: the answer given brings its own (maybe none), cleared it is
 * emptied, a blank keeps it. */
const goesWith = (answer: DetailField, c: string) =>
  `CASE WHEN excluded.${answer} IS NOT NULL THEN excluded.${c} WHEN ${cleared(answer)} THEN NULL ELSE ${c} END`;

/** A field's value once details are sent again: the new answer; for a blank, empty if cleared, else
 * the stored one. The part of the route goes with the route: a route answered brings its own ends
 * (none for the whole route, by the schema), so a change to the whole route leaves no stale ends. A
 * published departure's day goes with the departure's month the same way. */
const merged = (c: DetailField) =>
  c === "route_from" || c === "route_to"
    ? `${c} = ${goesWith("route", c)}`
    : `${c} = coalesce(excluded.${c}, CASE WHEN ${cleared(c)} THEN NULL ELSE ${c} END)`;

/** Details stored, or none: no such lead in the window, or over the rate limit. */
export type DetailsResult = "stored" | "not_found" | "rate_limited";

export async function storeDetails(
  db: D1Database,
  publicId: string,
  d: DetailsPost,
  w: RateWindow,
): Promise<DetailsResult> {
  const { counted, written } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, null),
    written: upsertDetails(db, publicId, d, w),
  });
  if (written) return "stored";
  return counted && counted.count > w.max ? "rate_limited" : "not_found";
}
