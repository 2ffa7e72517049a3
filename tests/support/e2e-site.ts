// Playwright's global setup: a Chromium to drive, and the built site served with a fresh local D1
// of its own, so the browser tests never touch the database `npm start` uses. The spec workers
// inherit what is set on process.env here (playwright.config.ts and support/d1.ts read it).
import { startLocalSite } from "../../scripts/shared/local-site.ts";
import { requireBrowser } from "../../scripts/shared/browser.ts";

export default async function setup() {
  try {
    process.env.CHROME_PATH = requireBrowser();
  } catch (e) {
    // One line that says what to run, not a stack trace.
    console.error((e as Error).message);
    process.exit(1);
  }
  const site = await startLocalSite({
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined,
    // The suite posts many leads from one address; the rate limit has its own function tests.
    // The departures spec changes them between visits: no copy kept at the edge.
    vars: { RATE_LIMIT_MAX: "100000", DEPARTURES_EDGE_SECONDS: "0" },
  });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_STATE = site.stateDir;
  return site.stop;
}
