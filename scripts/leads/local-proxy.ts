// The local D1 through wrangler's getPlatformProxy(): the same workerd D1 and SQLite file that
// `npm start` and `wrangler d1 execute --local` use, values bound as parameters. One workerd per
// state dir, started on first use and kept until closed: a command that reads then writes starts it
// once, and a test that runs many commands in its own process starts it once for all of them.
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { D1Database } from "@cloudflare/workers-types";
import { root } from "../shared/paths.ts";
import { database } from "../shared/wrangler.ts";

type Proxy = { env: Record<string, D1Database>; dispose: () => Promise<void> };
const opened = new Map<string, Promise<Proxy>>();

/** The state dir a --persist-to names, else `npm start`'s. */
export const stateDirOf = (persistTo: string | undefined) => persistTo ?? join(root, ".wrangler/state");

/** The D1 kept in this state dir. */
export async function localD1(stateDir: string): Promise<D1Database> {
  let proxy = opened.get(stateDir);
  if (!proxy) {
    proxy = open(stateDir);
    opened.set(stateDir, proxy);
    // A start that failed is not kept: the next call tries again.
    proxy.catch(() => opened.delete(stateDir));
  }
  return (await proxy).env[database]!;
}

async function open(stateDir: string): Promise<Proxy> {
  // Offline, as wrangler is run everywhere else here: no telemetry, no lookup of Request.cf.
  Object.assign(process.env, {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  });
  // Loaded here, not at the top: wrangler takes a second to load, which a usage error or --help
  // should not wait for.
  const { getPlatformProxy } = await import("wrangler");
  // `--persist-to DIR` keeps wrangler's local state under DIR/v3, the path this API takes.
  return getPlatformProxy<Record<string, D1Database>>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(stateDir, "v3") },
    remoteBindings: false,
  });
}

/** Stops the workerd of one state dir, or of every one when none is named. */
export async function closeLocalD1(stateDir?: string): Promise<void> {
  const dirs = stateDir === undefined ? [...opened.keys()] : [stateDir];
  for (const dir of dirs) {
    const proxy = opened.get(dir);
    opened.delete(dir);
    // A workerd that never started has nothing to stop.
    await proxy?.then(
      (p) => p.dispose(),
      () => undefined,
    );
  }
}

type Value = string | number | null;

/** A locked file is the message and its binary stack trace. */
const busyLine = /SQLITE_BUSY|database is locked/;

/** The pause before a batch that met the file locked is tried again: a test drives it, rather than wait. */
export const busyWait = { sleep: (ms: number): Promise<unknown> => sleep(ms) };

/**
 * Runs the statements in one batch; returns each one's rows. The database is one SQLite file that
 * `npm start`'s runtime and each command's open at once, and a batch now and then meets the file
 * locked (SQLITE_BUSY, which the runtime answers as "internal error"). A batch is one transaction
 * that answers only once it is written, so a refused one wrote nothing and is tried again, reads
 * and writes alike, six times over about eight seconds.
 */
export async function runLocal(
  stateDir: string,
  statements: [string, Value[]][],
): Promise<Record<string, unknown>[][]> {
  const print = console.error;
  console.error = quietBusy(print);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const db = await localD1(stateDir);
        const results = await db.batch(statements.map(([sql, params]) => db.prepare(sql).bind(...params)));
        return results.map((r) => r.results as Record<string, unknown>[]);
      } catch (e) {
        const message = (e as Error).message;
        if (!/internal error/i.test(message) && !busyLine.test(message)) throw e;
        if (attempt < 6) await busyWait.sleep(500 * attempt);
        else {
          // Stopped while its report of the lock is still kept off the screen: it may come after the answer.
          await closeLocalD1(stateDir);
          throw new Error(
            "O banco de dados local ficou ocupado por outro processo (o npm start gravando um lead, " +
              "outro comando) durante todas as tentativas. Tente de novo em alguns segundos.",
          );
        }
      }
    }
  } finally {
    console.error = print;
  }
}

/**
 * console.error without the runtime's report of a locked file: the runtime prints each line of its
 * log with console.error, and a batch that met the file locked is tried again, which says so in the
 * team's words if it gives up.
 */
function quietBusy(print: typeof console.error): typeof console.error {
  let inReport = false;
  return (...args: unknown[]) => {
    const line = args.map(String).join(" ");
    inReport = busyLine.test(line) || (inReport && /^\W*stack: /.test(line));
    if (!inReport) print(...args);
  };
}
