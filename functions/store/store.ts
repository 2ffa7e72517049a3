// The contact_submissions and rate_limits tables, one round trip per lead: one batch (one
// transaction) deletes the rate-limit windows that have ended, counts the client unless its
// idempotency key is already stored, stores the lead if the count is within the allowance and
// reads the lead stored under the key. The database decides; the function reads each result.
import type { LeadRow } from "../../src/shared/lead-row.ts";
import type { RateWindow } from "../contact/rate-limit.ts";
import { batch, countSubmission, deleteEndedWindows, insertLead, leadByKey } from "./statements.ts";

/** The columns a new lead's INSERT writes: the valid lead and what the function adds to it. */
export type NewLeadRow = Pick<LeadRow, "name" | "email" | "whatsapp" | "instagram" | "idempotency_key" | "whatsapp_e164"> & {
  privacy_version: string;
};

/** A lead stored now, or found under its idempotency key, or refused by the rate limit. */
export type Outcome = { kind: "stored" | "repeat"; id: number } | { kind: "rate_limited" };

/** Stored now, else stored before under the key, else refused by the count. */
function outcome(inserted: { id: number } | undefined, earlier: { id: number } | undefined): Outcome {
  if (inserted) return { kind: "stored", id: inserted.id };
  if (earlier) return { kind: "repeat", id: earlier.id };
  return { kind: "rate_limited" };
}

/** The whole of a lead in one round trip. */
export async function storeLead(db: D1Database, s: NewLeadRow, w: RateWindow): Promise<Outcome> {
  const { inserted, earlier } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, s.idempotency_key),
    inserted: insertLead(db, s, w),
    earlier: leadByKey(db, s.idempotency_key),
  });
  return outcome(inserted, earlier);
}

/** With Turnstile, the first of two round trips: a repeat or an over-limit client is answered
 * before siteverify is asked (a token is single-use, so a retry could not pass it again). */
export async function countLead(db: D1Database, key: string | null, w: RateWindow): Promise<Outcome | { kind: "counted" }> {
  const { counted, earlier } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, key),
    earlier: leadByKey(db, key),
  });
  if (earlier) return { kind: "repeat", id: earlier.id };
  return counted && counted.count <= w.max ? { kind: "counted" } : { kind: "rate_limited" };
}

/** With Turnstile, the second round trip, once the token passed; the key may have been stored meanwhile. */
export async function storeCountedLead(db: D1Database, s: NewLeadRow, w: RateWindow): Promise<Outcome> {
  const { inserted, earlier } = await batch(db, { inserted: insertLead(db, s, w), earlier: leadByKey(db, s.idempotency_key) });
  return outcome(inserted, earlier);
}
