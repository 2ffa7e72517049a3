// A kept lead's three tests, the same in every engine: each engine's file registers them under its
// own name, with its driver and its site (started in its beforeAll, so read when a test runs).
import { expect, test } from "vitest";
import {
  type Driver,
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
