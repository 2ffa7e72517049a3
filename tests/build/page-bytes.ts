// Bytes a built page costs on first load, read from dist/ without a browser so budgets are
// deterministic: the HTML, its stylesheets (and the fonts they pull in) and the JavaScript that runs
// to hydrate it, gzip (level 9; fonts count as they are, they do not compress). The JavaScript is
// the page's first script, inside the HTML (what runs before any interaction, also counted apart as
// `loadJs`), and from Vite's manifest the app it imports at the first interaction (#root's data-app), the lazy page
// chunk hydration needs right away, and every chunk those import statically.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "../../scripts/shared/paths.ts";
import { distDir, page } from "../support/dist.ts";

type Kind = "html" | "js" | "css" | "font";
interface Asset {
  url: string;
  kind: Kind;
  gzip: number;
}
export interface PageBytes {
  assets: Asset[];
  gzip: Record<Kind, number>;
  loadJs: number;
}

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
/** Vite's manifest of the browser build; the prerender step moves it out of dist/ (it is not deployed). */
const manifest = (): Record<string, Chunk> => JSON.parse(readFileSync(join(buildDir, "manifest.json"), "utf8"));

const gzipBytes = (file: string) => {
  const bytes = readFileSync(file);
  return /\.woff2?$/i.test(file) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
};

/** Same-origin absolute paths only: external URLs and data: URIs cost nothing from dist. */
const local = (url: string | undefined) => (!url || /^(?:[a-z]+:|\/\/)/i.test(url) ? null : url.split(/[?#]/)[0]!);

/** The chunks of `entries` (manifest keys) and everything they import statically, as URL paths. */
function startupJs(chunks: Record<string, Chunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (!chunks[key]) throw new Error(`${key} is not in Vite's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunks[key].imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...seen].map((key) => `/${chunks[key]!.file}`);
}

/**
 * @param htmlFile path relative to dist, e.g. "index.html" or "destino/ushuaia.html"
 * @param hydrates the lazy page module the page loads to hydrate (e.g. "src/pages/DestinationPage.tsx")
 */
export function pageBytes(htmlFile: string, hydrates?: string): PageBytes {
  const $ = page(htmlFile);
  const chunks = manifest();
  // The page's first script comes inside its HTML (scripts/build/prerender.ts): its bytes count as the
  // JavaScript that runs before any interaction, and the rest of the HTML as HTML.
  const html = readFileSync(join(distDir, htmlFile), "utf8");
  const firstScript = $('script[type="module"]:not([src])').text();
  if (!firstScript) throw new Error(`${htmlFile} has no inline first script`);
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;
  const assets: Asset[] = [
    { url: `/${htmlFile}`, kind: "html", gzip: gz(html.replace(firstScript, "")) },
    { url: `/${htmlFile}#first-script`, kind: "js", gzip: gz(firstScript) },
  ];
  const add = (url: string, kind: Kind) => {
    if (assets.some((a) => a.url === url)) return;
    const file = join(distDir, url);
    if (!existsSync(file)) throw new Error(`${htmlFile} references ${url}, which is not in dist`);
    assets.push({ url, kind, gzip: gzipBytes(file) });
  };
  const urls = (selector: string, attr: string) =>
    $(selector)
      .map((_, el) => local($(el).attr(attr)) ?? [])
      .get() as string[];

  const app = Object.keys(chunks).find((key) => `/${chunks[key]!.file}` === $("#root").attr("data-app"));
  if (!app) throw new Error(`${htmlFile}: #root's data-app is not a chunk of Vite's manifest`);
  if (hydrates && !chunks[app]!.dynamicImports?.includes(hydrates))
    throw new Error(`${hydrates} is not a lazy chunk of the app`);
  startupJs(chunks, [app, ...(hydrates ? [hydrates] : [])]).forEach((u) => add(u, "js"));
  for (const url of urls('script[type="module"]', "src")) add(url, "js");
  for (const url of urls('link[rel="modulepreload"]', "href")) add(url, "js");

  for (const url of urls('link[rel="stylesheet"]', "href")) {
    add(url, "css");
    for (const m of readFileSync(join(distDir, url), "utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const ref = local(m[1]);
      if (ref && /\.(woff2?|ttf|otf)$/i.test(ref)) add(new URL(ref, `http://x${url}`).pathname, "font");
    }
  }
  for (const url of urls('link[rel="preload"][as="font"]', "href")) add(url, "font");

  const gzip = { html: 0, js: 0, css: 0, font: 0 };
  for (const a of assets) gzip[a.kind] += a.gzip;
  const loadJs = gz(firstScript);
  return { assets, gzip, loadJs };
}
