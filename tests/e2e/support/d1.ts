// Reads the e2e server's local D1 through wrangler's own local platform: the same workerd D1 and
// SQLite file that `wrangler pages dev --persist-to` writes, so a test sees exactly what the site
// stored. One connection per test process, opened on first use: starting `wrangler d1 execute`
// for every read cost one to two seconds, and the polls read many times.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { D1Database } from "@cloudflare/workers-types";
import { getPlatformProxy } from "wrangler";
import { root } from "../../../scripts/shared/paths.ts";
import { requireProgram } from "../../../scripts/shared/browser.ts";
import { testPrograms } from "../../../scripts/shared/test-programs.ts";
import { database } from "../../../scripts/shared/wrangler.ts";
import type { LeadRow } from "../../../src/shared/lead-row.ts";

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

let db: { state: string; open: Promise<D1Database> } | undefined;

function localD1(): Promise<D1Database> {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set (tests/support/e2e-site.ts sets it)");
  if (db?.state !== state) {
    // Offline, as wrangler is run everywhere else here: no lookup of Request.cf.
    process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
    // `--persist-to <dir>` keeps wrangler's local state under <dir>/v3, the path this API takes.
    const proxy = getPlatformProxy<Record<string, D1Database>>({
      configPath: join(root, "wrangler.toml"),
      persist: { path: join(state, "v3") },
      remoteBindings: false,
    });
    db = { state, open: proxy.then((p) => p.env[database]!) };
  }
  return db.open;
}

/** Every stored lead with this e-mail, oldest first. This workerd and the site's share one SQLite
 * file: while the site writes, a read may meet SQLITE_BUSY ("internal error"), and is tried again,
 * as the team's commands do (scripts/leads/db.ts). */
export async function leadsByEmail(email: string): Promise<StoredLead[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { results } = await (await localD1())
        .prepare(
          `SELECT id, name, email, whatsapp, instagram, idempotency_key, privacy_version, created_at,
                  utm_source, utm_medium, utm_campaign, referrer_host, landing_path
             FROM contact_submissions WHERE email = ?1 ORDER BY id`,
        )
        .bind(email)
        .all<StoredLead>();
      return results;
    } catch (e) {
      if (attempt >= 5 || !/internal error|SQLITE_BUSY/i.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
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
