// The tests that read the same in every engine: a kept lead's, the first tap's and the first visit's.
// Each engine's file registers them under its own name, with its driver, its site (started in its
// beforeAll, so read when a test runs) and the way it starts a new browser, for a first visit.
import { expect, test } from "vitest";
import {
  type Driver,
  firstPaintLeadWithNoWorker,
  firstTapOnCard,
  firstVisitLeadAsSignalDrops,
  nextVisit,
  nextVisitAfterATryCutMidSend,
  nextVisitWhileDatabaseBusy,
  type Site,
  visitThenLoseSignal,
} from "./offline-visit.ts";

export function keptLeadTests(engine: string, driver: Driver, site: () => Site) {
  test(`in ${engine}, after one visit pages open with no connection, and a lead typed with no connection is stored ` +
    "once at the next visit, read with no touch", async () => {
    const offline = await visitThenLoseSignal(driver, site());
    expect(offline.read).toEqual(offline.headings);
    expect(offline.rowsWhileCut).toBe(0);
    expect(await nextVisit(driver, site(), offline.email)).toBe(1);
  }, 300_000);

  test(`in ${engine}, a kept lead whose try is cut off mid-send is stored once at the next visit, read with no ` +
    "touch", async () => {
    const offline = await visitThenLoseSignal(driver, site());
    expect(await nextVisitAfterATryCutMidSend(driver, site(), offline.email)).toBe(1);
  }, 300_000);

  test(`in ${engine}, a lead kept with no connection is still stored at the next visit with no touch when the ` +
    "database is busy at the worker's first try", async () => {
    const offline = await visitThenLoseSignal(driver, site());
    const busy = await nextVisitWhileDatabaseBusy(driver, site(), offline.email);
    expect(busy.firstTry).toBe(503);
    expect(busy.rows).toBe(1);
  }, 300_000);
}

/** Registered after the engine's own tests, whose visits the first tap follows as it always has. */
export function firstVisitTests(engine: string, driver: Driver, site: () => Site, startBrowser: () => Promise<void>) {
  test(`in ${engine}, the first tap on a card before the app has loaded, on a phone-sized window, opens the ` +
    "destination with no page load", async () => {
    const tap = await firstTapOnCard(driver, site());
    expect(tap.hydratedBeforeTap).toBe(false);
    expect(tap.sameDocument).toBe(true);
    expect(tap.width).toBeLessThan(480);
  }, 120_000);

  // A first visit's lead, kept while the signal is cut and stored once at the next visit: sent through
  // the app's form as the signal drops, and as a plain form before the app or the worker is there.
  const firstVisitLeads = [
    ["a first visit's lead sent as the signal drops is kept", firstVisitLeadAsSignalDrops],
    [
      "a lead sent as a plain form with neither the app nor the worker there is kept by the page's first script",
      firstPaintLeadWithNoWorker,
    ],
    [
      "a lead kept by the page's first script in a browser with no service worker, on this visit or the next, " +
        "is sent by the page itself",
      (d: Driver, s: Site) => firstPaintLeadWithNoWorker(d, s, { workerLater: false }),
    ],
  ] as const;
  for (const [what, send] of firstVisitLeads) {
    test(`in ${engine}, ${what}, and stored once at the next visit with no touch`, async () => {
      await startBrowser();
      const lead = await send(driver, site());
      expect(lead.rowsWhileCut).toBe(0);
      expect(lead.rowsAfter).toBe(1);
    }, 300_000);
  }
}
