// A row of contact_submissions as migrations/ define it, for everything that reads the table:
// the leads tools (scripts/leads/db.ts) and the tests that check what was stored.
export interface ContactRow {
  id: number;
  name: string;
  email: string;
  /** As the visitor typed it. */
  whatsapp: string;
  /** E.164 (+5527999998888), or null when the number could not be parsed (migration 0002). */
  whatsapp_e164: string | null;
  /** Null when left empty. */
  instagram: string | null;
  idempotency_key: string | null;
  /** The privacy notice version the visitor was shown (src/shared/privacy-notice.ts). */
  privacy_version: string | null;
  /** ISO 8601 UTC, set by the database. */
  created_at: string;
}
