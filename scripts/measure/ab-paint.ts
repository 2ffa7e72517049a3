// Two builds side by side: does a change to what runs before the first paint move it? Serves two
// dist/ folders the same way (wrangler pages dev, each on its own port), then runs Lighthouse
// (mobile, devtools throttling, as `npm run audit` does) on each page, alternating A and B within each
// round, so both meet the same machine at the same moment. Prints each page's FCP and LCP medians
// per build and the median of the paired differences (B − A), with their spread.
//
//   npx tsx scripts/measure/ab-paint.ts <dist-A> <dist-B> [--rounds 6] [/path ...]
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBrowser } from "../shared/browser.ts";
import { startLocalSite } from "../shared/local-site.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "6" } },
});
const [distA, distB, ...given] = positionals;
if (!distA || !distB) throw new Error("usage: ab-paint.ts <dist-A> <dist-B> [--rounds N] [/path ...]");
const paths = given.length ? given : ["/", "/destino/ushuaia"];
const rounds = Number(values.rounds);

const sites = { A: await startLocalSite({ assets: distA }), B: await startLocalSite({ assets: distB }) };
const chrome = await chromeLauncher.launch({
  chromePath: ensureBrowser(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
type Paint = { fcp: number; lcp: number };
const runs: Record<string, { A: Paint[]; B: Paint[] }> = {};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function paintOf(url: string): Promise<Paint> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    throttlingMethod: "devtools",
    formFactor: "mobile",
    output: "json",
    logLevel: "error",
  });
  const audit = (id: string) => Math.round(result!.lhr.audits[id]!.numericValue ?? Number.NaN);
  return { fcp: audit("first-contentful-paint"), lcp: audit("largest-contentful-paint") };
}

try {
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      runs[path] ??= { A: [], B: [] };
      // Which build goes first alternates from round to round.
      for (const build of round % 2 ? (["A", "B"] as const) : (["B", "A"] as const)) {
        const paint = await paintOf(`${sites[build].url}${path}`);
        runs[path]![build].push(paint);
        console.log(`round ${round} ${build} ${path}: FCP ${paint.fcp} ms, LCP ${paint.lcp} ms`);
      }
    }
  }
  for (const [path, { A, B }] of Object.entries(runs)) {
    for (const metric of ["fcp", "lcp"] as const) {
      const diffs = A.map((a, i) => B[i]![metric] - a[metric]);
      const [a, b] = [median(A.map((p) => p[metric])), median(B.map((p) => p[metric]))];
      console.log(
        `${path} ${metric.toUpperCase()}: A ${a} ms, B ${b} ms; B − A median ${median(diffs)} ms ` +
          `(from ${Math.min(...diffs)} to ${Math.max(...diffs)}, ${diffs.length} pairs)`,
      );
    }
  }
} finally {
  await chrome.kill();
  await sites.A.stop();
  await sites.B.stop();
}
