import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./scripts/shared/browser.ts";

// The browser tests drive Chromium against the built dist/ served by `wrangler pages dev`. The
// global setup finds the browser (`npm run provision` installs it) and starts the site, on E2E_PORT or a free port.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-site.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
