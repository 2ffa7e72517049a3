// Reads the e2e server's local D1 (tests/support/local-d1.ts), and holds it locked as a busy
// database would be.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { requireProgram } from "../../../scripts/shared/browser.ts";
import { testPrograms } from "../../../scripts/shared/test-programs.ts";
import type { LeadRow } from "../../../src/shared/lead-row.ts";
import { d1Rows } from "../../support/local-d1.ts";

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

/** Locks the site's D1 for writing, as a database busy for a moment would be: until `release`,
 * the function cannot store a lead and answers 503. Debian's sqlite3 holds the lock on the same
 * SQLite file the site writes. */
export async function lockDatabase(): Promise<{ release: () => Promise<void> }> {
  const dir = join(process.env.E2E_STATE!, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database file in ${dir}`);
  // -bail: a lock it could not take (the site writing that moment, past the timeout) ends it, said below.
  const lock = spawn(requireProgram(testPrograms.sqlite3), ["-bail", join(dir, file)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  lock.stdin.write(".timeout 5000\nBEGIN EXCLUSIVE;\nSELECT 'locked';\n");
  const said = await Promise.race([once(lock.stdout, "data"), once(lock, "exit").then(() => [""])]);
  if (!String(said[0]).includes("locked")) throw new Error("sqlite3 could not lock the site's D1");
  return {
    release: async () => {
      lock.stdin.end("COMMIT;\n");
      if (lock.exitCode === null) await once(lock, "exit");
    },
  };
}

/** The details stored for the leads with this e-mail, with the lead's id. */
export function detailsByEmail(email: string): Promise<Record<string, unknown>[]> {
  return d1Rows(
    process.env.E2E_STATE!,
    `SELECT d.* FROM lead_details d JOIN contact_submissions c ON c.id = d.lead_id
      WHERE c.email = ?1 ORDER BY d.lead_id`,
    email,
  );
}
