// The contact outbox as a test sees it: the service worker that keeps leads, the line under the form.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { buildDir } from "../../../scripts/shared/paths.ts";
import { outboxLine as line } from "../../../src/shared/form-messages.ts";
import { expectToast, fillForm, type LeadValues, submitButton } from "./contact-form.ts";

/**
 * Waits until the site's service worker is active, controls this page, and has warmed up (every page and asset
 * cached).
 */
export async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker takes the page first and caches everything after (src/sw/sw.ts), then marks it done.
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await caches.has("warmed")) && (await (await caches.open("warmed")).keys()).length > 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Opens the form with signal, as a visitor would once, then sends a lead with the signal cut: it is kept. */
export async function keepOffline(context: BrowserContext, page: Page, values: LeadValues) {
  await page.goto("/#contato");
  await controlled(page);
  await context.setOffline(true);
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, "Sem conexão", line);
}

/** What Chromium does to an idle worker, and a phone to a browser in the background. */
export async function stopWorkers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  await cdp.detach();
}

/** Waits until the form's sending code has loaded (at the first focus), with every chunk it imports:
 * a visitor typing gives it that long. Its chunk's own download is not enough (its imports may still
 * be on their way, and offline the form would then be posted plainly); its first line mounting the
 * toast host says all of it has run. */
export async function sendingCodeLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.includes("submit-contact-form"))),
    )
    .toBe(true);
  await expect(page.getByRole("region", { name: /Notificações/ })).toBeAttached();
}

/** What the visitor reads while a lead waits. */
export const heldText = line;

export const outboxLine = (page: Page) => page.locator("#contact-form").getByRole("status");

export const cancelButton = (page: Page) =>
  page.locator("#contact-form").getByRole("button", { name: "Cancelar envio" });

interface Chunk {
  file: string;
  imports?: string[];
}

/**
 * The URLs of the chunks built from `sources` (keys of Vite's manifest, which the prerender moves to
 * build/) and of the chunks only they import. A source missing from the manifest throws: a renamed
 * module must fail the test that names it, not let it pass with nothing to look for.
 */
export function chunkUrls(sources: string[], besides: string[]): string[] {
  const chunks = JSON.parse(readFileSync(join(buildDir, "manifest.json"), "utf8")) as Record<string, Chunk>;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (!chunks[key]) throw new Error(`${key} is not in Vite's manifest: was it renamed?`);
      if (seen.has(key)) return;
      seen.add(key);
      chunks[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const shared = closure(besides);
  return [...closure(sources)].filter((key) => !shared.has(key)).map((key) => `/${chunks[key]!.file}`);
}

/**
 * Asks the worker to send what waits, as a page does when the signal returns, and resolves with how many
 * leads still wait once it has tried: the event a test waits for where it once waited a few seconds to
 * see that nothing more is sent. The worker takes one ask at a time, after any try already on its way
 * (src/sw/outbox.ts), then tells every page the outbox's state and answers the page that asked: the
 * second word after the ask comes once its try has ended.
 */
export function askWorkerToSend(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const sw = navigator.serviceWorker;
        let words = 0;
        const hear = (e: MessageEvent<{ pending?: number } | null>) => {
          if (typeof e.data?.pending !== "number" || ++words < 2) return;
          sw.removeEventListener("message", hear);
          resolve(e.data.pending);
        };
        sw.addEventListener("message", hear);
        // Messages reach a page's listeners only once its queue has started.
        sw.startMessages();
        sw.controller!.postMessage({ outbox: "send" });
      }),
  );
}

/**
 * Counts, from before the page's own scripts, the worker's word that a try ended without a final answer:
 * the page's timer takes its next step on it (src/contact/outbox-client.ts). Call before page.goto.
 */
export async function countMissedTries(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { missedTries: number };
    w.missedTries = 0;
    navigator.serviceWorker?.addEventListener("message", (e) => {
      if ((e.data as { missed?: boolean } | null)?.missed) w.missedTries++;
    });
  });
  return () => page.evaluate(() => (window as unknown as { missedTries: number }).missedTries);
}

/**
 * The worker's clock, held by the test: from now on each timer the worker sets (its wait for a live
 * answer, its waits between tries: src/sw/outbox.ts) runs only when the test says, rather than after
 * seconds of real time. Playwright's page.clock does not reach a service worker; the worker keeps this
 * until it stops.
 */
export async function holdWorkerTimers(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("no service worker to hold the timers of");
  await worker.evaluate(() => {
    const held: (() => void)[] = [];
    const scope = self as unknown as { heldTimers: typeof held; setTimeout: (fn: () => void, ms?: number) => number };
    scope.heldTimers = held;
    scope.setTimeout = (fn) => held.push(fn);
  });
  return {
    /** Waits until the worker has set a timer, then runs every timer it holds. */
    end: async () => {
      const count = () => worker.evaluate(() => (self as unknown as { heldTimers: unknown[] }).heldTimers.length);
      await expect.poll(count).toBeGreaterThan(0);
      await worker.evaluate(() => {
        for (const fn of (self as unknown as { heldTimers: (() => void)[] }).heldTimers.splice(0)) fn();
      });
    },
  };
}

/** How many leads the outbox holds on this device, read from its IndexedDB store. */
export const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("contact-outbox");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("leads")) return resolve(0);
          const count = db.transaction("leads").objectStore("leads").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
