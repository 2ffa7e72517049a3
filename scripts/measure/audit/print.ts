// The audit's terminal output: medians side by side with the floor, then every budget.
import type { BudgetCheck } from "../byte-budgets.ts";
import { expectedSeoFailuresOn404, lhBudgets, type PageResult } from "./lh-budgets.ts";
import { categories } from "./lighthouse-run.ts";
import { table } from "../table.ts";

const ms = (n: number) => `${Math.round(n)}`;

export function printReport(results: PageResult[], checks: BudgetCheck[], runs: number) {
  const rows = results.flatMap((r) =>
    (["site", "floor"] as const).map((s) => {
      const x = r[s];
      return [
        s === "site" ? r.path : "  static floor",
        ...categories.map((c) => x.median.scores[c]),
        ms(x.fcp), ms(x.lcp), ms(x.tbt), x.cls.toFixed(3), (x.bytes / 1024).toFixed(1),
        s === "site" ? (r.site.lcp / r.floor.lcp).toFixed(2) : "",
      ];
    }),
  );
  console.log(`\nLighthouse, mobile (default config, simulated throttling), median of ${runs} run(s) per page and server`);
  console.log("scores: the median run (ordered by performance, then LCP); FCP/LCP/TBT/CLS/KiB: per-metric medians\n");
  console.log(table(["page", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "KiB xfer", "LCP/floor"], rows));

  const issues = results.flatMap((r) =>
    (["site", "floor"] as const).flatMap((s) =>
      categories.flatMap((c) =>
        Object.entries(r[s].median.failing[c])
          .filter(() => c !== "performance" || s === "site")
          .map(([id, title]) => [`${r.path} ${s}`, c, id, title + (r.notFound && id in expectedSeoFailuresOn404 ? " [expected on 404]" : "")]),
      ),
    ),
  );
  if (issues.length) console.log("\nAudits below 100% in the median runs\n\n" + table(["page", "category", "audit", "detail"], issues));
  const lcp = results.map((r) => [r.path, r.site.median.lcpElement ?? "-"]);
  console.log("\nLCP element (site, median run)\n\n" + table(["page", "element"], lcp));

  console.log("\nBudgets\n\n" + table(["budget", "actual", "limit", "result"], checks.map((c) => [c.name, `${c.actual}${c.unit === "ms" || c.unit === "×" ? " " + c.unit : c.unit === "B" ? " B" : ""}`, `${c.limit}`, c.ok ? "ok" : "BROKEN"])));
  console.log(
    `\nperformance >= ${lhBudgets.performance}, accessibility/best-practices/SEO = 100, CLS = ${lhBudgets.cls}, TBT <= ${lhBudgets.tbtMs} ms, ` +
      `LCP <= ${lhBudgets.lcpRatio} x the floor's. On the 404 page (HTTP 404, noindex) SEO's ${Object.keys(expectedSeoFailuresOn404).join(" and ")} ` +
      `audits are expected to fail; every other SEO audit must pass.`,
  );
  const broken = checks.filter((c) => !c.ok);
  console.log(broken.length ? `\n${broken.length} budget(s) BROKEN:\n- ${broken.map((c) => `${c.name}: ${c.actual} (limit ${c.limit})`).join("\n- ")}` : "\nAll budgets held.");
}
