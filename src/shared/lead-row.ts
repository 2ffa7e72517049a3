// A lead as stored, and as the team reads it: the row's type and its columns, listed once. The
// function's INSERT, the team's commands, their export and the health check follow from these
// lists. The schema's types (LeadInput, Lead) are in contact-schema.ts; together they are the one
// family of types for a lead.
import { contactFields, visitSourceFields } from "./contact-fields.ts";
import type { DetailField } from "./details-fields.ts";

/** What the team did with a person, in the order a conversation goes (migration 0006's CHECK). */
export const leadStatuses = [
  "novo",
  "contatado",
  "sem resposta",
  "em conversa",
  "adiado",
  "fechado",
  "descartado",
] as const;

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
  /** The day the team means to contact the person again (YYYY-MM-DD), or null. */
  next_contact_on: string | null;
  /** ISO 8601 UTC, set by the database. */
  created_at: string;
}

/** What the team's commands (scripts/leads/) read of a lead: everything but the request's keys. */
export type TeamLead = Omit<LeadRow, "idempotency_key" | "request_hash" | "public_id">;

/** The columns the team reads, in the export's order, each with its header in the CSV: a column
 * added to LeadRow fails to compile until it has one here. */
export const teamColumns = {
  id: "id",
  created_at: "criado_em",
  name: "nome",
  email: "email",
  whatsapp: "whatsapp",
  whatsapp_e164: "whatsapp_e164",
  instagram: "instagram",
  privacy_version: "aviso_privacidade",
  status: "situacao",
  status_note: "nota_situacao",
  status_changed_at: "situacao_em",
  next_contact_on: "proximo_contato",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  referrer_host: "site_de_origem",
  landing_path: "pagina_de_entrada",
} as const satisfies Record<keyof TeamLead, string>;

/** The columns a new lead's INSERT writes, in order: the fields the visitor types, what the function
 * adds, where the visit began. The database adds the rest (id, public_id, created_at, status). */
export const newLeadColumns = [
  ...contactFields,
  "whatsapp_e164",
  "privacy_version",
  "idempotency_key",
  "request_hash",
  ...visitSourceFields,
] as const;

/** A new lead's row as the function builds it for the INSERT. */
export type NewLeadRow = Pick<LeadRow, (typeof newLeadColumns)[number]> & { privacy_version: string };

/** The details' columns in the export, each with its header: a field added to the details fails to
 * compile until it has one here. */
export const detailColumns = {
  departure: "saida",
  people: "pessoas",
  vehicle: "veiculo",
  fuel: "combustivel",
  route: "rota",
  route_from: "rota_de",
  route_to: "rota_ate",
  experience: "experiencia",
  note: "observacao",
} as const satisfies Record<DetailField, string>;
