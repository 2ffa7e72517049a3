// The byte budgets of the built site, checked on dist/: shared by `npm run size`, the build tests and the audit.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { distDir, root } from "../shared/paths.ts";
import { pageBytes, sizesOf, type PageBytes } from "./page-bytes.ts";

const KiB = 1024;
export const budgets = {
  homeInitialJsGzip: 75 * KiB,
  cssGzip: 12 * KiB,
  illustrationRaw: 10 * KiB,
  /** "100 KB" read strictly as 100 000 bytes; HTML + CSS + fonts + initial JS, gzip. */
  homeTransferNoImagesGzip: 100_000,
};

/**
 * The pages every report covers: URL path, the dist file that answers it, and the lazy page
 * (src/routes.ts, src/App.tsx) it loads before hydrating, whose bytes count as initial JavaScript.
 */
export const auditedPages = [
  { path: "/", file: "index.html" },
  { path: "/destino/ushuaia", file: "destino/ushuaia.html", hydrates: "src/pages/DestinationPage.tsx" },
  { path: "/antes-de-partir", file: "antes-de-partir.html", hydrates: "src/pages/PreTripPage.tsx" },
  { path: "/privacidade", file: "privacidade.html", hydrates: "src/pages/PrivacyPage.tsx" },
  { path: "/nao-existe", file: "404.html", hydrates: "src/pages/NotFoundPage.tsx" },
] as const;

const illustrationsDir = join(root, "public/illustrations");

export interface BudgetCheck { name: string; actual: number; limit: number; ok: boolean; unit: string }

export const noImages = (p: PageBytes) => p.totals.html.gzip + p.totals.css.gzip + p.totals.font.gzip + p.totals.js.gzip;

export function measurePages(dist = distDir) {
  return auditedPages.map((p) => ({ ...p, bytes: pageBytes(dist, p.file, "hydrates" in p ? p.hydrates : undefined) }));
}

export function illustrations(dir = illustrationsDir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".svg"))
    .sort()
    .map((f) => ({ file: f, raw: sizesOf(join(dir, f)).raw }));
}

export function checkByteBudgets(pages = measurePages(), svgs = illustrations()): BudgetCheck[] {
  const check = (name: string, actual: number, limit: number, unit = "B"): BudgetCheck => ({ name, actual, limit, ok: actual <= limit, unit });
  const home = pages.find((p) => p.path === "/")!.bytes;
  return [
    check("home initial JS (gzip)", home.totals.js.gzip, budgets.homeInitialJsGzip),
    ...pages.map((p) => check(`CSS of ${p.path} (gzip)`, p.bytes.totals.css.gzip, budgets.cssGzip)),
    check("home transfer without images (gzip)", noImages(home), budgets.homeTransferNoImagesGzip),
    ...svgs.map((s) => check(`illustration ${s.file} (raw)`, s.raw, budgets.illustrationRaw)),
  ];
}
