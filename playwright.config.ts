import { defineConfig, devices } from "@playwright/test";

// Browser tests run in the system Chromium (Debian's /usr/bin/chromium; Playwright never downloads
// one here) against `wrangler pages dev` serving the built dist/ with its own local D1 state,
// so the tests never touch the database `npm start` uses.
const port = Number(process.env.E2E_PORT ?? 8790);
// Set here so the spec workers, which inherit the environment, read the same database.
process.env.E2E_STATE ??= ".wrangler/e2e-state";

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "tsx scripts/serve.ts",
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      PERSIST_TO: process.env.E2E_STATE,
      INSPECTOR_PORT: String(port + 1000),
      // The suite posts many leads from one address; the rate limit has its own function tests.
      WRANGLER_ARGS: "--binding RATE_LIMIT_MAX=100000",
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
