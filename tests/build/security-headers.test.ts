// The static pages' headers (dist/_headers, written by `npm run build`) and the function's own
// pages come from one module: the built file must carry exactly its policy.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../../functions/app/security-headers.ts";
import { distDir } from "../../scripts/shared/paths.ts";

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

  it("gives every static page the function's Content-Security-Policy, word for word", () => {
    expect(rule(file, "/*").get("Content-Security-Policy")).toBe(contentSecurityPolicy);
  });

  it("gives every static page each of the other security headers", () => {
    expect(Object.fromEntries(rule(file, "/*"))).toEqual(securityHeaders);
  });

  it("caches only Vite's hashed assets for a year", () => {
    expect(rule(file, "/assets/*").get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(rule(file, "/illustrations/*").get("Cache-Control")).not.toContain("immutable");
    expect(rule(file, "/og/*").get("Cache-Control")).not.toContain("immutable");
  });
});
