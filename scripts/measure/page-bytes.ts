// Bytes a built page costs on first load, measured on dist/ without a browser so budgets are
// deterministic: the HTML, its stylesheets (and the fonts they pull in), the JavaScript that
// runs before any interaction (entry script, the app it imports after the first paint (data-app), modulepreloads,
// their static import graph, plus
// the lazy route chunks hydration needs right away) and the images its markup references.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Kind = "html" | "js" | "css" | "font" | "img";
export interface Sizes { raw: number; gzip: number; brotli: number }
export interface Asset extends Sizes { url: string; kind: Kind }
export interface PageBytes { file: string; assets: Asset[]; totals: Record<Kind, Sizes> }

const cache = new Map<string, Sizes>();

/** Raw, gzip (level 9) and brotli (quality 11) sizes; already-compressed formats count raw. */
export function sizesOf(file: string): Sizes {
  const hit = cache.get(file);
  if (hit) return hit;
  const buf = readFileSync(file);
  const precompressed = /\.(woff2?|png|jpe?g|webp|avif|gif)$/i.test(file);
  const s = precompressed
    ? { raw: buf.length, gzip: buf.length, brotli: buf.length }
    : {
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
  cache.set(file, s);
  return s;
}

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(1).find((v) => v !== undefined);
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];

/** Same-origin absolute paths only: external URLs and data: URIs cost nothing from dist. */
function local(url: string | undefined): string | null {
  if (!url || /^(?:[a-z]+:|\/\/)/i.test(url)) return null;
  return url.split(/[?#]/)[0];
}

/** Static imports of a minified ES module chunk: `import … from"./x.js"` and `import"./x.js"`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g)) found.add(m[2]);
  return [...found];
}

/** Chunks that `import("./x.js")` loads later. */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*(["'`])(\.{1,2}\/[^"'`]+?\.js)\1\s*\)/g)].map((m) => m[2]))];
}

const resolve = (from: string, rel: string) => new URL(rel, `http://x${from}`).pathname;

/** The entry modules plus everything they import statically, as URL paths. */
export function moduleGraph(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(dist, url), "utf8");
    for (const rel of staticImports(code)) visit(resolve(url, rel));
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * @param htmlFile path relative to dist, e.g. "index.html" or "destino/ushuaia.html"
 * @param startupChunks basenames of lazy chunks the page loads to hydrate (e.g. "DestinationPage"):
 *   found among the dynamic imports of the page's module graph.
 */
export function pageBytes(dist: string, htmlFile: string, startupChunks: string[] = []): PageBytes {
  const html = readFileSync(join(dist, htmlFile), "utf8");
  const assets: Asset[] = [{ url: `/${htmlFile}`, kind: "html", ...sizesOf(join(dist, htmlFile)) }];
  const add = (url: string, kind: Kind) => {
    if (assets.some((a) => a.url === url)) return;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${htmlFile} references ${url}, which is not in dist`);
    assets.push({ url, kind, ...sizesOf(file) });
  };

  const entries = [
    ...tags(html, "script").filter((t) => /type\s*=\s*["']?module/i.test(t)).map((t) => local(attr(t, "src"))),
    ...tags(html, "link").filter((t) => /rel\s*=\s*["']?modulepreload/i.test(t)).map((t) => local(attr(t, "href"))),
  ].filter((u): u is string => u !== null);
  // The entry script only waits for the first paint and then imports the app whose URL the page
  // carries in #root's data-app (src/main.tsx): that is startup code too.
  const deferred = tags(html, "div").filter((t) => /\sid\s*=\s*["']?root\b/i.test(t)).map((t) => local(attr(t, "data-app")))
    .filter((u): u is string => u !== null);
  let graph = moduleGraph(dist, [...entries, ...deferred]);
  if (startupChunks.length) {
    const lazy = graph.flatMap((u) => dynamicImports(readFileSync(join(dist, u), "utf8")).map((r) => resolve(u, r)));
    const wanted = startupChunks.map((name) => {
      const hit = lazy.find((u) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(u));
      if (!hit) throw new Error(`${htmlFile}: no lazy chunk named ${name} among ${lazy.join(", ")}`);
      return hit;
    });
    graph = moduleGraph(dist, [...graph, ...wanted]);
  }
  graph.forEach((u) => add(u, "js"));

  for (const t of tags(html, "link").filter((t) => /rel\s*=\s*["']?stylesheet/i.test(t))) {
    const url = local(attr(t, "href"));
    if (!url) continue;
    add(url, "css");
    const css = readFileSync(join(dist, url), "utf8");
    for (const m of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const ref = local(m[1]);
      if (ref && /\.(woff2?|ttf|otf)$/i.test(ref)) add(resolve(url, ref), "font");
    }
  }
  for (const t of tags(html, "link").filter((t) => /rel\s*=\s*["']?preload/i.test(t) && /as\s*=\s*["']?font/i.test(t))) {
    const url = local(attr(t, "href"));
    if (url) add(url, "font");
  }
  for (const t of tags(html, "img")) {
    const url = local(attr(t, "src"));
    if (url) add(url, "img");
  }

  const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });
  const totals = { html: zero(), js: zero(), css: zero(), font: zero(), img: zero() };
  for (const a of assets) {
    totals[a.kind].raw += a.raw;
    totals[a.kind].gzip += a.gzip;
    totals[a.kind].brotli += a.brotli;
  }
  return { file: htmlFile, assets, totals };
}
