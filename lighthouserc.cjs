// Lighthouse CI for `npm run audit`: scripts/measure/lighthouse.ts serves the built site on a free
// port, beside a blank control page, and passes its address in SITE_URL. Mobile, with the CPU really
// slowed 4x and the network really throttled (devtools throttling): under Lighthouse's default
// simulation the browser's own start-up tasks land in the blocking window, and a blank page gets
// TBT 150-400 ms here, so no page could be told from the floor (docs/measuring.md). The absolute
// assertions below are on the median of a page's runs; the margins against the control page are
// on the median of its differences from the control page, round by round.
const site = process.env.SITE_URL ?? "http://127.0.0.1:8788";

// The blank page every site page is held against: served in the audit's run only, from a copy of
// dist/ (never deployed, never in the sitemap). Its HTML is written by scripts/measure/lighthouse.ts.
const controlPath = "/controle-em-branco";

// The audited pages and the bytes each may transfer while it loads (Lighthouse's total byte
// weight: HTML, CSS, fonts, scripts and images as served; the app's JavaScript, loaded at the first
// interaction, is not in it). About 15 % above what each weighed when the budget was last set
// (2026-11-24, after the road book's stage table, rules and FAQ and the notice's new sections:
// 41.7, 32.9, 41.1, 30.1 and 29.3 KB); the same under devtools throttling (2026-11-25).
const pages = {
  "/": 48_000,
  "/destino/ushuaia": 38_000,
  "/antes-de-partir": 47_000,
  "/privacidade": 35_000,
  "/perguntas-frequentes": 34_000,
  // The road page, added 2026-11-25: its HTML is two thirds of the FAQ's (6.0 against 8.8 KB gzip),
  // the rest the same stylesheet and first script; the FAQ's budget less that difference.
  "/na-estrada": 31_000,
  // The cost page, added 2026-11-27 and not yet audited: its HTML is 10.2 KB gzip against the FAQ's
  // 8.8, the rest the same stylesheet and first script; the FAQ's budget plus that difference.
  "/quanto-custa": 36_000,
};

// What the site may add to the browser's own cost on a cheap phone: the median, over the rounds, of
// a page's figure less the control page's in the same round (checked by scripts/measure/control.ts,
// since lhci's assertions know no other page). Its performance must not fall below the control page's.
const againstControl = {
  /** ΔTBT at most this many ms. */
  tbtMs: 50,
  /** ΔLCP at most this many ms. */
  lcpMs: 200,
};

const everyPage = {
  "categories:accessibility": ["error", { minScore: 1 }],
  "categories:best-practices": ["error", { minScore: 1 }],
  "categories:seo": ["error", { minScore: 1 }],
  // An absolute ceiling beside the relative one: the control page paints at 1.1-1.2 s here.
  "largest-contentful-paint": ["error", { maxNumericValue: 1500 }],
  "cumulative-layout-shift": ["error", { maxNumericValue: 0 }],
};

module.exports = {
  controlPath,
  againstControl,
  ci: {
    collect: {
      url: [controlPath, ...Object.keys(pages)].map((path) => site + path),
      // Rounds, each the control page and then every page once (the runner calls lhci once a
      // round). A run takes about 24 s on a quiet two-core machine, so eight pages a round and six
      // rounds are some 19 minutes: the most that keeps the audit, build included, near 20.
      numberOfRuns: 6,
      settings: {
        throttlingMethod: "devtools",
        // Root on a closed network: no sandbox, no background traffic (lhci adds --headless=new).
        chromeFlags:
          "--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
      },
    },
    assert: {
      assertMatrix: [
        // The method holds only while the control page costs nothing (TBT "0 ms" as Lighthouse
        // shows it, to the nearest 10 ms): otherwise the machine, not the site, is being measured.
        {
          matchingUrlPattern: `^https?://[^/]+${controlPath}$`,
          aggregationMethod: "median",
          assertions: {
            "categories:performance": ["error", { minScore: 1 }],
            "total-blocking-time": ["error", { maxNumericValue: 9 }],
          },
        },
        ...Object.entries(pages).map(([path, bytes]) => ({
          matchingUrlPattern: `^https?://[^/]+${path}$`,
          aggregationMethod: "median",
          assertions: { ...everyPage, "total-byte-weight": ["error", { maxNumericValue: bytes }] },
        })),
      ],
    },
    // No server and no network: the reports stay on this machine, in the git-ignored reports/.
    upload: { target: "filesystem", outputDir: "reports/lighthouse" },
  },
};
