// One Lighthouse run (mobile, Lighthouse's default config with simulated throttling) in a fresh
// headless Chromium, reduced to the figures the audit reports.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBrowser } from "../../shared/browser.ts";

let chromePath: string | undefined;
const chromeFlags = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--no-first-run",
];
export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

export interface RunSummary {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred (Lighthouse's total-byte-weight). */
  bytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run (lower = busier machine). */
  benchmarkIndex: number;
  lcpElement: string | null;
  /** Audits of a category scoring below 1 that count towards its score: id → title. */
  failing: Record<Category, Record<string, string>>;
  lhr: unknown;
}

/** @param ignoreStatusCode audit a page that answers an error status (the 404 page) instead of refusing it. */
export async function lighthouseRun(url: string, ignoreStatusCode = false): Promise<RunSummary> {
  chromePath ??= ensureBrowser();
  const chrome = await launch({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories], ignoreStatusCode });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = {} as RunSummary["failing"];
    const scores = {} as RunSummary["scores"];
    for (const c of categories) {
      const cat = lhr.categories[c];
      scores[c] = Math.round((cat?.score ?? 0) * 100);
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
      scores,
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      bytes: num("total-byte-weight"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpNode ? `${lcpNode.snippet ?? ""} ${lcpNode.nodeLabel ?? ""}`.trim() : null,
      failing,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** The median run: runs sorted by performance score, then by LCP (worse last), middle one. */
export function medianRun(runs: RunSummary[]): RunSummary {
  const sorted = [...runs].sort((a, b) => b.scores.performance - a.scores.performance || a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
