// A new lead's round trip. One batch (one transaction) deletes the rate-limit windows that have
// ended, counts the client unless its idempotency key is already stored, stores the lead if the
// count is within the allowance and its key was never erased, and reads the lead stored under the key
// and whether the key was erased. The database decides; the function reads each result.
import { visitSourceFields } from "../src/shared/contact-fields.ts";
import type { NewLeadRow } from "../src/shared/lead-row.ts";
import { cleanVisitSource, type VisitSource, type VisitSourceField } from "../src/shared/visit-source.ts";
import {
  batch,
  countSubmission,
  deleteEndedWindows,
  erasedKey,
  insertLead,
  leadByKey,
  type RateWindow,
} from "./store.ts";

/** A lead stored now, or found under its idempotency key; or refused: over the rate limit, or its
 * key already holds another lead. */
export type StoreResult =
  | { kind: "stored" | "repeat"; publicId: string }
  | { kind: "rate_limited" }
  | { kind: "key_reused" }
  | { kind: "erased" };

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

type Found = { inserted?: { public_id: string } | undefined; earlier: Earlier; erased: { erased: 1 } | undefined };

/** Stored now, else erased (its row is gone, so no earlier lead is found), else stored before under
 * the key, else refused by the count. */
function outcome({ inserted, earlier, erased }: Found, hash: string | null): StoreResult {
  if (inserted) return { kind: "stored", publicId: inserted.public_id };
  if (erased) return { kind: "erased" };
  if (earlier) return repeatOf(earlier, hash);
  return { kind: "rate_limited" };
}

/** The lead under its key, and whether that key was erased: read after the insert, in its batch. */
const byKey = (db: D1Database, s: NewLeadRow, keyHash: string | null) => ({
  earlier: leadByKey(db, s.idempotency_key),
  erased: erasedKey(db, keyHash),
});

/** The whole of a lead in one round trip. */
async function storeRow(db: D1Database, s: NewLeadRow, w: RateWindow, keyHash: string | null): Promise<StoreResult> {
  const found = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, s.idempotency_key),
    inserted: insertLead(db, s, w, keyHash),
    ...byKey(db, s, keyHash),
  });
  return outcome(found, s.request_hash);
}

/** With Turnstile, the first of two round trips: a repeat, an erased lead or an over-limit client is
 * answered before siteverify is asked (a token is single-use, so a retry could not pass it again). */
async function countRow(
  db: D1Database,
  s: NewLeadRow,
  w: RateWindow,
  keyHash: string | null,
): Promise<StoreResult | { kind: "counted" }> {
  const { counted, ...found } = await batch(db, {
    ended: deleteEndedWindows(db, w.start),
    counted: countSubmission(db, w, s.idempotency_key),
    ...byKey(db, s, keyHash),
  });
  if (found.earlier || found.erased) return outcome(found, s.request_hash);
  return counted && counted.count <= w.max ? { kind: "counted" } : { kind: "rate_limited" };
}

/** With Turnstile, the second round trip, once the token passed; the key may have been stored meanwhile. */
async function storeCountedRow(
  db: D1Database,
  s: NewLeadRow,
  w: RateWindow,
  keyHash: string | null,
): Promise<StoreResult> {
  const found = await batch(db, { inserted: insertLead(db, s, w, keyHash), ...byKey(db, s, keyHash) });
  return outcome(found, s.request_hash);
}

/** A new lead: in one round trip, or with Turnstile on (`verify` passes the token or throws), in two:
 * the count first, so that a repeat or an over-limit client never spends a token, then the insert.
 * `keyHash` is the SHA-256 of its idempotency key, as the team's erasure keeps it (migration 0008). */
export async function storeNewLead(
  db: D1Database,
  s: NewLeadRow,
  w: RateWindow,
  keyHash: string | null,
  verify?: () => Promise<void>,
): Promise<StoreResult> {
  if (!verify) return storeRow(db, s, w, keyHash);
  const counted = await countRow(db, s, w, keyHash);
  if (counted.kind !== "counted") return counted;
  await verify();
  return storeCountedRow(db, s, w, keyHash);
}

// The lead's source as stored: what the page kept on the visit's first page (sent in the JSON, or
// in the form's hidden fields, which the page's first script fills), already cleaned by the schema.
// A field left unknown is stored as NULL. The request's own Referer is not read: a post whose
// Referer names another site is refused (checks.ts), and our own page's is no source.
export function visitSourceColumns(lead: VisitSource): Record<VisitSourceField, string | null> {
  const source = cleanVisitSource(lead);
  return Object.fromEntries(visitSourceFields.map((f) => [f, source[f] ?? null])) as Record<
    VisitSourceField,
    string | null
  >;
}
