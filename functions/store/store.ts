// The contact_submissions and rate_limits tables. A lead costs one D1 round trip: one batch (one
// transaction) drops the rate-limit windows that have ended, counts the client unless its
// idempotency key is already stored, stores the lead if the count is within the allowance and
// reads the id stored under the key. The database decides; the function reads each result.
import type { RateWindow } from "../contact/rate-limit.ts";

export interface Submission {
  name: string;
  email: string;
  whatsapp: string;
  instagram: string | null;
  idempotencyKey: string | null;
  whatsappE164: string | null;
  privacyVersion: string;
}

/** A lead kept: stored now, or found under its idempotency key. */
export type Kept = { kind: "stored" | "repeat"; id: number };
export type Outcome = Kept | { kind: "rate_limited" };

type Row = { count?: number; id?: number };

const dropEndedWindows = (db: D1Database, w: RateWindow) =>
  db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(w.start);

/** Returns the client's new count, or no row when the key was stored before: a retry is not counted. */
const countClient = (db: D1Database, key: string | null, w: RateWindow) =>
  db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count)
       SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM contact_submissions WHERE idempotency_key = ?3)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(w.key, w.start, key);

/** Returns the new id; no row when the key is taken or, given a window, the client is over its allowance. */
function insertLead(db: D1Database, s: Submission, w?: RateWindow) {
  const within = w ? "(SELECT count FROM rate_limits WHERE key = ?8 AND window_start = ?9) <= ?10" : "1";
  const values = [s.name, s.email, s.whatsapp, s.instagram, s.idempotencyKey, s.whatsappE164, s.privacyVersion];
  return db
    .prepare(
      `INSERT INTO contact_submissions
         (name, email, whatsapp, instagram, idempotency_key, whatsapp_e164, privacy_version)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${within}
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(...values, ...(w ? [w.key, w.start, w.max] : []));
}

const idByKey = (db: D1Database, key: string) =>
  db.prepare("SELECT id FROM contact_submissions WHERE idempotency_key = ?1").bind(key);

async function run(db: D1Database, steps: D1PreparedStatement[], key: string | null): Promise<Array<Row | undefined>> {
  const results = await db.batch<Row>(key ? [...steps, idByKey(db, key)] : steps);
  return results.map((r) => r.results[0]);
}

function repeat(earlier: Row | undefined): Kept {
  if (earlier?.id === undefined) throw new Error("no row under the idempotency key");
  return { kind: "repeat", id: earlier.id };
}

/** The whole of a lead in one round trip. */
export async function storeLead(db: D1Database, s: Submission, w: RateWindow): Promise<Outcome> {
  const key = s.idempotencyKey;
  const [, counted, inserted, earlier] = await run(db, [dropEndedWindows(db, w), countClient(db, key, w), insertLead(db, s, w)], key);
  if (counted?.count === undefined) return repeat(earlier);
  if (counted.count > w.max) return { kind: "rate_limited" };
  return inserted?.id === undefined ? repeat(earlier) : { kind: "stored", id: inserted.id };
}

/** With Turnstile, the first of two round trips: a repeat or an over-limit client is answered
 * before siteverify is asked (a token is single-use, so a retry could not pass it again). */
export async function countLead(db: D1Database, key: string | null, w: RateWindow): Promise<Outcome | { kind: "counted" }> {
  const [, counted, earlier] = await run(db, [dropEndedWindows(db, w), countClient(db, key, w)], key);
  if (counted?.count === undefined) return repeat(earlier);
  return counted.count > w.max ? { kind: "rate_limited" } : { kind: "counted" };
}

/** With Turnstile, the second round trip, once the token passed; the key may have been stored meanwhile. */
export async function storeCountedLead(db: D1Database, s: Submission): Promise<Kept> {
  const [inserted, earlier] = await run(db, [insertLead(db, s)], s.idempotencyKey);
  return inserted?.id === undefined ? repeat(earlier) : { kind: "stored", id: inserted.id };
}
