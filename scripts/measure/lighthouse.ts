// `npm run audit`: Lighthouse CI (lighthouserc.cjs holds the pages, the runs and the assertions)
// against the built site served as `npm start` serves it (wrangler pages dev, here with a fresh
// local D1 on a free port), in the project's Chromium. Then each run's benchmarkIndex, Lighthouse's
// measure of the machine's speed: a verdict reads only beside it. Exits as lhci does.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "../shared/browser.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { root } from "../shared/paths.ts";

const lhci = fileURLToPath(import.meta.resolve("@lhci/cli/src/cli.js"));
const chromePath = ensureBrowser();
const site = await startLocalSite();
let status = 1;
try {
  const env = { ...process.env, SITE_URL: site.url, CHROME_PATH: chromePath };
  const child = spawn(process.execPath, [lhci, "autorun"], { cwd: root, stdio: "inherit", env });
  status = await new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
} finally {
  await site.stop();
}

interface Lhr {
  requestedUrl: string;
  fetchTime: string;
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}
const saved = join(root, ".lighthouseci");
const runs = readdirSync(saved)
  .filter((f) => /^lhr-.*\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(join(saved, f), "utf8")) as Lhr)
  .sort((a, b) => a.requestedUrl.localeCompare(b.requestedUrl) || a.fetchTime.localeCompare(b.fetchTime));
console.log("\nEach run (the assertions above judge each page's medians):");
for (const lhr of runs) {
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(`${new URL(lhr.requestedUrl).pathname.padEnd(18)} benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ` +
    `performance ${lhr.categories.performance.score}, LCP ${value("largest-contentful-paint")} ms, TBT ${value("total-blocking-time")} ms, ` +
    `CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue}, ${value("total-byte-weight")} B`);
}
process.exit(status);
