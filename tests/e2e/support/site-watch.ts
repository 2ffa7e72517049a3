// What a page says behind the visitor's back: console errors and warnings, uncaught errors,
// Content-Security-Policy violations, and whether React threw the prerendered tree away.
import { expect, type Page } from "@playwright/test";

export interface PageTrouble {
  console: string[];
  errors: string[];
}

declare global {
  interface Window {
    __csp: string[];
    __rootReplaced: number;
    __marker?: string;
  }
}

/** Starts listening before the page's own scripts run; call before page.goto. */
export async function watchPage(page: Page): Promise<PageTrouble> {
  const trouble: PageTrouble = { console: [], errors: [] };
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") trouble.console.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => trouble.errors.push(e.message));
  await page.addInitScript(() => {
    window.__csp = [];
    window.__rootReplaced = 0;
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__csp.push(`${e.effectiveDirective}: ${e.blockedURI || e.sample}`),
    );
    // A hydration mismatch makes React re-render on the client, removing the server's nodes.
    new MutationObserver((records) => {
      for (const r of records)
        if ((r.target as Element).id === "root" && r.removedNodes.length)
          window.__rootReplaced += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  return trouble;
}

export const cspViolations = (page: Page) => page.evaluate(() => window.__csp);
export const rootReplacements = (page: Page) => page.evaluate(() => window.__rootReplaced);

/** Distinct left edges of the destination cards: the number of grid columns a visitor sees. */
export function cardColumns(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Set(
        Array.from(document.querySelectorAll("#destinos a[id^=card-]")).map((a) =>
          Math.round(a.getBoundingClientRect().left),
        ),
      ).size,
  );
}

/** Waits until the app drives the page: src/App.tsx marks <html data-hydrated> once the page and
 * its route's chunk are hydrated (or rendered), so its links navigate without a reload. No clock of
 * its own: on a busy machine hydration can take longer than expect's 5 s, and the test's timeout
 * still ends a page that never hydrates. */
export const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", { timeout: 0 });

/** Waits until the page has stopped scrolling (two readings 300 ms apart agree); resolves with where it stopped. */
export async function scrollSettled(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return last;
}
