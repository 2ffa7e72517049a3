// Which lazy chunks a page needs to hydrate (e.g. DestinationPage on /destino/x, NotFoundPage on
// the 404 page): found by rendering the path with the prerender's server bundle (build/server)
// and recording the dynamic imports it resolves. Chunk names are the module names without
// Vite's hash, so they can be looked up among the browser build's chunks.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../shared/paths.ts";

const probe = join(root, "scripts/lib/startup-chunks-probe.mjs");
const cache = new Map<string, string[]>();

export function startupChunks(path: string, serverEntry = join(root, "build/server/entry-server.js")): string[] {
  const key = `${serverEntry}\0${path}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const r = spawnSync(process.execPath, [probe, pathToFileURL(serverEntry).href, path], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`rendering ${path} to find its lazy chunks failed:\n${r.stderr}`);
  const urls = JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "[]") as string[];
  const names = urls.map((u) => basename(new URL(u).pathname).replace(/\.js$/, "").replace(/-[\w-]{8}$/, ""));
  cache.set(key, names);
  return names;
}
