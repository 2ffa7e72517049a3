// The contact outbox as a test sees it: the service worker that keeps leads, the line under the form.
import { expect, type Page } from "@playwright/test";
import { outboxLine as line } from "../../../src/sw/messages.ts";

/** Waits until the site's service worker is active (every page cached) and controls this page. */
export async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the visitor reads while a lead waits. */
export const heldText = line;

export const outboxLine = (page: Page) => page.locator("#contact-form").getByRole("status");

export const cancelButton = (page: Page) => page.locator("#contact-form").getByRole("button", { name: "Cancelar envio" });
