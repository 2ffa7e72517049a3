// The contact_submissions, rate_limits and erased_keys tables. Every SQL statement the contact route
// runs is one named function, bound and ready for a batch (lead-store.ts puts them together), and
// tested alone against the local D1 (tests/functions/queries.test.ts).
import { newLeadColumns, type NewLeadRow, teamColumns } from "../src/shared/lead-row.ts";

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
