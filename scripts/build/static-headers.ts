// Writes dist/_headers, the header rules Cloudflare Pages applies to the static files, after
// `vite build`. The security headers come from the function's own module, so the static pages
// and the pages the function renders always carry the same policy; the static pages' policy also
// allows, by hash, the critical CSS and the first script the prerender inlined into each of them.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  inlineHashes,
  policyAllowingInline,
  roadPagePermissionsPolicy,
  securityHeaders,
} from "../../functions/headers.ts";
import { distDir } from "../shared/paths.ts";
import { gpxFile } from "../../src/road/gpx-file.ts";

const pages = readdirSync(distDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html"))
  .sort();
const found = await Promise.all(pages.map((f) => inlineHashes(readFileSync(join(distDir, f), "utf8"))));
const unique = (lists: string[][]) => [...new Set(lists.flat())];
const staticHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": policyAllowingInline({
    styles: unique(found.map((h) => h.styles)),
    scripts: unique(found.map((h) => h.scripts)),
  }),
};

/** Path patterns and their Cache-Control; `! Cache-Control` drops the default before setting it. */
const caching: Array<{ why: string; path: string; cacheControl: string }> = [
  {
    why: "Hashed by Vite: a new build gets new names, so a year of caching is safe.",
    path: "/assets/*",
    cacheControl: "public, max-age=31536000, immutable",
  },
  {
    why: "Stable names that may be replaced in place (a photo for an illustration): short caching.",
    path: "/illustrations/*",
    cacheControl: "public, max-age=3600, stale-while-revalidate=86400",
  },
  {
    why: "The service worker (src/sw/sw.ts): a new deploy's must reach the browser at once.",
    path: "/sw.js",
    cacheControl: "no-cache",
  },
  {
    why: "The web app manifest, read again by installed copies of the site.",
    path: "/manifest.webmanifest",
    cacheControl: "no-cache",
  },
  {
    why: "Link-preview images, also replaced in place.",
    path: "/og/*",
    cacheControl: "public, max-age=3600, stale-while-revalidate=86400",
  },
];

const lines = [
  "# Written by scripts/build/static-headers.ts from functions/headers.ts: edit those, not this file.",
  "/*",
  ...Object.entries(staticHeaders).map(([name, value]) => `  ${name}: ${value}`),
];
for (const rule of caching) {
  lines.push("", `# ${rule.why}`, rule.path, "  ! Cache-Control", `  Cache-Control: ${rule.cacheControl}`);
}
// The one page that may ask for the phone's position (src/components/road/locate.ts): the rule for
// every page is dropped there and replaced, so the two values are never joined into one header.
// Map apps open the route by its type; without this rule Pages would send it as a download of unknown type.
lines.push(
  "",
  "# The route for map apps (scripts/build/gpx.ts).",
  `/${gpxFile}`,
  "  ! Content-Type",
  "  Content-Type: application/gpx+xml",
);
lines.push(
  "",
  "# The road page reads the phone's position; no other page may.",
  "/na-estrada",
  "  ! Permissions-Policy",
  `  Permissions-Policy: ${roadPagePermissionsPolicy}`,
);
writeFileSync(join(distDir, "_headers"), `${lines.join("\n")}\n`);
console.log("headers: dist/_headers");
