// What `npm test` (scripts/test.ts) says at its end: the ten slowest tests of vitest and of Playwright,
// read from their JSON reports, and every death of a local site's wrangler during the run.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.ts";

/** The vitest layers whose outcome can change with Node's version: CI runs them under a second Node. */
export const nodeLayers = ["unit", "build", "cli", "functions"];

export const reportDir = join(root, "reports", "test");
/** One line per wrangler death: the site's name, its URL, how it ended (written by local-site.ts). */
export const restartLog = join(reportDir, "site-restarts.log");
/** Playwright's JSON report (playwright.config.ts writes it). */
export const playwrightReport = join(reportDir, "playwright.json");

interface Timed {
  ms: number;
  name: string;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

function vitestTimes(): Timed[] {
  const file = join(reportDir, "vitest.json");
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  return report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({ ms: t.duration ?? 0, name: `${f.name.replace(root, "")} › ${t.fullName}` })),
  );
}

interface PwSuite {
  file?: string;
  suites?: PwSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
}

function playwrightTimes(): Timed[] {
  if (!existsSync(playwrightReport)) return [];
  const walk = (s: PwSuite): Timed[] => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({
        // A retried test took the time of all its runs.
        ms: t.results.reduce((sum, r) => sum + r.duration, 0),
        name: `${spec.file} › ${spec.title}${t.projectName === "chromium" ? "" : ` [${t.projectName}]`}`,
      })),
    ),
    ...(s.suites ?? []).flatMap(walk),
  ];
  return (JSON.parse(readFileSync(playwrightReport, "utf8")) as { suites: PwSuite[] }).suites.flatMap(walk);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

function slowest(runner: string, times: Timed[]) {
  if (!times.length) return;
  const total = times.reduce((s, t) => s + t.ms, 0);
  console.log(`\nThe ten slowest of ${times.length} ${runner} tests (${seconds(total).trim()} in all, summed):`);
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${seconds(t.ms)}  ${t.name}`);
}

/** Prints the slowest tests and the sites' restarts; false when the browsers' shared site died, since
 * every spec after the death met a restarted site (a spec that breaks connections has a site of its own). */
export function summary(wallSeconds: number): boolean {
  slowest("vitest", vitestTimes());
  slowest("Playwright", playwrightTimes());
  const deaths = existsSync(restartLog) ? readFileSync(restartLog, "utf8").trim().split("\n").filter(Boolean) : [];
  console.log(`\nLocal sites' wrangler restarts: ${deaths.length}`);
  for (const d of deaths) console.log(`  ${d}`);
  const sharedDied = deaths.some((d) => d.startsWith("browsers\t"));
  if (sharedDied)
    console.log("The browsers' shared site died during the run: the specs after it met a restarted site.");
  console.log(`\nnpm test took ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s`);
  return !sharedDied;
}
