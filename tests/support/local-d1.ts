// A local D1 read and written through wrangler's own local platform: the same workerd D1 and SQLite
// file that `wrangler pages dev --persist-to` and the team's commands use, so a test sees exactly
// what they stored. The workerd is the one the commands run in this process use (one per state dir,
// kept until closed): starting `wrangler d1 execute` for every query cost one to two seconds.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { root } from "../../scripts/shared/paths.ts";
import { closeLocalD1, localD1 } from "../../scripts/leads/local-proxy.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";
import { database, wranglerSync } from "../../scripts/shared/wrangler.ts";

/**
 * The rows of one statement, its values bound as ?1, ?2, … This workerd and another one (the site,
 * a team's command) share one SQLite file: while the other writes, a query may meet SQLITE_BUSY
 * ("internal error"), and is tried again, as the team's commands do (scripts/leads/db.ts).
 */
export async function d1Rows<Row = Record<string, unknown>>(
  stateDir: string,
  sql: string,
  ...params: (string | number | null)[]
): Promise<Row[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const statement = (await localD1(stateDir)).prepare(sql).bind(...params);
      return (await statement.all<Row>()).results;
    } catch (e) {
      if (attempt >= 5 || !/internal error|SQLITE_BUSY/i.test((e as Error).message)) throw e;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

/** A database of a test file's own, in a new temporary state dir: `at` points a team's command at
 * it, `migrate` applies the migrations, and `remove` closes and deletes it. */
export function ownD1(name: string) {
  const state = mkdtempSync(join(tmpdir(), `expedicao-${name}-`));
  return {
    state,
    at: ["--persist-to", state],
    migrate: () => migrate(state),
    remove: async () => {
      await closeD1(state);
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/**
 * Applies the migrations not yet applied, each in one batch with its name in wrangler's own
 * d1_migrations table, as `npm run db:migrate` does, through this process's workerd: starting
 * wrangler for it cost a test file seconds.
 */
export async function migrate(stateDir: string): Promise<void> {
  const db = await localD1(stateDir);
  await db
    .prepare(`CREATE TABLE IF NOT EXISTS d1_migrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
  )`)
    .run();
  const rows = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(rows.results.map((r) => r.name));
  for (const m of await readD1Migrations(join(root, "migrations"))) {
    if (applied.has(m.name)) continue;
    const record = db.prepare("INSERT INTO d1_migrations (name) VALUES (?1)").bind(m.name);
    await db.batch([...m.queries.map((q) => db.prepare(q)), record]);
  }
}

/** Stops the workerd that holds this state dir, if one was opened. */
export const closeD1 = (stateDir: string) => closeLocalD1(stateDir);

/** `wrangler d1 execute --local` on this state dir, as the team runs it from a terminal; returns its stdout. */
export const wranglerD1 = (stateDir: string, ...args: string[]): string =>
  wranglerSync(["d1", "execute", database, "--local", "--persist-to", stateDir, ...args], { quiet: true });

/** Locks the D1 in this state dir for writing, as a database busy for a moment would be: until
 * `release`, nothing else can write it (the site answers 503). Debian's sqlite3 holds the lock on
 * the same SQLite file the site and the team's commands write. */
export async function lockD1(stateDir: string): Promise<{ release: () => Promise<void> }> {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database file in ${dir}`);
  // -bail: a lock it could not take (another writer that moment, past the timeout) ends it, said below.
  const lock = spawn(requireProgram(testPrograms.sqlite3), ["-bail", join(dir, file)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  lock.stdin.write(".timeout 5000\nBEGIN EXCLUSIVE;\nSELECT 'locked';\n");
  const said = await Promise.race([once(lock.stdout, "data"), once(lock, "exit").then(() => [""])]);
  if (!String(said[0]).includes("locked")) throw new Error("sqlite3 could not lock the D1");
  return {
    release: async () => {
      lock.stdin.end("COMMIT;\n");
      if (lock.exitCode === null) await once(lock, "exit");
    },
  };
}
