// One Lighthouse run (mobile, Lighthouse's default config) in a fresh headless Chromium, reduced to
// the figures the audit reports. Simulated throttling (the default) gives the four category scores;
// devtools throttling really slows the network and the CPU, so its LCP and TBT are observed.
import { availableParallelism, loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBrowser } from "../../shared/browser.ts";
import { categories, type RunSummary, type Throttling } from "./samples.ts";

let chromePath: string | undefined;
const chromeFlags = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--no-first-run",
];

/** @param ignoreStatusCode audit a page that answers an error status (the 404 page) instead of refusing it. */
export async function lighthouseRun(url: string, throttling: Throttling, ignoreStatusCode = false): Promise<RunSummary> {
  chromePath ??= ensureBrowser();
  const loadPerCore = loadavg()[0] / availableParallelism();
  const chrome = await launch({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    // The category scores do not depend on throttling: the devtools pass measures performance only.
    const onlyCategories = throttling === "simulate" ? [...categories] : ["performance"];
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories, ignoreStatusCode, throttlingMethod: throttling });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = {} as RunSummary["failing"];
    const scores = {} as RunSummary["scores"];
    for (const c of categories) {
      const cat = lhr.categories[c];
      scores[c] = cat ? Math.round((cat.score ?? 0) * 100) : NaN;
      failing[c] = {};
      for (const ref of cat?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing[c][ref.id] = `${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`;
      }
    }
    // Lighthouse 13 names the LCP element in its LCP breakdown insight.
    const lcpNode = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: { type: string; snippet?: string; nodeLabel?: string }[] } | undefined)
      ?.items?.find((i) => i.type === "node");
    return {
      throttling,
      scores,
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      bytes: num("total-byte-weight"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadPerCore,
      lcpElement: lcpNode ? `${lcpNode.snippet ?? ""} ${lcpNode.nodeLabel ?? ""}`.trim() : null,
      failing,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}
