// Writes static HTML for every known route, plus 404.html, sitemap.xml and robots.txt, from the
// SSR bundle that `vite build --ssr` left in build/server. Runs as the last step of `npm run build`.
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import Beasties, { type Options } from "beasties";
import svgToTinyDataUri from "mini-svg-data-uri";
import { buildFirstScript } from "./first-script.ts";
import { markdownLeaks } from "./markdown-marks.ts";
import { dirname, join } from "node:path";
import { site } from "../../src/content/site.ts";
import type { Head } from "../../src/routes.ts";
import { buildDir, distDir as dist } from "../shared/paths.ts";

type ServerEntry = typeof import("../../src/entry-server.tsx");

const server: ServerEntry = await import(join(buildDir, "server/entry-server.js"));
// The app's hashed URL, which src/main.tsx imports at the first interaction (see vite.config.ts).
// Vite's manifest is not deployed: it moves to build/, where the byte measures read it.
await rename(join(dist, ".vite/manifest.json"), join(buildDir, "manifest.json"));
await rm(join(dist, ".vite"), { recursive: true });
const manifest = JSON.parse(await readFile(join(buildDir, "manifest.json"), "utf8")) as Record<
  string,
  { file: string }
>;
const appUrl = `/${manifest["src/hydrate.tsx"]!.file}`;

// The page's first script (src/main.tsx, built whole by ./first-script.ts) comes inside the HTML, not a
// round trip after it: at one bar of signal that trip ends seconds after the first paint, and until the
// script runs a lead posted as a plain form with no worker yet would meet the browser's error page. It
// runs once the HTML is parsed, as its own file would; the CSP allows it by hash (scripts/build/static-headers.ts).
const firstScript = await buildFirstScript();
const built = await readFile(join(dist, "index.html"), "utf8");
const rootTag = '<div id="root"><!--app-html--></div>';
if (!built.includes(rootTag)) throw new Error("index.html no longer has the #root prerender.ts expects");
const template = built.replace(rootTag, () => `${rootTag}\n    <script type="module">${firstScript}</script>`);

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function headTags(head: Head, path: string): string {
  const url = site.url + (head.canonical ?? path);
  const image = site.url + head.image;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical === null
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  return tags.join("\n    ");
}

