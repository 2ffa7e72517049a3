// The home page's contact form as a test drives it: open it hydrated, fill it, read its toasts.
import { expect, type Page } from "@playwright/test";

export interface LeadValues {
  name: string;
  email: string;
  whatsapp: string;
  instagram?: string;
}

/** An address no other test uses, so each test finds only its own rows. */
export function uniqueEmail(): string {
  return `t-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
}

export function lead(overrides: Partial<LeadValues> = {}): LeadValues {
  return { name: "Maria da Silva", email: uniqueEmail(), whatsapp: "(27) 99999-8888", ...overrides };
}

export function field(page: Page) {
  const form = page.locator("#contact-form");
  const input = (label: string) => form.getByLabel(label, { exact: true });
  return {
    name: input("Nome completo"),
    email: input("E-mail"),
    whatsapp: input("WhatsApp"),
    instagram: input("Instagram (opcional)"),
  };
}

export const submitButton = (page: Page) => page.locator("#contact-form button[type=submit]");

/** Opens the home page and waits until React owns the form (before that a submit posts natively). */
export async function openForm(page: Page) {
  await page.goto("/#contato");
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
}

export async function fillForm(page: Page, values: LeadValues) {
  const f = field(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.whatsapp.fill(values.whatsapp);
  await f.instagram.fill(values.instagram ?? "");
}

/** The toast with this title, as sonner renders it inside its aria-live region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notificações/ })
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) });
}

export async function expectToast(page: Page, title: string, description: string | RegExp, type?: "error") {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  await expect(t.locator("[data-description]")).toHaveText(description);
  if (type) await expect(t).toHaveAttribute("data-type", type);
}
