// Lighthouse CI for `npm run audit`: scripts/measure/lighthouse.ts serves the built site on a free
// port and passes its address in SITE_URL. Mobile with Lighthouse's default (simulated) throttling:
// a slow machine stands in for a cheap phone. Every figure is the median of the runs of a page.
const site = process.env.SITE_URL ?? "http://127.0.0.1:8788";

// The audited pages and the bytes each may transfer while it loads (Lighthouse's total byte
// weight: HTML, CSS, fonts, scripts and images as served; the app's JavaScript, loaded at the first
// interaction, is not in it). About 15 % above what each weighed when the budget was last set
// (2026-11-24, after the road book's stage table, rules and FAQ and the notice's new sections:
// 41.7, 32.9, 41.1, 30.1 and 29.3 KB).
const pages = {
  "/": 48_000,
  "/destino/ushuaia": 38_000,
  "/antes-de-partir": 47_000,
  "/privacidade": 35_000,
  "/perguntas-frequentes": 34_000,
};

const everyPage = {
  "categories:performance": ["error", { minScore: 0.98 }],
  "categories:accessibility": ["error", { minScore: 1 }],
  "categories:best-practices": ["error", { minScore: 1 }],
  "categories:seo": ["error", { minScore: 1 }],
  "largest-contentful-paint": ["error", { maxNumericValue: 1300 }],
  "total-blocking-time": ["error", { maxNumericValue: 50 }],
  "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
};

module.exports = {
  ci: {
    collect: {
      url: Object.keys(pages).map((path) => site + path),
      // Five, not three: on 127.0.0.1 the simulated LCP of a page is bimodal.
      numberOfRuns: 5,
      settings: {
        // Root on a closed network: no sandbox, no background traffic (lhci adds --headless=new).
        chromeFlags: "--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
      },
    },
    assert: {
      assertMatrix: Object.entries(pages).map(([path, bytes]) => ({
        matchingUrlPattern: `^https?://[^/]+${path}$`,
        aggregationMethod: "median",
        assertions: { ...everyPage, "total-byte-weight": ["error", { maxNumericValue: bytes }] },
      })),
    },
    // No server and no network: the reports stay on this machine, in the git-ignored reports/.
    upload: { target: "filesystem", outputDir: "reports/lighthouse" },
  },
};
