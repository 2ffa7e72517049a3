// A lead sent before the app and the service worker are there is kept from the first paint: the page's
// first script, inside its HTML, puts it in the outbox and tells the visitor so; the worker sends it
// at the next visit, and the site stores it once. At one bar of signal (the proxy of
// scripts/measure/weak-signal-proxy.ts: each answer 2 s after its request, one shared 400 kbps link,
// every transfer dropped with the signal), and with the app's script kept from loading.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/breaking-site.ts";
import { startSlowProxy, type SlowProxy } from "../../scripts/measure/weak-signal-proxy.ts";
import { outboxLine, storedTitle } from "../../src/shared/form-messages.ts";
import { contactMessages } from "../../src/shared/contact-schema.ts";
import { fillForm, lead, submitButton } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { keptOnDevice } from "./support/kept-leads.ts";

const notice = (page: Page) => page.locator("#first-lead-notice");

/** A phone's screen, as the visitor from a WhatsApp link has. */
async function phone(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 667 });
  return page;
}

/** The next visit, with signal: the worker comes once the page has loaded, and sends what waits. */
async function nextVisit(page: Page, url: string, email: string) {
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  await expect.poll(async () => (await leadsByEmail(email)).length, { timeout: 120_000, intervals: [1000] }).toBe(1);
  await page.reload({ timeout: 60_000 });
  await page.waitForLoadState("load", { timeout: 60_000 });
  expect(await leadsByEmail(email)).toHaveLength(1);
}

for (const afterPaintMs of [500, 2500]) {
  test(
    `a first visit at one bar whose signal drops ${afterPaintMs} ms after the first paint keeps the lead then ` +
      "sent, and the next visit stores it once",
    async ({ browser }) => {
      test.setTimeout(300_000);
      const proxy: SlowProxy = await startSlowProxy(process.env.E2E_BASE_URL!, { rttMs: 2000, kbps: 400 });
      const context = await browser.newContext();
      try {
        const page = await phone(context);
        const values = lead();
        await page.goto(`${proxy.url}/`, { waitUntil: "commit", timeout: 60_000 });
        const paintedAt = await (
          await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, {
            timeout: 60_000,
          })
        ).jsonValue();
        await page.waitForFunction((at) => performance.now() >= at, paintedAt + afterPaintMs, { polling: 20 });
        proxy.setOffline(true);
        // Neither the app nor the worker came before the signal went.
        expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
        await fillForm(page, values);
        await submitButton(page).click();
        await expect(notice(page)).toHaveText(outboxLine);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
        expect(await leadsByEmail(values.email)).toHaveLength(0);

        // The signal comes back whole: what is at one bar is the first visit, not the next one.
        proxy.setOffline(false);
        proxy.setLink({ rttMs: 0, kbps: 100_000 });
        await nextVisit(page, `${proxy.url}/antes-de-partir`, values.email);
      } finally {
        await context.close();
        await proxy.close();
      }
    },
  );
}

/** The home page with JavaScript on, but neither the app nor the worker can load. */
async function withoutAppOrWorker(context: BrowserContext) {
  await context.route(/\/assets\/app-[\w-]+\.js$|\/sw\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/");
  return page;
}

test(
  "a plain form sent with no signal while the app and the worker cannot load is kept, and stored once at the " +
    "next visit",
  async ({ context }) => {
    const values = lead({ instagram: "@sem.app" });
    const page = await withoutAppOrWorker(context);
    await fillForm(page, values);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(notice(page)).toHaveText(outboxLine);
    await expect(page.locator("#contact-form input[name=email]")).toHaveValue("");

    await context.unrouteAll();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto("/antes-de-partir");
    await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 30_000 }).toBe(1);
    expect((await leadsByEmail(values.email))[0]).toMatchObject({ instagram: "@sem.app" });
    await next.reload();
    await next.waitForLoadState("load");
    expect(await leadsByEmail(values.email)).toHaveLength(1);
  },
);

test(
  "a plain form sent with signal while the app and the worker cannot load is stored once and opens the " +
    "thank-you page",
  async ({ context }) => {
    const values = lead();
    const page = await withoutAppOrWorker(context);
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(storedTitle);
    expect(await leadsByEmail(values.email)).toHaveLength(1);
    // Nothing waits on the device to be sent again.
    const kept = await keptOnDevice(page);
    expect(kept).toBe(0);
  },
);

test(
  "a plain form with a number its country does not allow, sent while the app cannot load, gets the site's " +
    "refusal and is not kept",
  async ({ context }) => {
    const values = lead({ whatsapp: "(27) 99999-88888" });
    const page = await withoutAppOrWorker(context);
    await fillForm(page, values);
    await submitButton(page).click();
    // The function's answer to a plain form: the home page, the form with its values and the reason.
    await expect(page).toHaveURL(/\/api\/contact$/);
    await expect(page.locator("#contact-form").getByText(contactMessages.whatsapp).first()).toBeVisible();
    await expect(page.locator("#contact-form input[name=email]")).toHaveValue(values.email);
    expect(await leadsByEmail(values.email)).toHaveLength(0);
  },
);
