// The static pages' headers (dist/_headers, written by `npm run build`) and the function's own
// pages come from one module: the built file must carry exactly its policy, plus the hash of the
// critical CSS inlined into each page.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../../functions/headers.ts";
import { distDir } from "../../scripts/shared/paths.ts";
import { distFiles, page } from "../support/dist.ts";

/** The header lines of one path rule in a _headers file. */
function rule(file: string, path: string): Map<string, string> {
  const lines = file.split("\n");
  const start = lines.indexOf(path);
  expect(start, `${path} in dist/_headers`).toBeGreaterThanOrEqual(0);
  const headers = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (/^\s+! /.test(line)) continue; // "! Name" drops a default; it sets nothing
    const m = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!m) break;
    headers.set(m[1]!, m[2]!);
  }
  return headers;
}

describe("dist/_headers", () => {
  const file = readFileSync(join(distDir, "_headers"), "utf8");

  const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));
  const staticCsp = () => directives(rule(file, "/*").get("Content-Security-Policy")!);

  it("gives every static page the function's Content-Security-Policy, adding only style and script hashes", () => {
    const fn = directives(contentSecurityPolicy);
    const hashed = ["style-src", "script-src"];
    expect([...staticCsp().keys()]).toEqual([...fn.keys()]);
    for (const [name, sources] of fn) {
      if (hashed.includes(name)) expect(staticCsp().get(name)!.slice(0, sources.length)).toEqual(sources);
      else expect(staticCsp().get(name), name).toEqual(sources);
    }
    for (const name of hashed)
      for (const added of staticCsp().get(name)!.slice(fn.get(name)!.length))
        expect(added).toMatch(/^'sha256-[\w+/]+=*'$/);
  });

  // Every page parsed whole: seconds on a busy 2-core machine, past vitest's default 5 s.
  it("allows the first script inside every built page by its hash, and it is the page's one script", () => {
    const allowed = staticCsp().get("script-src");
    for (const html of distFiles(".html")) {
      const $ = page(html);
      const scripts = $("script:not([type='application/ld+json'])");
      expect(scripts.length, html).toBe(1);
      expect(scripts.attr("src"), html).toBeUndefined();
      const hash = `'sha256-${createHash("sha256").update(scripts.text()).digest("base64")}'`;
      expect(allowed, html).toContain(hash);
    }
  }, 20_000);

  it("allows the inline CSS of every built page by its hash", () => {
    for (const html of distFiles(".html")) {
      const css = page(html)("style").text();
      expect(staticCsp().get("style-src"), html).toContain(
        `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
      );
    }
  });

  it("gives every static page each of the other security headers", () => {
    const { "Content-Security-Policy": _, ...others } = securityHeaders;
    const { "Content-Security-Policy": __, ...built } = Object.fromEntries(rule(file, "/*"));
    expect(built).toEqual(others);
  });

  it("caches only Vite's hashed assets for a year", () => {
    expect(rule(file, "/assets/*").get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(rule(file, "/illustrations/*").get("Cache-Control")).not.toContain("immutable");
    expect(rule(file, "/og/*").get("Cache-Control")).not.toContain("immutable");
  });
});
