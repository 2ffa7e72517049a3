// Runs the project's own wrangler offline: no telemetry, no update check, no Request.cf lookup.
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import { root } from "./paths.ts";

const bin = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));

/** The D1 database by its binding, read from wrangler.toml, the one place that names it (the
 * function's env.DB is typed from it too): wrangler looks the name and id up there. */
export const database = (
  parse(readFileSync(join(root, "wrangler.toml"), "utf8")) as { d1_databases: { binding: string }[] }
).d1_databases[0]!.binding;

const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Runs wrangler to completion; throws with its stderr when it fails. */
export function wranglerSync(args: string[], opts: { quiet?: boolean } = {}): string {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    env: offlineEnv,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", opts.quiet ? "pipe" : "inherit"],
  });
  if (r.status !== 0) {
    const err = new Error(`wrangler ${args[0]} ${args[1] ?? ""} failed (exit ${r.status})\n${r.stderr ?? ""}`);
    (err as Error & { stdout?: string }).stdout = r.stdout;
    throw err;
  }
  return r.stdout;
}

/** Starts a long-running wrangler (pages dev, deploy). */
export function wranglerSpawn(args: string[], opts: SpawnOptions = {}) {
  return spawn(process.execPath, [bin, ...args], {
    cwd: root,
    stdio: "inherit",
    ...opts,
    env: { ...offlineEnv, ...opts.env },
  });
}
