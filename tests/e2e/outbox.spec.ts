import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { expectToast, field, fillForm, lead, submitButton, toast, type LeadValues } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { cancelButton, chunkUrls, controlled, heldText, outboxLine } from "./support/kept-leads.ts";
import { cspViolations, watchPage } from "./support/site-watch.ts";

const thanks = "Entraremos em contato em breve com mais informações sobre a expedição.";

/** Opens the home page with signal, as a visitor would once, then the signal drops before the form is touched. */
async function offlineAtTheForm(page: Page) {
  await page.goto("/#contato");
  await controlled(page);
  await page.context().setOffline(true);
}

/** Fills the form and sends it: the lead goes to the outbox, and the visitor is told. */
async function sendOffline(page: Page, values: LeadValues) {
  await fillForm(page, values);
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
  await submitButton(page).click();
  await expectToast(page, "Sem conexão", heldText);
  await expect(outboxLine(page)).toHaveText(heldText);
}

test("a lead sent offline before the form was touched is kept, and stored once when the connection returns", async ({
  page,
  context,
}) => {
  const values = lead({ instagram: "@sem.rede" });
  await offlineAtTheForm(page);
  await sendOffline(page, values);
  expect(await leadsByEmail(values.email)).toHaveLength(0);

  await context.setOffline(false);
  await expectToast(page, "Interesse registrado!", thanks);
  await expect(outboxLine(page)).toHaveText("");
  await expect(cancelButton(page)).toHaveCount(0);
  await expect(field(page).email).toHaveValue("");
  const rows = await leadsByEmail(values.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ instagram: "@sem.rede", privacy_version: privacyNoticeVersion });
});

test("the line under the form is announced politely and passes axe", async ({ page }) => {
  await offlineAtTheForm(page);
  await sendOffline(page, lead());
  await expect(outboxLine(page)).toHaveAttribute("role", "status");
  const results = await new AxeBuilder({ page })
    .include("#contact-form")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);
});

test(
  "a lead kept offline is stored at the next visit to any page after the site was closed, its toast styled " +
    "under the CSP",
  async ({ context, page }) => {
    const values = lead();
    await offlineAtTheForm(page);
    await sendOffline(page, values);
    await page.close();
    await context.setOffline(false);

    const next = await context.newPage();
    const trouble = await watchPage(next);
    await next.goto("/destino/ushuaia");
    // The app, loaded at the visitor's first touch, asks the outbox to send it and says how it went.
    await next.mouse.move(20, 20);
    await expectToast(next, "Interesse registrado!", thanks);
    // sonner holds a toast while the pointer is on it: on a slow machine it could otherwise be gone
    // (and its host with it) before its style is read.
    await toast(next, "Interesse registrado!").hover();
    await expect(next.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
    await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 15_000 }).toBe(1);
    expect(await cspViolations(next)).toEqual([]);
    expect(trouble.errors).toEqual([]);
    // A later visit has nothing left to send.
    await next.reload();
    await next.waitForLoadState("networkidle");
    expect(await leadsByEmail(values.email)).toHaveLength(1);
  },
);

test("the plain form posted offline tells the visitor in Portuguese and its lead is stored once later", async ({
  page,
  context,
}) => {
  // What happens when the form's script could not load: the browser posts the form itself.
  const values = lead();
  await offlineAtTheForm(page);
  await fillForm(page, values);
  await page.locator("#contact-form").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão");
  await expect(page.getByText(heldText)).toBeVisible();
  expect(await leadsByEmail(values.email)).toHaveLength(0);

  await context.setOffline(false);
  await page.getByRole("link", { name: "voltar à página inicial" }).click();
  await expect.poll(async () => (await leadsByEmail(values.email)).length, { timeout: 15_000 }).toBe(1);
  expect((await leadsByEmail(values.email))[0]!.idempotency_key).toBeTruthy();
});

test("two tabs holding the same pending lead store it once", async ({ context, page }) => {
  const values = lead();
  await offlineAtTheForm(page);
  await sendOffline(page, values);
  // The same lead sent again from a second tab, still offline.
  const other = await context.newPage();
  await other.goto("/#contato");
  await expect(outboxLine(other)).toHaveText(heldText);
  await sendOffline(other, values);

  // Both tabs hear the connection come back at the same moment.
  await context.setOffline(false);
  const thanked = async () =>
    (await toast(page, "Interesse registrado!").count()) + (await toast(other, "Interesse registrado!").count());
  await expect.poll(thanked, { timeout: 15_000 }).toBe(1);
  await expect(outboxLine(page)).toHaveText("");
  await expect(outboxLine(other)).toHaveText("");
  expect(await leadsByEmail(values.email)).toHaveLength(1);
});

test("'Cancelar envio' deletes the kept lead and nothing is sent afterwards", async ({ page, context }) => {
  const values = lead();
  await offlineAtTheForm(page);
  await sendOffline(page, values);
  await cancelButton(page).click();
  await expect(outboxLine(page)).toHaveText("");
  await expect(cancelButton(page)).toHaveCount(0);
  await context.setOffline(false);
  await page.reload();
  await controlled(page);
  await page.waitForLoadState("networkidle");
  expect(await leadsByEmail(values.email)).toHaveLength(0);
});

test("a visitor with an empty outbox makes no request to /api and loads no outbox code", async ({ page }) => {
  const requests: string[] = [];
  page.context().on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto("/");
  await controlled(page);
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(requests.filter((p) => p.startsWith("/api"))).toEqual([]);
  const outboxCode = chunkUrls(
    ["src/contact/outbox-client.ts", "src/contact/outbox-toast.tsx", "src/contact/submit-contact-form.ts"],
    ["src/hydrate.tsx"],
  );
  expect(outboxCode.length).toBeGreaterThanOrEqual(3);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
  );
  expect(loaded.filter((path) => outboxCode.includes(path))).toEqual([]);
});
