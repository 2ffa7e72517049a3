// Bytes a built page costs on first load, measured on dist/ without a browser so budgets are
// deterministic: the HTML, its stylesheets (and the fonts they pull in), the JavaScript that runs
// before any interaction and the images its markup references. The JavaScript is read from Vite's
// manifest: the page's script, the app it imports after the first paint (#root's data-app), the
// lazy page chunk hydration needs right away, and every chunk those import statically.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { load } from "cheerio";
import { buildDir } from "../shared/paths.ts";

export type Kind = "html" | "js" | "css" | "font" | "img";
export interface Sizes { raw: number; gzip: number; brotli: number }
interface Asset extends Sizes { url: string; kind: Kind }
export interface PageBytes { file: string; assets: Asset[]; totals: Record<Kind, Sizes> }

interface Chunk { file: string; imports?: string[]; dynamicImports?: string[] }
/** Vite's manifest of the browser build; the prerender step moves it out of dist/ (it is not deployed). */
const readManifest = (): Record<string, Chunk> => JSON.parse(readFileSync(join(buildDir, "manifest.json"), "utf8"));

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

/** Same-origin absolute paths only: external URLs and data: URIs cost nothing from dist. */
function local(url: string | undefined): string | null {
  if (!url || /^(?:[a-z]+:|\/\/)/i.test(url)) return null;
  return url.split(/[?#]/)[0]!;
}

/** The chunks of `entries` (manifest keys) and everything they import statically, as URL paths. */
function startupJs(manifest: Record<string, Chunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

/**
 * @param htmlFile path relative to dist, e.g. "index.html" or "destino/ushuaia.html"
 * @param hydrates the lazy page module the page loads to hydrate (e.g. "src/pages/DestinationPage.tsx")
 */
export function pageBytes(dist: string, htmlFile: string, hydrates?: string, manifest = readManifest()): PageBytes {
  const $ = load(readFileSync(join(dist, htmlFile), "utf8"));
  const assets: Asset[] = [{ url: `/${htmlFile}`, kind: "html", ...sizesOf(join(dist, htmlFile)) }];
  const add = (url: string, kind: Kind) => {
    if (assets.some((a) => a.url === url)) return;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${htmlFile} references ${url}, which is not in dist`);
    assets.push({ url, kind, ...sizesOf(file) });
  };
  const urls = (selector: string, attr: string) => $(selector).map((_, el) => local($(el).attr(attr)) ?? []).get() as string[];

  const app = Object.keys(manifest).find((key) => `/${manifest[key]!.file}` === $("#root").attr("data-app"));
  if (!app) throw new Error(`${htmlFile}: #root's data-app is not a chunk of Vite's manifest`);
  if (hydrates && !manifest[app]!.dynamicImports?.includes(hydrates)) throw new Error(`${hydrates} is not a lazy chunk of the app`);
  startupJs(manifest, ["index.html", app, ...(hydrates ? [hydrates] : [])]).forEach((u) => add(u, "js"));
  for (const url of urls('script[type="module"]', "src")) add(url, "js");
  for (const url of urls('link[rel="modulepreload"]', "href")) add(url, "js");

  for (const url of urls('link[rel="stylesheet"]', "href")) {
    add(url, "css");
    for (const m of readFileSync(join(dist, url), "utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const ref = local(m[1]);
      if (ref && /\.(woff2?|ttf|otf)$/i.test(ref)) add(new URL(ref, `http://x${url}`).pathname, "font");
    }
  }
  for (const url of urls('link[rel="preload"][as="font"]', "href")) add(url, "font");
  for (const url of urls("img", "src")) add(url, "img");

  const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });
  const totals = { html: zero(), js: zero(), css: zero(), font: zero(), img: zero() };
  for (const a of assets) {
    totals[a.kind].raw += a.raw;
    totals[a.kind].gzip += a.gzip;
    totals[a.kind].brotli += a.brotli;
  }
  return { file: htmlFile, assets, totals };
}
