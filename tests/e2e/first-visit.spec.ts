// A first visit at one bar of signal: the first screen paints, styled as it ends up, from the HTML
// alone. The delaying proxy (scripts/measure/weak-signal-proxy.ts) holds every other answer until the test
// lets it go, so the order of events shows what the first paint waited for.
import { expect, test, type Page } from "@playwright/test";
import { startSlowProxy } from "../../scripts/measure/weak-signal-proxy.ts";

/** Every computed property of the page's h1, and where it sits. */
const headingLook = (page: Page) =>
  page.getByRole("heading", { level: 1 }).evaluate((el) => {
    const style = getComputedStyle(el);
    const { x, y, width, height } = el.getBoundingClientRect();
    return {
      box: { x, y, width, height },
      ...Object.fromEntries(Array.from(style, (p) => [p, style.getPropertyValue(p)])),
    };
  });

/** Where every element of the page sits, above the fold or below it (a visitor may scroll first). */
const layout = (page: Page) =>
  page.locator("body *").evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return `${el.tagName}.${el.getAttribute("class") ?? ""} ${x},${y} ${width}x${height}`;
    }),
  );

/** The layout shifts the page has recorded so far. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => (total += (e as PerformanceEntry & { value: number }).value)),
        ).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

const firstScreens = [
  ["/", "Expedição Ushuaia"],
  ["/destino/ushuaia", "Ushuaia"],
  ["/antes-de-partir", "Antes de partir"],
  ["/perguntas-frequentes", "Perguntas frequentes"],
  ["/privacidade", "Aviso de privacidade"],
] as const;

for (const [path, heading] of firstScreens) {
  test(
    `a first visit to ${path} paints its styled first screen with the HTML's answer alone, and nothing on the ` +
      `page moves when the stylesheet comes`,
    async ({ page }) => {
      const proxy = await startSlowProxy(process.env.E2E_BASE_URL!, { rttMs: 200, hold: (p) => p !== path });
      try {
        await page.setViewportSize({ width: 375, height: 667 });
        await page.goto(proxy.url + path, { waitUntil: "commit" });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        // The stylesheet is asked for and held: the paint waited for no answer but the HTML's (which
        // may still be streaming in: the browser paints what it has).
        await expect.poll(() => proxy.events.some((e) => /^GET \/assets\/.*\.css$/.test(e))).toBe(true);
        expect(proxy.events.filter((e) => e.startsWith("sent") && e !== `sent GET ${path}`)).toEqual([]);
        const before = await headingLook(page);
        // The rest of the page as laid out by the inlined rules alone, once all of the HTML is in
        // (the stylesheet's link comes last in the body).
        await page.waitForFunction(() => document.querySelector("body link[rel=stylesheet]"));
        const laidOut = await layout(page);

        proxy.release();
        await page.waitForLoadState("load");
        expect(proxy.events.some((e) => /^sent GET \/assets\/.*\.css$/.test(e))).toBe(true);
        expect(await headingLook(page)).toEqual(before);
        expect(await layout(page)).toEqual(laidOut);
        expect(await layoutShifts(page)).toBe(0);
      } finally {
        await proxy.close();
      }
    },
  );
}
