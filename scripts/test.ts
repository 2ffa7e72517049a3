// `npm test`: build, every vitest layer, then the browsers; at the end the ten slowest tests of each
// runner and how often a local site's wrangler died, so the next person sees where the time goes.
// `npm run test:node` runs only the layers that depend on Node's version (CI's second Node):
// the browser layers drive Chromium, Firefox and WebKit, whose behaviour Node does not change, and the
// one Node program they stand on, `wrangler pages dev`, is proven under each Node by the cli layer.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./shared/paths.ts";
import { nodeLayers, reportDir, restartLog, summary } from "./shared/test-report.ts";

const nodeOnly = process.argv.includes("--node");
const started = Date.now();
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
// Every local site started from here on writes its wrangler's deaths there (scripts/shared/local-site.ts).
process.env.LOCAL_SITE_RESTARTS = restartLog;

const run = (cmd: string, args: string[]) => {
  const t = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  console.log(`\n${[cmd, ...args].join(" ")}: ${Math.round((Date.now() - t) / 1000)} s`);
  return status === 0;
};
const npx = (...args: string[]) => run("npx", ["--no-install", ...args]);

const results: boolean[] = [];
results.push(run("npm", ["run", "build"]));
if (results[0]) {
  const projects = nodeOnly ? nodeLayers.flatMap((p) => ["--project", p]) : [];
  results.push(
    npx(
      "vitest",
      "run",
      ...projects,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${join(reportDir, "vitest.json")}`,
    ),
  );
  if (!nodeOnly) results.push(npx("playwright", "test"));
}
const sitesOk = summary(Math.round((Date.now() - started) / 1000));
process.exit(results.every(Boolean) && sitesOk ? 0 : 1);
