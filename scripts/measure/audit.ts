// `npm run audit [-- --runs N] [-- --no-build] [-- --pages /,/privacidade]`: builds, serves dist with
// `wrangler pages dev` (the real site, functions included) next to the static floor (the same pages
// with every script removed), runs Lighthouse (mobile) on both under simulated and under devtools
// throttling, N trusted rounds per page (busy-machine rounds are run again), prints the medians side
// by side with the budgets, writes reports/audit-<time>.json. Exit: 0 every budget held, 1 a budget
// broken, 2 the audit could not run, 3 none broken but a page was measured on a busy machine.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { auditedPages, checkByteBudgets } from "./byte-budgets.ts";
import { distDir, root } from "../shared/paths.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { makeFloor } from "./audit/floor.ts";
import { lighthouseChecks, lhBudgets, type PageResult } from "./audit/lh-budgets.ts";
import { lighthouseRun } from "./audit/lighthouse-run.ts";
import { printReport } from "./audit/print.ts";
import { busy, machineLimits, needsAnotherRound, pageSamples, referenceBenchmark, trustedRounds, type Round, type RunSummary, type Throttling } from "./audit/samples.ts";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log("npm run audit [-- --runs N] [-- --no-build] [-- --pages /,/destino/ushuaia]: Lighthouse (mobile), simulated and devtools\n" +
    "throttling, N rounds (default 7) per page on the site and on its static floor, medians against the budgets;\n" +
    "--no-build reuses dist/, --pages audits only the paths named. Reports in reports/.");
  process.exit(0);
}
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option("--runs") ?? 7);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number of runs, e.g. --runs 7");
const wanted = option("--pages")?.split(",").filter(Boolean);
const unknown = wanted?.filter((w) => !auditedPages.some((p) => p.path === w)) ?? [];
if (unknown.length) throw new Error(`--pages: ${unknown.join(", ")} not audited; the pages are ${auditedPages.map((p) => p.path).join(", ")}`);
const pages = auditedPages.filter((p) => !wanted || wanted.includes(p.path));
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

const loadPerCore = () => loadavg()[0] / availableParallelism();
/** Before a round, waits up to half a minute for the load average to fall under the busy limit. */
async function quieterMachine() {
  const until = Date.now() + 30_000;
  if (loadPerCore() >= machineLimits.maxLoadPerCore) console.error(`load ${loadPerCore().toFixed(2)}/core: waiting up to 30 s for a quieter machine`);
  while (loadPerCore() >= machineLimits.maxLoadPerCore && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
}

const startedAt = new Date();
const byteChecks = checkByteBudgets();
const floorDir = makeFloor(distDir);
const servers: { name: "site" | "floor"; url: string; stop: () => Promise<void> }[] = [];
const statuses: Record<string, Record<string, number>> = {};
const rounds: Record<string, Round[]> = {};
const reference = () => referenceBenchmark(Object.values(rounds).flat());
let failure: unknown = null;

try {
  servers.push({ name: "site", ...(await startLocalSite()) });
  servers.push({ name: "floor", ...(await startLocalSite({ staticDir: floorDir.site })) });
  for (const p of pages) {
    statuses[p.path] = {};
    for (const s of servers) statuses[p.path][s.name] = (await fetch(s.url + p.path)).status;
  }
  let n = 0;
  for (const p of pages) {
    const done: Round[] = (rounds[p.path] = []);
    while (needsAnotherRound(done, reference(), runs)) {
      await quieterMachine();
      const round = { site: {}, floor: {} } as Round;
      // Site and floor alternate, so a busy moment of the machine hits both alike.
      for (const throttling of ["simulate", "devtools"] as Throttling[]) {
        for (const s of servers) {
          const t = Date.now();
          const r = await withRetries(() => lighthouseRun(s.url + p.path, throttling, p.file === "404.html"));
          round[s.name][throttling] = r;
          console.error(`[${++n}] ${p.path} ${s.name} ${throttling}: LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, ` +
            `benchmarkIndex ${Math.round(r.benchmarkIndex)}, load ${r.loadPerCore.toFixed(2)}/core (${Math.round((Date.now() - t) / 1000)} s)`);
        }
      }
      done.push(round);
      if (!trustedRounds([round], reference()).length) console.error(`${p.path}: machine busy in this round, it does not count`);
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

const referenceIndex = reference();
const results: PageResult[] = pages.map((p) => ({ path: p.path, notFound: p.file === "404.html", ...pageSamples(rounds[p.path], referenceIndex, runs) }));
const statusChecks = pages.flatMap((p) =>
  servers.map((s) => {
    const expected = p.file === "404.html" ? 404 : 200;
    const actual = statuses[p.path][s.name];
    return { name: `${p.path}: HTTP status from ${s.name}`, actual, limit: expected, ok: actual === expected, unit: "" };
  }),
);
const checks = [...statusChecks, ...results.flatMap((r) => lighthouseChecks(r)), ...byteChecks];
printReport(results, checks, runs, referenceIndex);

const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
const reports = join(root, "reports");
mkdirSync(join(reports, "lhr"), { recursive: true });
const strip = ({ lhr: _lhr, ...rest }: RunSummary) => ({ ...rest, busy: busy(rest, referenceIndex) });
const stripRound = (r: Round) => ({
  site: { simulate: strip(r.site.simulate), devtools: strip(r.site.devtools) },
  floor: { simulate: strip(r.floor.simulate), devtools: strip(r.floor.devtools) },
});
const broken = checks.filter((c) => !c.ok);
const report = {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  runsPerPage: runs,
  loadAverage: loadavg(),
  cores: availableParallelism(),
  medianBenchmarkIndex: referenceIndex,
  budgets: lhBudgets,
  machineLimits,
  ok: broken.length === 0 && results.every((r) => !r.busy),
  broken,
  busyPages: results.filter((r) => r.busy).map((r) => r.path),
  checks,
  pages: results.map((r) => ({
    path: r.path,
    busy: r.busy,
    benchmarkIndex: r.benchmarkIndex,
    site: { ...r.site, median: strip(r.site.median) },
    floor: { ...r.floor, median: strip(r.floor.median) },
    rounds: rounds[r.path].map(stripRound),
  })),
};
for (const r of results) {
  const slug = r.path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  for (const s of ["site", "floor"] as const) writeFileSync(join(reports, "lhr", `${slug}-${s}.json`), JSON.stringify(r[s].median.lhr));
}
const json = JSON.stringify(report, null, 2);
writeFileSync(join(reports, `audit-${stamp}.json`), json);
writeFileSync(join(reports, "audit-latest.json"), json);
console.log(`\nreport: reports/audit-${stamp}.json (and audit-latest.json; median simulated Lighthouse reports in reports/lhr/)`);
process.exit(broken.length ? 1 : report.busyPages.length ? 3 : 0);
