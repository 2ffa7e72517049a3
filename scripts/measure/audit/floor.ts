// The static floor: the same prerendered pages with every script removed, i.e. what a
// zero-JavaScript site with the same HTML and CSS would reach. Our LCP is judged against it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>\s*/gi, "");
}

/** Copies dist into a fresh temp dir (returned) as `<tmp>/site`, with scripts stripped from every page. */
export function makeFloor(dist: string): { root: string; site: string } {
  const root = mkdtempSync(join(tmpdir(), "audit-floor-"));
  const site = join(root, "site");
  cpSync(dist, site, { recursive: true });
  for (const f of readdirSync(site, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"))) {
    writeFileSync(join(site, f), stripScripts(readFileSync(join(site, f), "utf8")));
  }
  return { root, site };
}
