// The contact_submissions and rate_limits tables. Every SQL statement the contact route runs is one
// named function, bound and ready for a batch, and tested alone against the local D1
// (tests/functions/queries.test.ts). A lead costs one round trip: one batch (one transaction)
// deletes the rate-limit windows that have ended, counts the client unless its idempotency key is
// already stored, stores the lead if the count is within the allowance and its key was never erased,
// and reads the lead stored under the key and whether the key was erased. The database decides; the
// function reads each result.
import { visitSourceFields } from "../src/shared/contact-fields.ts";
import { newLeadColumns, type NewLeadRow, teamColumns } from "../src/shared/lead-row.ts";
import { cleanVisitSource, type VisitSource, type VisitSourceField } from "../src/shared/visit-source.ts";

/** A client's rate-limit window (limits.ts works it out): its row's key and start, the
 * allowance, and the seconds until it ends. */
export interface RateWindow {
  key: string;
  start: number;
  max: number;
  retryAfter: number;
}

/** A statement with the row it returns, so a batch's results are read by name and type. */
export type Query<Row> = D1PreparedStatement & { readonly row?: Row };
export const query = <Row>(statement: D1PreparedStatement) => statement as Query<Row>;

/** Deletes the rate-limit rows (salted address hashes) of every window that has ended. */
export const deleteEndedWindows = (db: D1Database, currentStart: number) =>
  query<never>(db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(currentStart));

/** Counts one more submission for the client in its window and returns the new count; returns no
 * row when the idempotency key is already stored, since a retry is not a new submission. */
export const countSubmission = (db: D1Database, w: RateWindow, idempotencyKey: string | null) =>
  query<{ count: number }>(
    db
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count)
         SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM contact_submissions WHERE idempotency_key = ?3)
         ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
         RETURNING count`,
      )
      .bind(w.key, w.start, idempotencyKey),
  );

/** Stores the lead with a new random public id and returns it; returns no row when its idempotency
 * key is already stored or was erased (`keyHash`, null without a key), or the client's count in its
 * window is over the allowance. */
export const insertLead = (db: D1Database, s: NewLeadRow, w: RateWindow, keyHash: string | null) =>
  query<{ public_id: string }>(
    db.prepare(insertSql).bind(...newLeadColumns.map((column) => s[column]), w.key, w.start, w.max, keyHash),
  );
// The lead's columns as ?1..?n, then the rate window as ?n+1..?n+3, then the key's hash.
const n = newLeadColumns.length;
const insertSql = `INSERT INTO contact_submissions (${newLeadColumns.join(", ")}, public_id)
  SELECT ${newLeadColumns.map((_, i) => `?${i + 1}`).join(", ")}, lower(hex(randomblob(16)))
  WHERE (SELECT count FROM rate_limits WHERE key = ?${n + 1} AND window_start = ?${n + 2}) <= ?${n + 3}
    AND NOT EXISTS (SELECT 1 FROM erased_keys WHERE key_hash = ?${n + 4})
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING public_id`;

/** A row when the key's hash is among the erased leads' (the team's erasure writes them). */
export const erasedKey = (db: D1Database, keyHash: string | null) =>
  query<{ erased: 1 }>(db.prepare("SELECT 1 AS erased FROM erased_keys WHERE key_hash = ?1").bind(keyHash));

/** The lead stored under an idempotency key, if any, with the hash of the lead it was stored for. */
export const leadByKey = (db: D1Database, idempotencyKey: string | null) =>
  query<{ public_id: string; request_hash: string | null }>(
    db
      .prepare("SELECT public_id, request_hash FROM contact_submissions WHERE idempotency_key = ?1")
      .bind(idempotencyKey),
  );

/** Reads the newest lead's every column and one rate-limit row: fails when a table or a column the
 * function writes is missing, or the database is locked or unreadable. */
export const healthReads = (db: D1Database) => [
  db.prepare(
    `SELECT ${[...Object.keys(teamColumns), "public_id", "idempotency_key", "request_hash"].join(", ")}
       FROM contact_submissions ORDER BY id DESC LIMIT 1`,
  ),
  db.prepare("SELECT key, window_start, count FROM rate_limits LIMIT 1"),
];

type RowOf<Q> = Q extends Query<infer Row> ? Row : never;

/** Runs named statements in one batch (one round trip, one transaction) and returns each one's
 * first row under its name. */
export async function batch<Q extends Record<string, Query<unknown>>>(
  db: D1Database,
  queries: Q,
): Promise<{ [K in keyof Q]: RowOf<Q[K]> | undefined }> {
  const names = Object.keys(queries);
  const results = await db.batch(names.map((name) => queries[name]!));
  return Object.fromEntries(names.map((name, i) => [name, results[i]?.results[0]])) as {
    [K in keyof Q]: RowOf<Q[K]> | undefined;
  };
}

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
