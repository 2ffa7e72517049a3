// The static floor: the same prerendered pages with every script removed, i.e. what a
// zero-JavaScript site with the same HTML and CSS would reach. Our LCP is judged against it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>\s*/gi, "");
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );

/** Copies dist into a fresh temp dir (returned) as `<tmp>/site`, with scripts stripped from every page. */
export function makeFloor(dist: string): { root: string; site: string } {
  const root = mkdtempSync(join(tmpdir(), "audit-floor-"));
  const site = join(root, "site");
  cpSync(dist, site, { recursive: true });
  for (const f of htmlFiles(site)) writeFileSync(f, stripScripts(readFileSync(f, "utf8")));
  return { root, site };
}
