// The first tap on a link to another page, on a phone, before the app has loaded. Where the app needs
// nothing from the network (a fast link, or the worker's warm-up complete), the finger's pointerdown
// starts loading it, and the tap opens the destination through the app's router, with no new
// document; "Voltar" then does the same. Elsewhere the browser follows the link as it is, and the
// app is not loaded for it (src/first-tap.ts). A marker set on `window` before the tap survives only
// if the page was never replaced.
import { expect, test, type Page } from "@playwright/test";

// A phone's width. The cards still lie below this height: locator.tap() scrolls to one first, and
// the scroll starts loading the app just before the finger lands.
test.use({ hasTouch: true, viewport: { width: 375, height: 3400 } });

/** Every document and script the page asks for from now on (a client-side navigation asks for no document). */
function requests(page: Page) {
  const asked = { documents: [] as string[], scripts: [] as string[] };
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === "document") asked.documents.push(path);
    if (r.resourceType() === "script") asked.scripts.push(path);
  });
  return asked;
}

/** The page's own HTML came within the moment a fast link takes (src/first-tap.ts reads it from the
 * navigation's timing): on a busy test machine the local site may take longer, and the browser would
 * then rightly follow the link as it is. The link's speed is the test's premise, so it is stated. */
async function onAFastLink(page: Page) {
  await page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) =>
      type !== "navigation"
        ? entries(type)
        : entries(type).map((e) => {
            const n = e as PerformanceNavigationTiming;
            return { ...n.toJSON(), startTime: n.startTime, responseEnd: n.responseEnd && n.startTime + 100 };
          });
  });
}

async function tapCardThenBack(page: Page, asked: ReturnType<typeof requests>) {
  const app = await page.locator("#root").getAttribute("data-app");
  await page.evaluate(() => (window.__marker = "same document"));
  // The app has not been asked for: this tap is what starts it.
  expect(asked.scripts).not.toContain(app);
  await page.locator("#card-santiago").tap();
  await expect(page).toHaveURL("/destino/santiago");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Santiago");
  expect(await page.evaluate(() => window.__marker)).toBe("same document");

  await page.getByRole("link", { name: "Voltar", exact: true }).tap();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expedição Ushuaia");
  expect(await page.evaluate(() => window.__marker)).toBe("same document");
  expect(asked.scripts).toContain(app);
  expect(asked.documents).toEqual(["/"]);
}

test(
  "the first tap on a card, once the page is idle and before the app has loaded, opens the destination with " +
    "no page load, and so does 'Voltar'",
  async ({ page }) => {
    const asked = requests(page);
    await onAFastLink(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await tapCardThenBack(page, asked);
  },
);

test(
  "the first tap on a card made as the page appears, before it has loaded, opens the destination with no page " +
    "load, and so does 'Voltar'",
  async ({ page }) => {
    const asked = requests(page);
    await onAFastLink(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await tapCardThenBack(page, asked);
  },
);

/** Each page's HTML (a path with no dot) comes 0.6 s late, as on a slow link, where the app would come
 * later than the page a tap opens; the worker's fetches of it too. */
async function slowPages(page: Page) {
  await page.context().route(
    (url) => !url.pathname.includes("."),
    async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    },
  );
}

test(
  "the first tap on a link, on a first visit whose page came slowly, opens the other page as a new document, " +
    "and the app is never asked for",
  async ({ page }) => {
    const asked = requests(page);
    await slowPages(page);
    // The warm-up, which would otherwise complete within moments here, never does: a first visit.
    await page.context().route("**/sitemap.xml", () => {});
    await page.goto("/destino/santiago");
    await page.evaluate(() => (window.__marker = "same document"));
    // The finger alone, on a link in view: locator.tap() may scroll first, and a scroll starts the app.
    const back = (await page.getByRole("link", { name: "Voltar", exact: true }).boundingBox())!;
    expect(back.y + back.height).toBeLessThan(page.viewportSize()!.height);
    await page.touchscreen.tap(back.x + back.width / 2, back.y + back.height / 2);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expedição Ushuaia");
    expect(await page.evaluate(() => window.__marker)).toBeUndefined();
    expect(asked.documents).toEqual(["/destino/santiago", "/"]);
    expect(asked.scripts).not.toContain(await page.locator("#root").getAttribute("data-app"));
  },
);

test(
  "the first tap on a card, on a repeat visit whose page came slowly, once the worker's warm-up is complete, " +
    "opens the destination with no page load",
  async ({ page }) => {
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open("warmed")).keys()).length), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await slowPages(page);
    const asked = requests(page);
    await page.reload();
    await tapCardThenBack(page, asked);
  },
);
