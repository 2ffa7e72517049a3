import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./scripts/shared/browser.ts";
import { playwrightReport } from "./scripts/shared/test-report.ts";

// The browser tests drive Chromium against the built dist/ served by `wrangler pages dev`. The
// global setup finds the browser (`npm run provision` installs it) and starts the sites, the shared
// one on E2E_PORT or a free port.
/** The specs that break connections on purpose: they get a site of their own (tests/support/e2e-site.ts). */
const breakingConnections = ["first-paint-lead.spec.ts", "first-visit-lead.spec.ts", "outbox-mid-send.spec.ts"];
const chrome = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-site.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The JSON report is what `npm test` reads for its ten slowest tests (scripts/test.ts).
  reporter: [[process.env.CI ? "line" : "list"], ["json", { outputFile: playwrightReport }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "chromium", use: chrome, testIgnore: breakingConnections },
    {
      name: "breaking-connections",
      use: { ...chrome, baseURL: process.env.E2E_BREAKING_URL },
      testMatch: breakingConnections,
    },
  ],
});
