import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";
import { nextVisit, siteBehindProxy, visitThenLoseSignal, type Driver } from "./support/offline-visit.ts";

let site: Awaited<ReturnType<typeof siteBehindProxy>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const executablePath = requireProgram(testPrograms.firefox);
  site = await siteBehindProxy();
  browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true, protocolTimeout: 60_000 });
  page = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const driver: Driver = {
  goto: async (url) => void (await page.goto(url)),
  evaluate: (expression) => page.evaluate(expression),
  type: (selector, text) => page.type(selector, text),
  click: (selector) => page.click(selector),
};

test("in Firefox, after one visit pages open with no connection, and a lead typed with no connection is stored once at the next visit", async () => {
  const offline = await visitThenLoseSignal(driver, site);
  expect(offline.read).toEqual(offline.headings);
  expect(offline.rowsWhileCut).toBe(0);
  expect(await nextVisit(driver, site, offline.email)).toBe(1);
}, 300_000);
