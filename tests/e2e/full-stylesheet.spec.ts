// The whole stylesheet comes as a print stylesheet and the app turns it on for the screen when it
// loads (scripts/build/prerender.ts, src/hydrate.tsx): while the page loads, the browser does not
// match every element again against rules that only repeat the inlined ones. When the app turns it
// on, nothing the visitor sees may move.
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support/site-watch.ts";

/** The media the page's whole stylesheet applies to, as the browser holds it. */
const sheetMedia = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets, (s) => s.href && s.media.mediaText).filter(Boolean));

/** Where every element of <main> sits (below the fold too: a visitor may scroll first). */
const layout = (page: Page) =>
  page.locator("main *").evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return `${el.tagName}.${el.getAttribute("class") ?? ""} ${x},${y} ${width}x${height}`;
    }),
  );

for (const path of ["/", "/destino/ushuaia", "/antes-de-partir", "/perguntas-frequentes", "/privacidade"]) {
  test(
    `on ${path} the whole stylesheet stays off the screen while the page loads and, turned on by the app at ` +
      `the first touch, moves nothing`,
    async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path, { waitUntil: "load" });
      expect(await sheetMedia(page)).toEqual(["print"]);
      const loaded = await layout(page);

      await page.mouse.move(100, 100);
      await hydrated(page);
      await expect.poll(() => sheetMedia(page)).toEqual(["all"]);
      expect(await layout(page)).toEqual(loaded);
    },
  );
}
