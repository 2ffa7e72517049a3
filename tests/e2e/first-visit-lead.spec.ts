// A first visit from a link straight to the form, the signal dropping the moment the lead is sent:
// the lead is kept whether or not the service worker is in charge yet, and stored once when the
// signal returns, on the same page or at a later visit.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/breaking-site.ts";
import { startSlowProxy } from "../../scripts/measure/weak-signal-proxy.ts";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { expectToast, fillForm, lead, submitButton, type LeadValues } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { heldText, outboxLine, sendingCodeLoaded } from "./support/kept-leads.ts";

const thanks = "Entraremos em contato em breve com mais informações sobre a expedição.";

/**
 * The visitor fills the form (its sending code loads meanwhile), the signal drops, they send: they read that it is
 * kept.
 */
async function sendAsSignalDrops(page: Page, values: LeadValues) {
  // No clock of its own: on a busy machine hydration can take longer than expect's 5 s.
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true, { timeout: 0 });
  await fillForm(page, values);
  await sendingCodeLoaded(page);
  await page.context().setOffline(true);
  await submitButton(page).click();
  await expectToast(page, "Sem conexão", heldText);
  await expect(outboxLine(page)).toHaveText(heldText);
  expect(await leadsByEmail(values.email)).toHaveLength(0);
}

test(
  "a first visit's lead sent with no signal once the page is idle is kept, and stored once when the signal " +
    "returns with the page left open",
  async ({ page, context }) => {
    const values = lead({ instagram: "@primeira.visita" });
    await page.goto("/#contato");
    await page.waitForLoadState("networkidle");
    await sendAsSignalDrops(page, values);

    await context.setOffline(false);
    await expectToast(page, "Interesse registrado!", thanks);
    await expect(outboxLine(page)).toHaveText("");
    await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 15_000 }).toBe(1);
    expect((await leadsByEmail(values.email))[0]).toMatchObject({
      instagram: "@primeira.visita",
      privacy_version: privacyNoticeVersion,
    });
  },
);

test("a first visit's lead sent with no signal is stored once when the site is reopened after the tab closed", async ({
  page,
  context,
}) => {
  const values = lead();
  await page.goto("/#contato");
  await page.waitForLoadState("networkidle");
  await sendAsSignalDrops(page, values);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto("/antes-de-partir");
  await next.mouse.move(20, 20);
  await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 30_000 }).toBe(1);
  await next.reload();
  await next.waitForLoadState("networkidle");
  expect(await leadsByEmail(values.email)).toHaveLength(1);
});

test(
  "a lead sent with no signal before the page has finished loading, with no service worker yet, is kept by " +
    "the page in the same outbox, and stored once when the worker takes over",
  async ({ page, context }) => {
    // The hero illustration is held on its way, so the page's load event, after which the worker is
    // registered, has not come when the lead is sent.
    const proxy = await startSlowProxy(process.env.E2E_BASE_URL!, {
      rttMs: 0,
      kbps: 100_000,
      hold: (p) => p === "/illustrations/hero.svg",
    });
    try {
      const values = lead();
      await page.goto(`${proxy.url}/#contato`, { waitUntil: "commit" });
      await sendAsSignalDrops(page, values);
      expect(proxy.events).not.toContain("GET /sw.js");
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

      await context.setOffline(false);
      proxy.release();
      await expectToast(page, "Interesse registrado!", thanks);
      await expect(outboxLine(page)).toHaveText("");
      await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 30_000 }).toBe(1);
      expect((await leadsByEmail(values.email))[0]!.idempotency_key).toBeTruthy();
    } finally {
      await proxy.close();
    }
  },
);
