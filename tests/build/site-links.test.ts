// Every link and asset a built page or stylesheet references exists: a file in dist, a known route,
// or an element id on the target page.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CheerioAPI } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/content/site.ts";
import { knownPaths, routes } from "../../src/routes.ts";
import { distDir, distFiles, metas, page, pathOf, requireBuild } from "../support/dist.ts";

const attrs = ($: CheerioAPI, selector: string, name: string) =>
  $(selector)
    .map((_, el) => $(el).attr(name))
    .get()
    .filter((v): v is string => v !== undefined);

/** Every URL a page references, as written (the caller resolves them). */
function references($: CheerioAPI): string[] {
  const srcsets = attrs($, "img[srcset], source[srcset]", "srcset").flatMap((s) =>
    s
      .split(",")
      .map((c) => c.trim().split(/\s+/)[0]!)
      .filter(Boolean),
  );
  return [
    ...attrs($, "a", "href"),
    ...attrs($, "link", "href"),
    ...attrs($, "script", "src"),
    ...attrs($, "img", "src"),
    ...attrs($, "source", "src"),
    ...srcsets,
    ...["og:image", "og:url", "twitter:image"].flatMap((key) => metas($, key)),
  ];
}

describe("the links and asset references of the built site", () => {
  const known = new Set(knownPaths());
  /** The dist file (relative) that answers a URL path, as Pages looks it up. */
  const fileFor = (path: string): string | null => {
    const candidates = path.endsWith("/")
      ? [join(path, "index.html")]
      : [path, `${path}.html`, join(path, "index.html")];
    const hit = candidates.find((c) => existsSync(join(distDir, c)) && statSync(join(distDir, c)).isFile());
    return hit ? hit.replace(/^\//, "") : null;
  };
  const ids = (file: string) => new Set(attrs(page(file), "[id]", "id"));

  /** Why a reference from `fromFile` is broken, or null when it resolves. */
  function broken(ref: string, fromFile: string): string | null {
    if (/^(?:mailto|tel|data):/i.test(ref)) return null;
    const url = new URL(ref, site.url + pathOf(fromFile));
    if (url.origin !== site.url) return null;
    const path = decodeURIComponent(url.pathname);
    const file = fileFor(path);
    if (!file && !known.has(path)) return `${ref}: no file in dist and no known route ${path}`;
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment) {
      const target = ref.startsWith("#") ? fromFile : file;
      if (!target || !ids(target).has(fragment)) return `${ref}: no element with id="${fragment}" on ${path}`;
    }
    return null;
  }

  beforeAll(requireBuild);

  // Every page parsed whole: seconds on a busy 2-core machine, past vitest's default 5 s.
  it("resolves every internal reference of every HTML page to a file, a route or an element id", () => {
    const problems = distFiles(".html").flatMap((f) =>
      [...new Set(references(page(f)))]
        .map((ref) => broken(ref, f))
        .filter((p): p is string => p !== null)
        .map((p) => `${f}: ${p}`),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  }, 20_000);

  it("resolves every url() in the built CSS to a file", () => {
    const cssFiles = distFiles(".css");
    expect(cssFiles.length).toBeGreaterThan(0);
    const problems = cssFiles.flatMap((f) => {
      const base = `/${f}`;
      return [...readFileSync(join(distDir, f), "utf8").matchAll(/url\(\s*["']?([^"')]+?)["']?\s*\)/g)]
        .map((m) => m[1]!)
        .filter((ref) => !/^(?:data:|#)/.test(ref))
        .map((ref) => ({ ref, path: decodeURIComponent(new URL(ref, site.url + base).pathname) }))
        .filter(({ path }) => !fileFor(path))
        .map(({ ref }) => `${base}: url(${ref}) is not in dist`);
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("lists exactly the known routes marked for the sitemap in sitemap.xml", () => {
    const $ = page("sitemap.xml");
    const listed = $("loc")
      .map((_, l) => $(l).text())
      .get();
    const expected = routes
      .filter((r) => r.sitemap)
      .flatMap((r) => r.paths())
      .map((p) => site.url + p);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
