import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { expectToast, field, fillForm, lead, openForm, submitButton, toast, type LeadValues } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { cancelButton, countPosts, outboxLine, outboxValue, waitForFormCode } from "./support/outbox.ts";
import { cspViolations, watchPage } from "./support/site-watch.ts";

const sendError = "Ocorreu um erro ao registrar seu interesse. Tente novamente.";
const thanks = "Entraremos em contato em breve com mais informações sobre a expedição.";
const heldLine = /Seu contato fica guardado neste aparelho e será enviado automaticamente quando a conexão voltar/;

/** Fills the form and submits it with the connection cut: the lead lands in the outbox. */
async function submitOffline(page: Page, values: LeadValues) {
  await openForm(page);
  await fillForm(page, values);
  await waitForFormCode(page);
  await page.context().setOffline(true);
  await submitButton(page).click();
  await expectToast(page, "Erro ao enviar", sendError, "error");
  await expect(outboxLine(page)).toHaveText(heldLine);
}

test("a lead sent offline stays on the device and is stored once when the connection returns", async ({ page, context }) => {
  const values = lead({ instagram: "@sem.rede" });
  await submitOffline(page, values);
  await expect(field(page).email).toHaveValue(values.email);
  await expect(field(page).instagram).toHaveValue("@sem.rede");
  expect(leadsByEmail(values.email)).toHaveLength(0);
  const held = JSON.parse((await outboxValue(page))!);
  expect(Object.keys(held).sort()).toEqual(
    ["email", "failedAt", "instagram", "key", "name", "notBefore", "privacy_version", "whatsapp"],
  );
  expect(held).toMatchObject({ email: values.email, privacy_version: privacyNoticeVersion });

  await context.setOffline(false);
  await expectToast(page, "Interesse registrado!", thanks);
  await expect.poll(() => outboxValue(page)).toBeNull();
  await expect(outboxLine(page)).toHaveText("");
  await expect(cancelButton(page)).toHaveCount(0);
  await expect(field(page).email).toHaveValue("");
  const rows = leadsByEmail(values.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ instagram: "@sem.rede", idempotency_key: held.key, privacy_version: privacyNoticeVersion });
});

test("the line under the form is announced politely and passes axe", async ({ page }) => {
  await submitOffline(page, lead());
  await expect(outboxLine(page)).toHaveAttribute("role", "status");
  const results = await new AxeBuilder({ page })
    .include("#contact-form")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);
});

test("a lead kept offline is sent at the next visit to any page of the site, its toast styled under the CSP", async ({ context, page }) => {
  const values = lead();
  await submitOffline(page, values);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  const trouble = await watchPage(next);
  await next.goto("/destino/ushuaia");
  await expectToast(next, "Interesse registrado!", thanks);
  await expect(next.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  expect(await cspViolations(next)).toEqual([]);
  expect(trouble.errors).toEqual([]);
  await expect.poll(() => outboxValue(next)).toBeNull();
  expect(leadsByEmail(values.email)).toHaveLength(1);
  // A later visit has nothing left to send.
  const posts = countPosts(next);
  await next.reload();
  await next.waitForLoadState("networkidle");
  expect(posts()).toBe(0);
  expect(leadsByEmail(values.email)).toHaveLength(1);
});

test("two tabs holding the same pending lead store it once", async ({ context, page }) => {
  // Every send fails until the test lets them through, so both tabs end up holding the entry.
  await context.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  const values = lead();
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(outboxLine(page)).toHaveText(heldLine);

  const other = await context.newPage();
  const failed = other.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/contact"));
  await other.goto("/destino/bariloche");
  await failed; // its own attempt at the visit
  await context.unroute("**/api/contact");

  const posts = [countPosts(page), countPosts(other)];
  // Both tabs hear the connection come back at the same moment.
  await context.setOffline(true);
  await context.setOffline(false);
  // Only the tab that sent it says so (checked first: a toast does not stay for long).
  const thanked = async () => (await toast(page, "Interesse registrado!").count()) + (await toast(other, "Interesse registrado!").count());
  await expect.poll(thanked).toBe(1);
  await expect.poll(() => outboxValue(page)).toBeNull();
  await expect(outboxLine(page)).toHaveText("");
  expect(posts[0]!() + posts[1]!()).toBe(1);
  expect(leadsByEmail(values.email)).toHaveLength(1);
});

test("a lead the server refuses on a retry is dropped, and the visitor is told why", async ({ page, context }) => {
  const values = lead();
  await submitOffline(page, values);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ ok: false, error: "validation", message: "E-mail inválido", fields: { email: "E-mail inválido" } }),
    }),
  );
  await context.setOffline(false);
  await expectToast(page, "Erro no formulário", /^E-mail inválido\. O contato guardado neste aparelho não foi enviado/, "error");
  await expect.poll(() => outboxValue(page)).toBeNull();
  await expect(outboxLine(page)).toHaveText("");
  // Still shown in the form, to be corrected there.
  await expect(field(page).email).toHaveValue(values.email);
  expect(leadsByEmail(values.email)).toHaveLength(0);
});

