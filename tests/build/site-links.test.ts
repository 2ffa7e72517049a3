import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../../scripts/measure/byte-budgets.ts";
import { site } from "../../src/content/site.ts";
import { knownPaths, routes } from "../../src/routes.ts";

const files = (dir: string, ext: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  );
const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const attrs = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "gi"))].map((m) => decode(m[1] ?? m[2]));

/** The URL path a dist file answers (index.html → /, destino/x.html → /destino/x). */
const pathOf = (file: string) => "/" + relative(distDir, file).replace(/\.html$/, "").replace(/(^|\/)index$/, "");

/** Every URL a page references, as written (the caller resolves them). */
function references(html: string): string[] {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => /(?:property|name)\s*=\s*["'](?:og:image|og:url|twitter:image)["']/i.test(t))
    .flatMap((t) => attrs(t, "meta", "content"));
  const srcsets = [...attrs(html, "img", "srcset"), ...attrs(html, "source", "srcset")].flatMap((s) =>
    s.split(",").map((c) => c.trim().split(/\s+/)[0]).filter(Boolean),
  );
  return [
    ...attrs(html, "a", "href"),
    ...attrs(html, "link", "href"),
    ...attrs(html, "script", "src"),
    ...attrs(html, "img", "src"),
    ...attrs(html, "source", "src"),
    ...srcsets,
    ...metas,
  ];
}

describe("the links and asset references of the built site", () => {
  let htmlFiles: string[];
  const known = new Set(knownPaths());
  const idsCache = new Map<string, Set<string>>();
  const fileFor = (path: string): string | null => {
    const candidates = path.endsWith("/") ? [join(path, "index.html")] : [path, `${path}.html`, join(path, "index.html")];
    const hit = candidates.map((c) => join(distDir, c)).find((f) => existsSync(f) && statSync(f).isFile());
    return hit ?? null;
  };
  const idsOf = (file: string) => {
    if (!idsCache.has(file)) {
      const html = readFileSync(file, "utf8");
      idsCache.set(file, new Set(attrs(html, "[a-z][a-z0-9-]*", "id")));
    }
    return idsCache.get(file)!;
  };

  /** Why a reference from `fromPath` is broken, or null when it resolves. */
  function broken(ref: string, base: string, fromFile: string): string | null {
    if (/^(?:mailto|tel|data):/i.test(ref)) return null;
    const url = new URL(ref, site.url + base);
    if (url.origin !== site.url) return null;
    const path = decodeURIComponent(url.pathname);
    const file = fileFor(path);
    if (!file && !known.has(path)) return `${ref}: no file in dist and no known route ${path}`;
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment) {
      const target = ref.startsWith("#") ? fromFile : file;
      if (!target || !idsOf(target).has(fragment)) return `${ref}: no element with id="${fragment}" on ${path}`;
    }
    return null;
  }

  beforeAll(() => {
    expect(existsSync(join(distDir, "index.html")), "dist/ is missing: run `npm run build` first").toBe(true);
    htmlFiles = files(distDir, ".html").sort();
  });

  it("resolves every internal reference of every HTML page to a file, a route or an element id", () => {
    const problems = htmlFiles.flatMap((f) =>
      [...new Set(references(readFileSync(f, "utf8")))]
        .map((ref) => broken(ref, pathOf(f), f))
        .filter((p): p is string => p !== null)
        .map((p) => `${relative(distDir, f)}: ${p}`),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("resolves every url() in the built CSS to a file", () => {
    const cssFiles = files(distDir, ".css");
    expect(cssFiles.length).toBeGreaterThan(0);
    const problems = cssFiles.flatMap((f) => {
      const base = "/" + relative(distDir, f);
      return [...readFileSync(f, "utf8").matchAll(/url\(\s*["']?([^"')]+?)["']?\s*\)/g)]
        .map((m) => m[1])
        .filter((ref) => !/^(?:data:|#)/.test(ref))
        .map((ref) => ({ ref, path: decodeURIComponent(new URL(ref, site.url + base).pathname) }))
        .filter(({ path }) => !fileFor(path))
        .map(({ ref }) => `${base}: url(${ref}) is not in dist`);
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("lists exactly the known routes marked for the sitemap in sitemap.xml", () => {
    const xml = readFileSync(join(distDir, "sitemap.xml"), "utf8");
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = routes.filter((r) => r.sitemap).flatMap((r) => r.paths()).map((p) => site.url + p);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
