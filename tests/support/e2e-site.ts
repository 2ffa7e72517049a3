// Playwright's global setup: a Chromium to drive, and the built site served twice, each with a fresh
// local D1 of its own, so the browser tests never touch the database `npm start` uses. The specs that
// break connections on purpose (a transfer dropped with the signal, a browser quitting mid-send) get
// the second site: should wrangler die under them, no other spec meets the restart. The spec workers
// inherit what is set on process.env here (playwright.config.ts and e2e/support/ read it).
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
  // The suite posts many leads from one address; the rate limit has its own function tests.
  // The departures spec changes them between visits: no copy kept at the edge.
  const vars = { RATE_LIMIT_MAX: "100000", DEPARTURES_EDGE_SECONDS: "0" };
  const [site, ownSite] = await Promise.all([
    startLocalSite({ port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined, vars, name: "browsers" }),
    startLocalSite({ vars, name: "browsers-breaking-connections" }),
  ]);
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_STATE = site.stateDir;
  process.env.E2E_BREAKING_URL = ownSite.url;
  process.env.E2E_BREAKING_STATE = ownSite.stateDir;
  return async () => {
    await Promise.all([site.stop(), ownSite.stop()]);
    const restarts = site.restarts() + ownSite.restarts();
    if (restarts) console.error(`The browsers' sites restarted ${restarts} time(s) during the run.`);
  };
}
