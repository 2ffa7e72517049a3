// Reads the e2e server's local D1 through wrangler itself, the same client the team uses, so a
// test sees exactly what the site stored.
import { wranglerSync } from "../../../scripts/shared/wrangler.ts";
import type { ContactRow } from "../../../src/shared/contact-row.ts";

export type LeadRow = Omit<ContactRow, "whatsapp_e164">;

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Every stored lead with this e-mail, oldest first. */
export function leadsByEmail(email: string): LeadRow[] {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set (playwright.config.ts sets it)");
  const out = wranglerSync(
    [
      "d1", "execute", "expedicao-ushuaia", "--local", "--persist-to", state, "--json",
      "--command",
      `SELECT id, name, email, whatsapp, instagram, idempotency_key, privacy_version, created_at
         FROM contact_submissions WHERE email = ${sqlText(email)} ORDER BY id`,
    ],
    { quiet: true },
  );
  const [result] = JSON.parse(out) as [{ results: LeadRow[] }];
  return result.results;
}
