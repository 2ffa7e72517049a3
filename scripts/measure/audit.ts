// `npm run audit [-- --runs N] [-- --no-build]`: builds, serves dist with `wrangler pages dev`
// (the real site, functions included) next to the static floor (the same pages with every script
// removed), runs Lighthouse (mobile) N times per page on both, prints the medians and the budgets,
// writes reports/audit-<time>.json, and exits 1 when a budget is broken.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { auditedPages, checkByteBudgets } from "./byte-budgets.ts";
import { distDir, root } from "../shared/paths.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { makeFloor } from "./audit/floor.ts";
import { lighthouseChecks, lhBudgets, type PageResult } from "./audit/lh-budgets.ts";
import { lighthouseRun, median, medianRun, type RunSummary } from "./audit/lighthouse-run.ts";
import { printReport } from "./audit/print.ts";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log("npm run audit [-- --runs N] [-- --no-build]: Lighthouse (mobile) N times (default 5) per page on the site\n" +
    "and on its static floor, medians against the budgets; --no-build reuses dist/. Reports in reports/.");
  process.exit(0);
}
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number of runs, e.g. --runs 5");
if (!args.includes("--no-build")) {
  const b = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): run that one again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= attempts || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(e))) throw e;
      console.error(`retrying after: ${(e as Error).message.split("\n")[0]}`);
    }
  }
}

const startedAt = new Date();
const byteChecks = checkByteBudgets();
const floorDir = makeFloor(distDir);
const servers: { name: "site" | "floor"; url: string; stop: () => Promise<void> }[] = [];
const statuses: Record<string, Record<string, number>> = {};
const all: Record<string, { site: RunSummary[]; floor: RunSummary[] }> = {};
let failure: unknown = null;

try {
  servers.push({ name: "site", ...(await startLocalSite()) });
  servers.push({ name: "floor", ...(await startLocalSite({ staticDir: floorDir.site })) });
  for (const p of auditedPages) {
    statuses[p.path] = {};
    for (const s of servers) statuses[p.path][s.name] = (await fetch(s.url + p.path)).status;
  }
  const total = auditedPages.length * runs * 2;
  let n = 0;
  for (const p of auditedPages) {
    all[p.path] = { site: [], floor: [] };
    // Site and floor alternate, so a busy moment of the machine hits both alike.
    for (let i = 0; i < runs; i++) {
      for (const s of servers) {
        const t = Date.now();
        const r = await withRetries(() => lighthouseRun(s.url + p.path, p.file === "404.html"));
        all[p.path][s.name].push(r);
        console.error(`[${++n}/${total}] ${s.name} ${p.path}: perf ${r.scores.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms (${Math.round((Date.now() - t) / 1000)} s)`);
      }
    }
  }
} catch (e) {
  failure = e;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(floorDir.root, { recursive: true, force: true });
}
if (failure) {
  console.error(failure);
  process.exit(2);
}

const summarize = (rs: RunSummary[]) => ({
  median: medianRun(rs),
  fcp: median(rs.map((r) => r.fcp)),
  lcp: median(rs.map((r) => r.lcp)),
  tbt: median(rs.map((r) => r.tbt)),
  cls: median(rs.map((r) => r.cls)),
  bytes: median(rs.map((r) => r.bytes)),
});
const results: PageResult[] = auditedPages.map((p) => ({
  path: p.path,
  notFound: p.file === "404.html",
  site: summarize(all[p.path].site),
  floor: summarize(all[p.path].floor),
}));
const statusChecks = auditedPages.flatMap((p) =>
  servers.map((s) => {
    const expected = p.file === "404.html" ? 404 : 200;
    const actual = statuses[p.path][s.name];
    return { name: `${p.path}: HTTP status from ${s.name}`, actual, limit: expected, ok: actual === expected, unit: "" };
  }),
);
const checks = [...statusChecks, ...results.flatMap(lighthouseChecks), ...byteChecks];
printReport(results, checks, runs);

const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
const reports = join(root, "reports");
mkdirSync(join(reports, "lhr"), { recursive: true });
const strip = ({ lhr: _lhr, ...rest }: RunSummary) => rest;
const report = {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  runsPerPage: runs,
  loadAverage: loadavg(),
  budgets: lhBudgets,
  ok: checks.every((c) => c.ok),
  broken: checks.filter((c) => !c.ok),
  checks,
  pages: results.map((r) => ({
    path: r.path,
    site: { ...r.site, median: strip(r.site.median), runs: all[r.path].site.map(strip) },
    floor: { ...r.floor, median: strip(r.floor.median), runs: all[r.path].floor.map(strip) },
    lcpRatio: r.site.lcp / r.floor.lcp,
  })),
};
for (const r of results) {
  const slug = r.path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  for (const s of ["site", "floor"] as const) writeFileSync(join(reports, "lhr", `${slug}-${s}.json`), JSON.stringify(r[s].median.lhr));
}
const json = JSON.stringify(report, null, 2);
writeFileSync(join(reports, `audit-${stamp}.json`), json);
writeFileSync(join(reports, "audit-latest.json"), json);
console.log(`\nreport: reports/audit-${stamp}.json (and audit-latest.json; median Lighthouse reports in reports/lhr/)`);
process.exit(report.ok ? 0 : 1);
