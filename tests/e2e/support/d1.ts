// Reads the e2e server's local D1 (tests/support/local-d1.ts), and holds it locked as a busy
// database would be.
import type { LeadRow } from "../../../src/shared/lead-row.ts";
import { d1Rows, lockD1 } from "../../support/local-d1.ts";

type StoredLead = Pick<
  LeadRow,
  | "id"
  | "name"
  | "email"
  | "whatsapp"
  | "instagram"
  | "idempotency_key"
  | "privacy_version"
  | "created_at"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "referrer_host"
  | "landing_path"
>;

/** Every stored lead with this e-mail, oldest first. */
export function leadsByEmail(email: string): Promise<StoredLead[]> {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set (tests/support/e2e-site.ts sets it)");
  return d1Rows<StoredLead>(
    state,
    `SELECT id, name, email, whatsapp, instagram, idempotency_key, privacy_version, created_at,
            utm_source, utm_medium, utm_campaign, referrer_host, landing_path
       FROM contact_submissions WHERE email = ?1 ORDER BY id`,
    email,
  );
}

/** Locks the site's D1 for writing, as a database busy for a moment would be (tests/support/local-d1.ts). */
export const lockDatabase = () => lockD1(process.env.E2E_STATE!);

/** The details stored for the leads with this e-mail, with the lead's id. */
export function detailsByEmail(email: string): Promise<Record<string, unknown>[]> {
  return d1Rows(
    process.env.E2E_STATE!,
    `SELECT d.* FROM lead_details d JOIN contact_submissions c ON c.id = d.lead_id
      WHERE c.email = ?1 ORDER BY d.lead_id`,
    email,
  );
}
