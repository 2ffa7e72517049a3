// The page's first script and the app are one client of the lead: one key per filled form, one outbox,
// one reading of answers. In a browser with no service worker (an app's own browser on iOS) the page
// itself sends what it kept; a refusal the function served stays on screen with what was typed.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { contactMessages } from "../../src/shared/contact-schema.ts";
import { outboxLine, storedLine, storedTitle } from "../../src/shared/form-messages.ts";
import { expectToast, field, fillForm, type LeadValues, lead, openForm, submitButton } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { heldText, keptOnDevice, outboxLine as formLine, sendingCodeLoaded } from "./support/kept-leads.ts";
import { runNpm } from "../support/leads.ts";

// Every test here runs where no service worker ever comes: the page is the only client.
test.use({ serviceWorkers: "block" });

const notice = (page: Page) => page.locator("#first-lead-notice");

/** Holds every request to `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let seen = 0;
  await page.route(pattern, async (route) => {
    seen++;
    await released;
    await route.continue().catch(() => {});
  });
  return { release, seen: () => seen };
}

/** Opens the home page, cuts the signal and sends the lead: the first script keeps it, and says so. */
async function keptWithNoSignal(page: Page, context: BrowserContext, values: LeadValues) {
  await page.goto("/");
  await context.setOffline(true);
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(notice(page)).toHaveText(outboxLine);
}

test("a lead kept with no signal and no service worker is sent by the page when the signal returns, once", async ({
  page,
  context,
}) => {
  const values = lead();
  await keptWithNoSignal(page, context, values);
  // The same values again, tapped once more: the same lead, one entry on the device.
  await fillForm(page, values);
  await submitButton(page).click();
  await expect.poll(() => keptOnDevice(page)).toBe(1);
  expect(await leadsByEmail(values.email)).toHaveLength(0);

  await context.setOffline(false);
  // The page's send waits for its turn on a busy machine: the row is the event, with time for it.
  await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 15_000 }).toBe(1);
  await expect(notice(page)).toContainText(storedTitle);
  await expect.poll(() => keptOnDevice(page)).toBe(0);
});

test("a lead the app kept with no service worker, once the page sends it, is told by the app's toast and line", async ({
  page,
  context,
}) => {
  const values = lead();
  await openForm(page);
  await fillForm(page, values);
  await sendingCodeLoaded(page);
  await context.setOffline(true);
  await submitButton(page).click();
  await expectToast(page, "Sem conexão", heldText);
  await expect(formLine(page)).toHaveText(heldText);

  await context.setOffline(false);
  await expectToast(page, storedTitle, storedLine);
  await expect(formLine(page)).toHaveText("");
  // The app told it: the first script's own line stays away.
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 15_000 }).toBe(1);
  // The stored lead's id came with the news: the details step opens on the form.
  await expect(page.getByRole("region", { name: "Quer adiantar a conversa? (opcional)" })).toBeVisible();
});

test("a lead kept with no service worker is sent at the next visit, and the site stores it once", async ({
  page,
  context,
}) => {
  const values = lead();
  await keptWithNoSignal(page, context, values);
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto("/antes-de-partir");
  await expect.poll(async () => (await leadsByEmail(values.email)).length).toBe(1);
  await expect.poll(() => keptOnDevice(next)).toBe(0);
  await next.reload();
  expect(await leadsByEmail(values.email)).toHaveLength(1);
});

test("a second tap after the app loads, while the first script's send is on its way, is one row", async ({ page }) => {
  const values = lead();
  const app = await hold(page, /\/assets\/app-[^/]+\.js$/);
  const post = await hold(page, "**/api/contact");
  await page.goto("/");
  await fillForm(page, values);
  await submitButton(page).click();
  await expect.poll(post.seen).toBe(1);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  // The first script says it is sending, as the app does.
  await expect(notice(page)).toHaveText("Enviando...");
  app.release();
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
  await submitButton(page).click();
  post.release();
  await page.waitForURL("**/obrigado");
  expect(await leadsByEmail(values.email)).toHaveLength(1);
  // The tap the first script held back was never sent.
  expect(post.seen()).toBe(1);
});

test(
  "a lead the function refuses, sent by the first script with JavaScript on, stays on screen with its reason and " +
    "values",
  async ({ page }) => {
    const values = lead({ whatsapp: "(27) 999111-11111" });
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await fillForm(page, values);
    await submitButton(page).click();
    await page.waitForURL("**/api/contact");
    await expect(page.locator("#contact-form-error")).toContainText(contactMessages.whatsapp);
    await page.unroute(/\/assets\/app-[^/]+\.js$/);
    // A touch that would start the app anywhere else: the page stays as the function served it.
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 200);
    await expect(page.getByText("Oops!")).toHaveCount(0);
    await expect(page.locator("#contact-form-error")).toContainText(contactMessages.whatsapp);
    await expect(field(page).name).toHaveValue(values.name);
    await expect(field(page).whatsapp).toHaveValue(values.whatsapp);
    expect(await leadsByEmail(values.email)).toHaveLength(0);
  },
);

test("a lead erased by the team while its copy waits on the device is not stored again at the next visit", async ({
  page,
  context,
}) => {
  const values = lead();
  // The first script sends it (the app's own send keeps it in the same outbox, but shows a toast).
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
  // The site stores the lead, but its answer never reaches the page: the copy stays on the device.
  await page.route("**/api/contact", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.goto("/");
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(notice(page)).toHaveText(outboxLine);
  await expect.poll(async () => (await leadsByEmail(values.email)).length).toBe(1);
  expect(await keptOnDevice(page)).toBe(1);
  await page.close();

  // The person asks for erasure; the team runs its command, as the README says.
  const erased = await runNpm("leads:delete", [
    "--email",
    values.email,
    "--yes",
    "--persist-to",
    process.env.E2E_STATE!,
  ]);
  expect(erased.code, erased.stderr).toBe(0);
  expect(await leadsByEmail(values.email)).toHaveLength(0);

  const next = await context.newPage();
  const answered = next.waitForResponse("**/api/contact");
  await next.goto("/antes-de-partir");
  expect((await answered).status()).toBe(410);
  await expect.poll(() => keptOnDevice(next)).toBe(0);
  expect(await leadsByEmail(values.email)).toHaveLength(0);
});
