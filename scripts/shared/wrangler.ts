// Runs the project's own wrangler offline: no telemetry, no update check, no Request.cf lookup.
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));

export const offlineEnv = {
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

/** Starts a long-running wrangler (pages dev). */
export function wranglerSpawn(args: string[], opts: SpawnOptions = {}) {
  return spawn(process.execPath, [bin, ...args], { cwd: root, env: offlineEnv, stdio: "inherit", ...opts });
}
