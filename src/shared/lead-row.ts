// A lead as stored, and as the team reads it. The schema's types (LeadInput, Lead) are in
// contact-schema.ts; together they are the one family of types for a lead.

/** What the team did with a lead, in the order a conversation goes (migration 0004's CHECK). */
export const leadStatuses = ["novo", "contatado", "em conversa", "fechado", "descartado"] as const;

/** The longest note the team may keep with a status (migration 0004's CHECK). */
export const statusNoteMaxLength = 500;

/** A row of contact_submissions as migrations/ define it. */
export interface LeadRow {
  id: number;
  name: string;
  email: string;
  /** As the visitor typed it. */
  whatsapp: string;
  /** E.164 (+5527999998888), or null when the number could not be parsed. */
  whatsapp_e164: string | null;
  /** Null when left empty. */
  instagram: string | null;
  /** The id the contact API answers with: 16 random bytes in hex (migration 0005). The team uses `id`. */
  public_id: string;
  idempotency_key: string | null;
  /** A hash of the lead as validated, kept with its idempotency key to refuse the key's reuse for another lead. */
  request_hash: string | null;
  /** The privacy notice version the visitor was shown (src/shared/privacy-notice.ts). */
  privacy_version: string | null;
  /** Where the lead came from, read on the visit's first page; null when unknown. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The referring site's host only. */
  referrer_host: string | null;
  landing_path: string | null;
  /** What the team did with the lead. */
  status: (typeof leadStatuses)[number];
  status_note: string | null;
  status_changed_at: string | null;
  /** ISO 8601 UTC, set by the database. */
  created_at: string;
}

/** What the team's commands (scripts/leads/) read of a lead: everything but the request's keys. */
export type TeamLead = Omit<LeadRow, "idempotency_key" | "request_hash" | "public_id">;
