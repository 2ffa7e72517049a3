import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { expectToast, field, fillForm, lead, openForm, submitButton, toast } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import { heldText, outboxLine } from "./support/kept-leads.ts";

async function expectInvalid(page: Page, name: keyof ReturnType<typeof field>, message: string) {
  const input = field(page)[name];
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
}

// The form and the function, as at a first visit: the answers below are canned with page.route, which
// does not see what a service worker sends. The service worker's outbox has its own (outbox.spec.ts).
test.use({ serviceWorkers: "block" });

test.describe("the contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => openForm(page));

  for (const [label, values, fieldName, message] of [
    ["a one-letter name", { name: " A " }, "name", "Nome deve ter pelo menos 2 caracteres"],
    ["a malformed e-mail", { email: "maria@exemplo" }, "email", "E-mail inválido"],
    ["a WhatsApp without DDD", { whatsapp: " 9999-888 " }, "whatsapp", "WhatsApp inválido"],
  ] as const) {
    test(`rejects ${label} with the specified message, marks the field and stores nothing`, async ({ page }) => {
      const values0 = lead(values);
      await fillForm(page, values0);
      await submitButton(page).click();
      await expectToast(page, "Erro no formulário", message, "error");
      await expectInvalid(page, fieldName, message);
      await expect(field(page)[fieldName]).toBeFocused();
      expect(await leadsByEmail(values0.email)).toHaveLength(0);
    });
  }

  test("an empty form shows the name's message first, marks each required field, clears a mark once edited", async ({
    page,
  }) => {
    await submitButton(page).click();
    await expectToast(page, "Erro no formulário", "Nome deve ter pelo menos 2 caracteres", "error");
    await expectInvalid(page, "name", "Nome deve ter pelo menos 2 caracteres");
    await expectInvalid(page, "email", "E-mail inválido");
    await expectInvalid(page, "whatsapp", "WhatsApp inválido");
    await expect(field(page).instagram).not.toHaveAttribute("aria-invalid");
    await expect(field(page).name).toBeFocused();
    await field(page).name.fill("Maria");
    await expect(field(page).name).not.toHaveAttribute("aria-invalid");
    await expect(field(page).email).toHaveAttribute("aria-invalid", "true");
  });

  test("stores the trimmed lead with the privacy notice version, thanks the visitor and clears the form", async ({
    page,
  }) => {
    const values = lead({
      name: "  João D'Ávila 🏔️ ",
      whatsapp: " +55 27 99999-8888 ",
      instagram: " @joao.na.estrada ",
    });
    await fillForm(page, values);
    await submitButton(page).click();
    await expectToast(
      page,
      "Interesse registrado!",
      "Entraremos em contato em breve com mais informações sobre a expedição.",
    );
    for (const input of Object.values(field(page))) await expect(input).toHaveValue("");
    const rows = await leadsByEmail(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "João D'Ávila 🏔️",
      email: values.email,
      whatsapp: "+55 27 99999-8888",
      instagram: "@joao.na.estrada",
      privacy_version: privacyNoticeVersion,
    });
    expect(rows[0]!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("stores an empty Instagram as NULL", async ({ page }) => {
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(toast(page, "Interesse registrado!")).toBeVisible();
    expect(await leadsByEmail(values.email)).toMatchObject([{ instagram: null }]);
  });

  test("reads 'Enviando...' and is disabled while the request is on its way", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Holds the real request until the test has seen the sending state, then lets it through.
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText("Enviando...");
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.locator("#contact-form")).toHaveAttribute("aria-busy", "true");
    release();
    await expect(toast(page, "Interesse registrado!")).toBeVisible();
    await expect(submitButton(page)).toHaveText("Quero Saber Mais!");
    await expect(submitButton(page)).toBeEnabled();
    expect(await leadsByEmail(values.email)).toHaveLength(1);
  });

  // A lead the server cannot store now (5xx) or that finds no network is kept in the outbox, by the
  // page itself while no worker is in charge yet (docs/offline.md), and the visitor is told so.
  test("keeps the lead for later when the server fails, and says so", async ({ page }) => {
    // The real server cannot be made to fail from a browser, so the answer is a canned 503.
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"ok":false,"error":"unavailable"}' }),
    );
    const values = lead({ instagram: "@maria" });
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(outboxLine(page)).toContainText(heldText);
    await expect(submitButton(page)).toBeEnabled();
    expect(await leadsByEmail(values.email)).toHaveLength(0);
  });

  test("keeps the lead for later when the network fails, and says so", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(outboxLine(page)).toContainText(heldText);
    await expect(submitButton(page)).toBeEnabled();
    expect(await leadsByEmail(values.email)).toHaveLength(0);
  });

  test("asks the visitor to wait when there were too many attempts", async ({ page }) => {
    // The suite raises the real limit, so the 429 is canned; its own tests live with the function.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "120" },
        contentType: "application/json",
        body: '{"ok":false,"error":"rate_limited"}',
      }),
    );
    await fillForm(page, lead());
    await submitButton(page).click();
    await expectToast(page, "Erro ao enviar", /Aguarde 2 minutos e tente novamente/, "error");
  });

  test("shows the server's validation message like its own", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          ok: false,
          error: "validation",
          message: "E-mail inválido",
          fields: { email: "E-mail inválido" },
        }),
      }),
    );
    await fillForm(page, lead());
    await submitButton(page).click();
    await expectToast(page, "Erro no formulário", "E-mail inválido", "error");
    await expectInvalid(page, "email", "E-mail inválido");
    await expect(field(page).email).toBeFocused();
  });

  test("a lost answer keeps the lead for later, which the server has stored once", async ({ page }) => {
    // The first request reaches the server and is stored, but the browser never hears back.
    await page.route(
      "**/api/contact",
      async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    // The page heard nothing, so it keeps the lead; the server already has it, and any later send
    // carries the same key.
    await expect(outboxLine(page)).toContainText(heldText);
    expect(await leadsByEmail(values.email)).toHaveLength(1);
  });

  test("a double click sends one request and stores exactly one row", async ({ page }) => {
    let posts = 0;
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/contact") && posts++);
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).dblclick();
    await expect(toast(page, "Interesse registrado!")).toHaveCount(1);
    await expect(field(page).email).toHaveValue("");
    expect(await leadsByEmail(values.email)).toHaveLength(1);
    expect(posts).toBe(1);
  });

  test("meets WCAG 2.2 AA, also while showing errors", async ({ page }) => {
    const audit = () =>
      new AxeBuilder({ page })
        .include("#contact-form")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
        .analyze();
    expect((await audit()).violations).toEqual([]);
    await submitButton(page).click();
    await expect(toast(page, "Erro no formulário")).toBeVisible();
    expect((await audit()).violations).toEqual([]);
  });

  test("says next to the button how the data will be used, with a link to the privacy notice", async ({ page }) => {
    const notice = page.locator("#contact-consent");
    await expect(submitButton(page)).toHaveAccessibleDescription(/apenas para falar com você sobre a expedição/);
    await expect(notice.getByRole("link", { name: "aviso de privacidade" })).toHaveAttribute("href", "/privacidade");
  });
});

