// The built site as the build tests read it: files found under dist/, pages parsed with cheerio.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { distDir } from "../../scripts/shared/paths.ts";

export { distDir };

/** Fails with the fix when the site was never built (`npm test` builds first). */
export function requireBuild(): void {
  if (!existsSync(join(distDir, "index.html"))) throw new Error("dist/ is missing: run `npm run build` first");
}

/** Paths relative to dist/ of every file ending in `ext`, sorted. */
export function distFiles(ext: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(ext))
    .sort();
}

/** The dist file that answers a known route (/ → index.html, /destino/x → destino/x.html). */
export const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/** The URL path a dist file answers (index.html → /, destino/x.html → /destino/x). */
export const pathOf = (file: string) => `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;

const pages = new Map<string, CheerioAPI>();

/** A dist page (path relative to dist/), parsed once. */
export function page(file: string): CheerioAPI {
  let $ = pages.get(file);
  if (!$) {
    $ = load(readFileSync(join(distDir, file), "utf8"));
    pages.set(file, $);
  }
  return $;
}

interface Node {
  type: string;
  name?: string;
  data?: string;
  children?: Node[];
}
const text = (n: Node): string[] =>
  n.type === "text" ? [n.data!] : n.name === "script" || n.name === "style" ? [] : (n.children ?? []).flatMap(text);

/** What a visitor reads in the body, in document order: elements apart, whitespace collapsed. */
export const visibleText = ($: CheerioAPI) =>
  text($("body").get(0) as Node)
    .join(" ")
    .replace(/\s+/g, " ");

/** The content of every <meta> whose name or property is `key`, so duplicates show. */
export const metas = ($: CheerioAPI, key: string) =>
  $(`meta[name="${key}"], meta[property="${key}"]`)
    .map((_, m) => $(m).attr("content"))
    .get();
