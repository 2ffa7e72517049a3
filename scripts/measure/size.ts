// `npm run size`: the bytes each audited page costs on first load (from dist/, so build first)
// and the byte budgets; exits 1 when one is broken.
import { budgets, checkByteBudgets, illustrations, measurePages, noImages } from "./byte-budgets.ts";
import { kib, table } from "./table.ts";
import type { Kind } from "./page-bytes.ts";

export function sizeReport() {
  const pages = measurePages();
  const svgs = illustrations();
  const kinds: Kind[] = ["html", "css", "font", "js", "img"];
  const cell = (t: { raw: number; gzip: number; brotli: number }) => `${kib(t.raw)}/${kib(t.gzip)}/${kib(t.brotli)}`;
  const rows = pages.map((p) => [
    p.path,
    ...kinds.map((k) => cell(p.bytes.totals[k]) + (k === "js" || k === "img" ? ` (${p.bytes.assets.filter((a) => a.kind === k).length})` : "")),
    kib(noImages(p.bytes)),
  ]);
  const checks = checkByteBudgets(pages, svgs);
  return {
    pages: table(["KiB raw/gzip/brotli", ...kinds.map((k) => k.toUpperCase()), "total w/o images gz"], rows),
    svgs: table(["illustration", "bytes raw"], svgs.map((s) => [s.file, s.raw])),
    budgets: table(
      ["budget", "actual", "limit", "result"],
      checks.map((c) => [c.name, `${c.actual} B (${kib(c.actual)} KiB)`, `${c.limit} B`, c.ok ? "ok" : "BROKEN"]),
    ),
    checks,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = sizeReport();
  console.log(`Initial bytes per page (dist/; initial JS = entry + static imports + lazy page chunk needed to hydrate;\n(n) = number of files; fonts and raster images count raw, they do not compress)\n`);
  console.log(r.pages + "\n\n" + r.svgs + "\n\n" + r.budgets);
  console.log(`\nlimits: home initial JS ${budgets.homeInitialJsGzip / 1024} KiB gz, CSS ${budgets.cssGzip / 1024} KiB gz, ` +
    `illustration ${budgets.illustrationRaw / 1024} KiB raw, home w/o images ${budgets.homeTransferNoImagesGzip} B gz`);
  const broken = r.checks.filter((c) => !c.ok);
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken: ${broken.map((c) => c.name).join("; ")}`);
    process.exit(1);
  }
}
