// The audit's terminal output: one table with the site and its floor side by side, then every budget.
import type { BudgetCheck } from "../byte-budgets.ts";
import { expectedSeoFailuresOn404, lhBudgets, type PageResult } from "./lh-budgets.ts";
import { categories, machineLimits } from "./samples.ts";
import { table } from "../table.ts";

const ms = (n: number) => `${Math.round(n)}`;
const ratio = (a: number, b: number) => (a / b).toFixed(2);

export function printReport(results: PageResult[], checks: BudgetCheck[], runs: number, reference: number) {
  const rows = results.map((r) => {
    const [s, f] = [r.site, r.floor];
    return [
      r.path,
      `${s.median.scores.performance}/${f.median.scores.performance}`,
      ...categories.slice(1).map((c) => s.median.scores[c]),
      ms(s.simulate.lcp), ms(f.simulate.lcp), ratio(s.simulate.lcp, f.simulate.lcp),
      ms(s.devtools.lcp), ms(f.devtools.lcp), ratio(s.devtools.lcp, f.devtools.lcp),
      ms(s.devtools.tbt), ms(f.devtools.tbt), ms(s.simulate.tbt), ms(f.simulate.tbt),
      s.simulate.cls.toFixed(3), `${(s.simulate.bytes / 1024).toFixed(1)}/${(f.simulate.bytes / 1024).toFixed(1)}`,
      Math.round(r.benchmarkIndex), `${r.trusted}/${r.rounds}`, r.busy ? "máquina ocupada" : "ok",
    ];
  });
  console.log(`\nLighthouse, mobile, site vs its static floor (same pages, no scripts): medians of the trusted rounds (${runs} asked for)`);
  console.log(`per page, or of all its rounds when the page is "máquina ocupada";`);
  console.log("each round = site and floor under simulated throttling (sim) and under devtools throttling (dev).");
  console.log("perf: site/floor of the median simulated run; a11y, bp, seo: the site's; KiB transferred: site/floor.");
  console.log(`bench: median Lighthouse benchmarkIndex of those runs (median of the whole audit: ${Math.round(reference)}); runs: trusted/done rounds.\n`);
  console.log(table(
    ["page", "perf", "a11y", "bp", "seo", "LCP sim", "floor", "×", "LCP dev", "floor", "×", "TBT dev", "floor", "TBT sim", "floor", "CLS", "KiB", "bench", "runs", "machine"],
    rows,
  ));

  const issues = results.flatMap((r) =>
    (["site", "floor"] as const).flatMap((s) =>
      categories.flatMap((c) =>
        Object.entries(r[s].median.failing[c])
          .filter(() => c !== "performance" || s === "site")
          .map(([id, title]) => [`${r.path} ${s}`, c, id, title + (r.notFound && id in expectedSeoFailuresOn404 ? " [expected on 404]" : "")]),
      ),
    ),
  );
  if (issues.length) console.log("\nAudits below 100% in the median simulated runs\n\n" + table(["page", "category", "audit", "detail"], issues));
  const lcp = results.map((r) => [r.path, (r.site.median.lcpElement ?? "-").slice(0, 110)]);
  console.log("\nLCP element (site, median simulated run)\n\n" + table(["page", "element"], lcp));

  const unit = (c: BudgetCheck) => (c.unit === "ms" || c.unit === "×" || c.unit === "B" ? ` ${c.unit}` : c.unit);
  console.log("\nBudgets\n\n" + table(["budget", "actual", "limit", "result"], checks.map((c) => [c.name, `${c.actual}${unit(c)}`, `${c.limit}`, c.ok ? "ok" : "BROKEN"])));
  const b = lhBudgets;
  console.log(
    `\nsimulated: performance >= ${b.performance}, accessibility/best-practices/SEO = 100, CLS = ${b.cls}, LCP <= ${b.simulatedLcpRatio} x the floor's; ` +
      `devtools: LCP <= ${b.devtoolsLcpRatio} x the floor's, TBT <= ${b.tbtMs} ms and at most ${b.tbtOverFloorMs} ms over the floor's ` +
      `(devtools TBT is the main thread's real work under the 4x CPU slowdown; simulated TBT is shown for reference). ` +
      `On the 404 page (HTTP 404, noindex) SEO's ${Object.keys(expectedSeoFailuresOn404).join(" and ")} audits are expected to fail; every other SEO audit must pass.\n` +
      `A run is not trusted when its benchmarkIndex is below ${machineLimits.minBenchmarkShare} x the whole audit's median or the load average ` +
      `was at least ${machineLimits.maxLoadPerCore} per core; a round with such a run is done again, and a page left with too few trusted rounds is "máquina ocupada": reported, not judged.`,
  );
  const broken = checks.filter((c) => !c.ok);
  const busy = results.filter((r) => r.busy);
  if (broken.length) console.log(`\n${broken.length} budget(s) BROKEN:\n- ${broken.map((c) => `${c.name}: ${c.actual} (limit ${c.limit})`).join("\n- ")}`);
  if (busy.length) console.log(`\nNot judged, máquina ocupada: ${busy.map((r) => r.path).join(", ")}. Run the audit again on a quieter machine.`);
  if (!broken.length && !busy.length) console.log("\nAll budgets held.");
}