test("a 503 from the server keeps the lead on the device and the line under the form", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false,"error":"unavailable"}' }),
  );
  const values = lead();
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, "Erro ao enviar", sendError, "error");
  await expect(outboxLine(page)).toHaveText(heldLine);
  const held = await outboxValue(page);
  expect(held).not.toBeNull();

  // The next visit tries again, meets another 503 and keeps the same entry.
  const retried = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.status() === 503);
  await page.reload();
  await retried;
  await expect(outboxLine(page)).toHaveText(heldLine);
  expect(await outboxValue(page)).toBe(held);
  expect(leadsByEmail(values.email)).toHaveLength(0);
});

test("a 429 on a retry waits as long as the server asks and keeps the lead", async ({ page, context }) => {
  const values = lead();
  await submitOffline(page, values);
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 429, headers: { "Retry-After": "600" }, contentType: "application/json", body: '{"ok":false,"error":"rate_limited"}' }),
  );
  await context.setOffline(false);
  await expect.poll(async () => JSON.parse((await outboxValue(page)) ?? "{}").notBefore ?? 0).toBeGreaterThan(Date.now() + 590_000);
  await expect(outboxLine(page)).toHaveText(heldLine);
});

test("'Cancelar envio' deletes the kept lead and nothing is sent afterwards", async ({ page, context }) => {
  const values = lead();
  await submitOffline(page, values);
  await cancelButton(page).click();
  await expect(outboxLine(page)).toHaveText("");
  await expect(cancelButton(page)).toHaveCount(0);
  expect(await outboxValue(page)).toBeNull();
  const posts = countPosts(page);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect(posts()).toBe(0);
  expect(leadsByEmail(values.email)).toHaveLength(0);
});

test("a visitor with an empty outbox makes no request to /api and loads no outbox code", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  expect(requests.filter((p) => p.startsWith("/api"))).toEqual([]);
  expect(requests.filter((p) => /outbox|toaster-host|submitContactForm/.test(p))).toEqual([]);
  expect(await outboxValue(page)).toBeNull();
  await expect(page.locator("html")).not.toHaveAttribute("data-outbox");
});

test("a corrupted outbox value is deleted without a request", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("expedicao-ushuaia:outbox", "{not json"));
  const posts = countPosts(page);
  await page.goto("/");
  await expect.poll(() => outboxValue(page)).toBeNull();
  expect(posts()).toBe(0);
});

test("a kept lead older than 7 days is deleted unsent at the next visit", async ({ page }) => {
  const values = lead();
  const entry = {
    key: "7f1c1c9e-0000-4000-8000-000000000001", name: values.name, email: values.email, whatsapp: values.whatsapp,
    instagram: null, privacy_version: privacyNoticeVersion, failedAt: Date.now() - 8 * 24 * 3600_000, notBefore: 0,
  };
  await page.addInitScript((v) => localStorage.getItem("seeded") || (localStorage.setItem("expedicao-ushuaia:outbox", v), localStorage.setItem("seeded", "1")), JSON.stringify(entry));
  const posts = countPosts(page);
  await page.goto("/destino/ushuaia");
  await expect.poll(() => outboxValue(page)).toBeNull();
  expect(posts()).toBe(0);
  expect(leadsByEmail(values.email)).toHaveLength(0);
});