test("the form's code loads only once the visitor starts filling it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await openForm(page);
  expect(scripts.filter((s) => /submit-contact-form|ContactToaster/.test(s))).toEqual([]);
  await field(page).name.focus();
  await expect.poll(() => scripts.some((s) => s.includes("submit-contact-form"))).toBe(true);
});

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  await openForm(page);
  await expect(page.locator('#contact-form input[name="website"]')).not.toBeInViewport();
  await expect(page.locator("#contact-form").getByRole("textbox", { name: "Site" })).toHaveCount(0);
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and lands on the thank-you page with the row stored", async ({ page }) => {
    await page.goto("/");
    const values = lead({ instagram: "@sem.js" });
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interesse registrado!");
    expect(await leadsByEmail(values.email)).toMatchObject([
      { name: values.name, whatsapp: values.whatsapp, instagram: "@sem.js", privacy_version: privacyNoticeVersion },
    ]);
  });

  test("an invalid post shows the error on the home page with what was typed", async ({ page }) => {
    await page.goto("/");
    // Passes the browser's own e-mail check but not the shared schema's.
    const values = lead({ email: `t-${Date.now()}@exemplo`, instagram: "@sem.js" });
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page.getByRole("alert")).toContainText("E-mail inválido");
    await expect(field(page).name).toHaveValue(values.name);
    await expect(field(page).email).toHaveValue(values.email);
    await expect(field(page).whatsapp).toHaveValue(values.whatsapp);
    await expect(field(page).instagram).toHaveValue("@sem.js");
    await expect(field(page).email).toHaveAttribute("aria-invalid", "true");
    expect(await leadsByEmail(values.email)).toHaveLength(0);
  });
});
