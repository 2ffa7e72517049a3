// Reads the e2e server's local D1 through wrangler itself, the same client the team uses, so a
// test sees exactly what the site stored.
import { d1Query } from "../../../scripts/shared/wrangler.ts";
import type { LeadRow } from "../../../src/shared/lead-row.ts";

type StoredLead = Pick<
  LeadRow,
  | "id" | "name" | "email" | "whatsapp" | "instagram" | "idempotency_key" | "privacy_version" | "created_at"
  | "utm_source" | "utm_medium" | "utm_campaign" | "referrer_host" | "landing_path"
>;

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Every stored lead with this e-mail, oldest first. */
export function leadsByEmail(email: string): StoredLead[] {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set (tests/support/e2e-site.ts sets it)");
  const [rows] = d1Query<StoredLead>(
    `SELECT id, name, email, whatsapp, instagram, idempotency_key, privacy_version, created_at,
            utm_source, utm_medium, utm_campaign, referrer_host, landing_path
       FROM contact_submissions WHERE email = ${sqlText(email)} ORDER BY id`,
    state,
  );
  return rows!;
}
