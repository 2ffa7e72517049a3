// A kept lead whose try is on its way when the worker or the browser ends: the outbox must still
// hold it, and the next visit stores it once (src/shared/outbox-store.ts). The site's answer is held
// by a route that never answers, as a request hangs at one bar.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page, type Route } from "@playwright/test";
import { expect, test } from "./support/breaking-site.ts";
import { chromiumFlags } from "../../scripts/shared/browser.ts";
import { lead } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { askWorkerToSend, heldText, keepOffline, outboxLine, stopWorkers } from "./support/kept-leads.ts";

/** Keeps a lead with the signal cut, then lets the signal back with the site's answer held forever. */
async function keptAndHanging(context: BrowserContext, page: Page, email: string) {
  await keepOffline(context, page, lead({ email }));
  const held: Route[] = [];
  await context.route("**/api/contact", (route) => void held.push(route));
  await context.setOffline(false);
  await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  // The try is on its way: the lead must still be on the device.
  await expect(outboxLine(page)).toHaveText(heldText);
  return held;
}

/** Opens a page, as the visitor's next visit, and waits for the lead to be stored once. */
async function storedOnceAtTheNextVisit(context: BrowserContext, email: string) {
  const next = await context.newPage();
  await next.goto("/destino/ushuaia");
  await next.mouse.move(20, 20);
  await expect.poll(async () => (await leadsByEmail(email)).length, { timeout: 30_000 }).toBe(1);
  // Asked to send what waits, the worker has nothing left: no second row can come.
  expect(await askWorkerToSend(next)).toBe(0);
  expect(await leadsByEmail(email)).toHaveLength(1);
}

test("a lead whose try hangs is stored once after the worker is stopped mid-send", async ({ context, page }) => {
  const email = lead().email;
  const held = await keptAndHanging(context, page, email);
  await stopWorkers(context, page);
  await context.unrouteAll({ behavior: "ignoreErrors" });
  for (const route of held) await route.abort().catch(() => {});
  await page.close();
  await storedOnceAtTheNextVisit(context, email);
});

test("a lead whose try hangs is stored once after the browser quits mid-send", async ({ playwright: _ }, info) => {
  const profile = mkdtempSync(join(tmpdir(), "outbox-profile-"));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      baseURL: info.project.use.baseURL,
      executablePath: process.env.CHROME_PATH,
      args: chromiumFlags,
    });
  const email = lead().email;
  const first = await launch();
  await keptAndHanging(first, first.pages()[0] ?? (await first.newPage()), email);
  await first.close();
  const again = await launch();
  try {
    await storedOnceAtTheNextVisit(again, email);
  } finally {
    await again.close();
  }
});
