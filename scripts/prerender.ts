// Writes static HTML for every known route, plus 404.html, sitemap.xml and robots.txt, from the
// SSR bundle that `vite build --ssr` left in build/server. Runs as the last step of `npm run build`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { site } from "../src/content/site.ts";
import type { Head } from "../src/routes.ts";
import { root } from "./lib/wrangler.ts";

type ServerEntry = typeof import("../src/entry-server.tsx");

const dist = join(root, "dist");
const server: ServerEntry = await import(join(root, "build/server/entry-server.js"));
const template = await readFile(join(dist, "index.html"), "utf8");

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function headTags(head: Head, path: string): string {
  const url = site.url + (head.canonical ?? path);
  const image = site.url + head.image;
  const tags = [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    head.canonical === null
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escape(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escape(site.name)}" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:image" content="${escape(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(head.title)}" />`,
    `<meta name="twitter:description" content="${escape(head.description)}" />`,
    `<meta name="twitter:image" content="${escape(image)}" />`,
  ];
  return tags.join("\n    ");
}

async function page(path: string, file: string, dataPath: string) {
  const html = template
    .replace("<!--app-head-->", headTags(server.headFor(path), path))
    .replace('<div id="root"><!--app-html-->', `<div id="root" data-path="${dataPath}">${await server.render(path)}`);
  const out = join(dist, file);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
}

const paths = server.knownPaths();
for (const path of paths) await page(path, path === "/" ? "index.html" : `${path.slice(1)}.html`, path);
// Served with status 404 for every unknown path; the client renders the right not-found state.
await page("/404", "404.html", "*");

const sitemapPaths = server.routes.filter((r) => r.sitemap).flatMap((r) => r.paths());
await writeFile(
  join(dist, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    sitemapPaths.map((p) => `  <url><loc>${site.url}${p}</loc></url>\n`).join("") +
    `</urlset>\n`,
);
await writeFile(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);

console.log(`prerendered ${paths.length} routes + 404.html, sitemap.xml (${sitemapPaths.length} URLs), robots.txt`);
