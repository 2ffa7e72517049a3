// `npm run audit`: Lighthouse CI (lighthouserc.cjs holds the pages, the runs, the throttling and the
// assertions) against the built site served as `npm start` serves it (wrangler pages dev, here with a
// fresh local D1 on a free port), in the project's Chromium, beside a blank control page served the
// same way. The control page lives only in a temporary copy of dist/: the deployed site and its
// sitemap never see it, yet it comes through the same server, headers and origin as the pages it is
// held against. Runs go in rounds (the control page, then every page once; then again), and a page
// is judged on the median of its differences from the control page in the same round
// (scripts/measure/control.ts). It prints each run with its round and benchmarkIndex (Lighthouse's
// measure of the machine's speed), then each page's paired medians.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "../shared/browser.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { distDir, root } from "../shared/paths.ts";
import { controlMedians, judge, type Lhr, pairedMedians } from "./control.ts";

interface Rc {
  controlPath: string;
  againstControl: { tbtMs: number; lcpMs: number };
  ci: { collect: { numberOfRuns: number } };
}
const rc = createRequire(import.meta.url)(join(root, "lighthouserc.cjs")) as Rc;

// The browser's floor: a heading and nothing else, in the site's own language and viewport.
const controlHtml = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página de controle</title>
</head>
<body><h1>Olá</h1></body>
</html>
`;

const lhci = fileURLToPath(import.meta.resolve("@lhci/cli/src/cli.js"));
const chromePath = ensureBrowser();
const served = mkdtempSync(join(tmpdir(), "expedicao-audit-"));
cpSync(distDir, served, { recursive: true });
writeFileSync(join(served, `${rc.controlPath.slice(1)}.html`), controlHtml);

const site = await startLocalSite({ assets: served });
const env = { ...process.env, SITE_URL: site.url, CHROME_PATH: chromePath };
const run = (args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [lhci, ...args], { cwd: root, stdio: "inherit", env });
    child.once("exit", (code) => resolve(code ?? 1));
  });
let status = 1;
const started = Date.now();
const saved = join(root, ".lighthouseci");
const savedRuns = () => (existsSync(saved) ? readdirSync(saved).filter((f) => /^lhr-.*\.json$/.test(f)) : []);
// The files each round added: lhci names its runs by time, not by round.
const rounds: Lhr[][] = [];
try {
  // `npm run audit -- --rounds 2`: fewer rounds, to see the runner work end to end; its figures are
  // rougher than the audit's.
  const asked = process.argv.indexOf("--rounds");
  const count = asked > 0 ? Number(process.argv[asked + 1]) : rc.ci.collect.numberOfRuns;
  if (!(count >= 1)) throw new Error("--rounds takes a number of rounds, 1 or more");
  for (let round = 1; round <= count; round++) {
    console.log(`\nRound ${round} of ${count}`);
    const before = new Set(round > 1 ? savedRuns() : []);
    status = await run(["collect", "--numberOfRuns=1", ...(round > 1 ? ["--additive"] : [])]);
    if (status !== 0) break;
    rounds.push(
      savedRuns()
        .filter((f) => !before.has(f))
        .map((f) => JSON.parse(readFileSync(join(saved, f), "utf8")) as Lhr)
        .sort((a, b) => a.fetchTime.localeCompare(b.fetchTime)),
    );
  }
  if (status === 0) {
    const asserted = await run(["assert"]);
    await run(["upload"]);
    status = asserted;
  }
} finally {
  await site.stop();
  rmSync(served, { recursive: true, force: true });
}

if (!rounds.length) {
  console.log("\nNo round was completed: lhci's own words above say why.");
  process.exit(status || 1);
}
console.log("\nEach run, in the order taken:");
rounds.forEach((round, i) => {
  for (const lhr of round) {
    const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(
      `round ${i + 1} ${new URL(lhr.requestedUrl).pathname.padEnd(22)} ` +
        `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ` +
        `performance ${lhr.categories.performance.score}, LCP ${value("largest-contentful-paint")} ms, ` +
        `TBT ${value("total-blocking-time")} ms, ` +
        `CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue}, ${value("total-byte-weight")} B`,
    );
  }
});

const control = controlMedians(rounds, rc.controlPath);
const rows = judge(pairedMedians(rounds, rc.controlPath), rc.againstControl);
console.log(
  `\nThe control page ${rc.controlPath}, medians: performance ${control.performance}, ` +
    `TBT ${control.tbt} ms, LCP ${control.lcp} ms.`,
);
console.log("Each page, median over the rounds of (page − control page in the same round):");
for (const row of rows) {
  const fails = row.failures.length ? `  FAILS: ${row.failures.join("; ")}` : "";
  console.log(
    `${row.path.padEnd(22)} Δperformance ${row.performance}, ΔTBT ${row.tbt} ms, ΔLCP ${row.lcp} ms ` +
      `(rounds ${row.lcpRange.min} to ${row.lcpRange.max}), ${row.rounds} rounds${fails}`,
  );
}
const indexes = rounds.flat().map((r) => Math.round(r.environment.benchmarkIndex));
console.log(
  `\nbenchmarkIndex over the audit: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
    `(the budgets were set at 1,200–2,700; below that the machine is busy and the control page says how much). ` +
    `${indexes.length} runs in ${Math.round((Date.now() - started) / 60_000)} min.`,
);
if (rows.some((row) => row.failures.length)) {
  console.log("Against the control page: FAILED (above).");
  status = status || 1;
} else {
  console.log("Against the control page: every page within its margins.");
}
process.exit(status);
