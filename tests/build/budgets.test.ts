import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { budgets, checkByteBudgets, illustrations, measurePages, noImages } from "../../scripts/measure/byte-budgets.ts";
import { distDir } from "../../scripts/shared/paths.ts";

// Deterministic byte budgets of the built site (run `npm run build` first; `npm test` does).
describe("the byte budgets of the built site", () => {
  let pages: ReturnType<typeof measurePages>;
  const home = () => pages.find((p) => p.path === "/")!.bytes;

  beforeAll(() => {
    if (!existsSync(join(distDir, "index.html"))) throw new Error("dist/ is missing: run `npm run build` first");
    pages = measurePages();
  });

  it("keeps the home page's initial JavaScript within 75 KiB gzip", () => {
    const js = home().assets.filter((a) => a.kind === "js").map((a) => `${a.url} ${a.gzip} B`);
    expect(home().totals.js.gzip, js.join(", ")).toBeLessThanOrEqual(budgets.homeInitialJsGzip);
  });

  it("keeps each audited page's CSS within 12 KiB gzip", () => {
    for (const p of pages) expect(p.bytes.totals.css.gzip, p.path).toBeLessThanOrEqual(budgets.cssGzip);
  });

  it("keeps the home page's transfer without images (HTML, CSS, fonts, initial JS) within 100 KB gzip", () => {
    expect(noImages(home())).toBeLessThanOrEqual(budgets.homeTransferNoImagesGzip);
  });

  it("keeps every illustration within 10 KiB", () => {
    const svgs = illustrations();
    expect(svgs.length, "no illustrations found in public/illustrations").toBeGreaterThan(0);
    const heavy = svgs.filter((s) => s.raw > budgets.illustrationRaw).map((s) => `${s.file}: ${s.raw} B`);
    expect(heavy).toEqual([]);
  });

  it("reports every budget as held", () => {
    expect(checkByteBudgets(pages).filter((c) => !c.ok)).toEqual([]);
  });
});