// On one bar of signal each round trip costs seconds: the rules a page uses are inlined in its
// <head>, so its first screen paints styled as soon as the HTML is in, and the whole stylesheet
// moves to the end of <body>, where it blocks nothing above it ("body": the strategy that needs no
// script; the others swap the link with an inline onload, which the CSP refuses). No preload in the
// head: the whole sheet is not needed for the first paint (below, it is a print sheet until the app
// loads), and a preload made it share the first round trip's bandwidth with the HTML and the
// page's largest image on a slow line. scripts/build/static-headers.ts allows each inlined <style>
// by its hash. Tailwind names its animations through variables, which Beasties cannot follow:
// every @keyframes is kept (one, the notice's pulse). Beasties drops a selector wrapped whole in
// :where(), as Tailwind writes space-y-*, so those few rules are always kept: without them a list's
// spacing would change, and the page shift, when the whole stylesheet arrives. The site's focus ring
// is a bare :focus-visible, which matches no element in the HTML, so it is kept too: a keyboard user
// who tabs before the app loads gets the same ring as after.
const options: Options = {
  path: dist,
  publicPath: "/",
  keyframes: "all",
  preload: "body",
  allowRules: [/^:where\([^()]*>:not\(:last-child\)\)$/, /^:focus-visible$/],
  logLevel: "warn",
};
const beasties = new Beasties(options);
// The route map's marker <-> card highlights (scripts/build/map.ts) arrive wrapped whole in :is(),
// which Beasties cannot evaluate either; without them a keyboard user tabbing through the map
// before the app loads would see no card light up. Only the pages with the map carry them.
const withMap = new Beasties({ ...options, allowRules: [...(options.allowRules ?? []), /^:is\(main:has\(/] });
const hasMap = (html: string) => html.includes('<section id="rota"');

// The whole stylesheet at the end of <body> only repeats, for this page's elements, the rules
// already inlined (tests/e2e/first-visit.spec.ts checks that it moves nothing), yet applying it
// re-matched every element and laid the page out again: on a phone 4x slower than this machine,
// the longest task after the first paint. It comes as a print stylesheet (so printing before the
// app has loaded still gets the road book's rules) and src/hydrate.tsx turns it on for the screen
// when the app loads, which is when new elements (a toast, a field's error) need its other rules.
const fullSheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">(\s*<\/body>)/;
const printUntilApp = (html: string) => {
  if (!fullSheet.test(html))
    throw new Error("the whole stylesheet's link is no longer the last thing in <body>: see prerender.ts");
  return html.replace(fullSheet, '<link rel="stylesheet" crossorigin href="$1" media="print" data-app-media="all">$2');
};

// A destination's landmark illustration is its first screen's largest element, and as a file it came
// a whole round trip after the HTML: under the audit's phone network the page painted its text at
// 0.9 s and its picture at 1.4 s, and at one bar of signal the wait is seconds. Its SVG is 1-2 KB
// gzip, so it comes inside the HTML as a data: URI (img-src allows data:) and paints with the first
// frame; React's preload for it goes too. Only a picture that is content (it has alt text): the
// home page's hero is decoration behind the text, preloaded, and its page paints without it. The
// app renders the file's URL: hydration leaves attributes as the HTML has them, so the page keeps
// the inline copy, and the file (precached) serves the cards and a destination opened in the app.
const firstIllustration = /<img src="(\/illustrations\/[a-z-]+\.svg)"(?=[^>]*alt="[^"]+")(?=[^>]*fetchpriority="high")/;
async function inlineFirstIllustration(html: string): Promise<string> {
  const [img, src] = html.match(firstIllustration) ?? [];
  if (!img || !src) return html;
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  const svg = await readFile(join(dist, src), "utf8");
  const out = html.replace(preload, "").replace(img, `<img src="${svgToTinyDataUri(svg.trim())}"`);
  // Were React to write its preload differently, the file would be fetched as well as inlined.
  if (out.includes(`href="${src}"`)) throw new Error(`${src} is inlined, yet the page still links it`);
  return out;
}

async function page(path: string, file: string, dataPath: string) {
  const html = template
    .replace("<!--app-head-->", headTags(server.headFor(path), path))
    .replace(
      '<div id="root"><!--app-html-->',
      `<div id="root" data-path="${dataPath}" data-app="${appUrl}">${await server.render(path)}`,
    )
    // Structured data is for crawlers, which read all of the page: kept out of the first flight.
    .replace("</body>", `${server.jsonLdTag(path)}\n  </body>`);
  const leaks = markdownLeaks(html);
  if (leaks.length)
    throw new Error(`${file} shows Markdown as text (write it as JSX in src/content/):\n${leaks.join("\n")}`);
  const out = join(dist, file);
  await mkdir(dirname(out), { recursive: true });
  const styled = await (hasMap(html) ? withMap : beasties).process(html);
  await writeFile(out, printUntilApp(await inlineFirstIllustration(styled)));
}

const paths = server.knownPaths();
for (const path of paths) await page(path, path === "/" ? "index.html" : `${path.slice(1)}.html`, path);
// Served with status 404 for every path no route matches, and hydrated for any of them.
await page("/404", "404.html", "*");
// Pages serves the nearest 404.html up the tree: a route with a parameter gets its own, so an
// unknown slug (/destino/atlantida) answers 404 with its route's not-found page, ready to hydrate.
for (const r of server.routes.filter((r) => r.path.includes("/:"))) {
  const dir = r.path.slice(0, r.path.indexOf("/:"));
  await page(`${dir}/404`, `${dir.slice(1)}/404.html`, r.path);
}

const sitemapPaths = server.routes.filter((r) => r.sitemap).flatMap((r) => r.paths());
await writeFile(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemapPaths.map((p) => `  <url><loc>${site.url}${p}</loc></url>\n`).join("") +
    `</urlset>\n`,
);
await writeFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);

console.log(`prerendered ${paths.length} routes + 404.html, sitemap.xml (${sitemapPaths.length} URLs), robots.txt`);
