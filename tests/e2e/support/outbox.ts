// The offline outbox as a test sees it: the one localStorage entry and the line under the form.
import { expect, type Page } from "@playwright/test";
import { outboxStorageKey } from "../../../src/contact/outbox-store.ts";

/** The raw stored entry, or null when the outbox is empty. */
export const outboxValue = (page: Page) => page.evaluate((k) => localStorage.getItem(k), outboxStorageKey);

export const outboxLine = (page: Page) => page.locator("#contact-form").getByRole("status");

export const cancelButton = (page: Page) => page.locator("#contact-form").getByRole("button", { name: "Cancelar envio" });

/**
 * Waits until the form's sending code is in (it loads on the first interaction, and cannot load
 * once the test has cut the connection): its toast host is then on the page.
 */
export async function waitForFormCode(page: Page) {
  await expect(page.getByRole("region", { name: /Notificações/ })).toBeAttached();
}

/** Counts the POSTs to /api/contact this page sends from now on. */
export function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/contact" && posts++);
  return () => posts;
}
