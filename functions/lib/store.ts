// The contact_submissions table: one prepared INSERT, idempotent on the optional key.
export interface Submission {
  name: string;
  email: string;
  whatsapp: string;
  instagram: string | null;
  idempotencyKey: string | null;
  whatsappE164: string | null;
  privacyVersion: string;
}

/** The id stored earlier under this idempotency key, if any. */
export async function findByIdempotencyKey(db: D1Database, key: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT id FROM contact_submissions WHERE idempotency_key = ?1")
    .bind(key)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Stores a submission and returns its id; a key stored meanwhile yields the first row's id. */
export async function insertSubmission(db: D1Database, s: Submission): Promise<{ id: number; created: boolean }> {
  const row = await db
    .prepare(
      `INSERT INTO contact_submissions
         (name, email, whatsapp, instagram, idempotency_key, whatsapp_e164, privacy_version)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(s.name, s.email, s.whatsapp, s.instagram, s.idempotencyKey, s.whatsappE164, s.privacyVersion)
    .first<{ id: number }>();
  if (row) return { id: row.id, created: true };
  // Only a conflicting idempotency key makes the INSERT return nothing.
  const id = s.idempotencyKey ? await findByIdempotencyKey(db, s.idempotencyKey) : null;
  if (id === null) throw new Error("insert returned no row");
  return { id, created: false };
}
