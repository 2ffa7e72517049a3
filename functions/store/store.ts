// The contact_submissions and rate_limits tables, one round trip per lead: one batch (one
// transaction) deletes the rate-limit windows that have ended, counts the client unless its
// idempotency key is already stored, stores the lead if the count is within the allowance and
// reads the lead stored under the key. The database decides; the function reads each result.
import type { NewLeadRow } from "../../src/shared/lead-row.ts";
import { batch, countSubmission, deleteEndedWindows, insertLead, leadByKey, type RateWindow } from "./statements.ts";

/** A lead stored now, or found under its idempotency key; or refused: over the rate limit, or its
 * key already holds another lead. */
export type StoreResult =
  | { kind: "stored" | "repeat"; publicId: string }
  | { kind: "rate_limited" }
  | { kind: "key_reused" };

/** An id shaped as the database makes them (insertLead: 16 random bytes in lowercase hex), for a
 * robot the honeypot caught: nothing tells it apart from a stored lead's. */
export const decoyPublicId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

type Earlier = { public_id: string; request_hash: string | null } | undefined;

/** The lead under the key is this one again, unless its hash says otherwise (a row stored before
 * hashes were kept has none, and is taken as the same). */
function repeatOf(earlier: NonNullable<Earlier>, hash: string | null): StoreResult {
  return earlier.request_hash === null || earlier.request_hash === hash
    ? { kind: "repeat", publicId: earlier.public_id }
    : { kind: "key_reused" };
}

/** Stored now, else stored before under the key, else refused by the count. */
function outcome(inserted: { public_id: string } | undefined, earlier: Earlier, hash: string | null): StoreResult {
  if (inserted) return { kind: "stored", publicId: inserted.public_id };
  if (earlier) return repeatOf(earlier, hash);
  return { kind: "rate_limited" };
}

/** The whole of a lead in one round trip. */
export async function storeRow(db: D1Database, s: NewLeadRow, w: RateWindow): Promise<StoreResult> {
  const { inserted, earlier } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, s.idempotency_key),
    inserted: insertLead(db, s, w),
    earlier: leadByKey(db, s.idempotency_key),
  });
  return outcome(inserted, earlier, s.request_hash);
}

/** With Turnstile, the first of two round trips: a repeat or an over-limit client is answered
 * before siteverify is asked (a token is single-use, so a retry could not pass it again). */
export async function countRow(
  db: D1Database,
  s: NewLeadRow,
  w: RateWindow,
): Promise<StoreResult | { kind: "counted" }> {
  const { counted, earlier } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, s.idempotency_key),
    earlier: leadByKey(db, s.idempotency_key),
  });
  if (earlier) return repeatOf(earlier, s.request_hash);
  return counted && counted.count <= w.max ? { kind: "counted" } : { kind: "rate_limited" };
}

/** With Turnstile, the second round trip, once the token passed; the key may have been stored meanwhile. */
export async function storeCountedRow(db: D1Database, s: NewLeadRow, w: RateWindow): Promise<StoreResult> {
  const { inserted, earlier } = await batch(db, {
    inserted: insertLead(db, s, w),
    earlier: leadByKey(db, s.idempotency_key),
  });
  return outcome(inserted, earlier, s.request_hash);
}
