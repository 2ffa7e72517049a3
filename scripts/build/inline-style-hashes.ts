// The critical CSS the prerender inlines into each page (scripts/build/prerender.ts) is allowed by
// the static pages' Content-Security-Policy through its hash: read from the built pages, never typed.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../shared/paths.ts";

/** The CSP source ('sha256-...') of each distinct inline <style> in the built pages. */
export function inlineStyleHashes(dist = distDir): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html")).sort())
    for (const [, css] of readFileSync(join(dist, file), "utf8").matchAll(/<style>([\s\S]*?)<\/style>/g))
      hashes.add(`'sha256-${createHash("sha256").update(css!).digest("base64")}'`);
  return [...hashes];
}

