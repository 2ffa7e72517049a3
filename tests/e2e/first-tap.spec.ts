// The first tap on a destination card, on a phone, before the app has loaded: the finger's
// pointerdown starts loading it, and the tap opens the destination through the app's router, with no
// new document; "Voltar" then does the same. A marker set on `window` before the tap survives only
// if the page was never replaced.
import { expect, test, type Page } from "@playwright/test";

// A phone's width; tall enough that the cards are in view without a scroll, which would start
// loading the app before the finger lands.
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
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await tapCardThenBack(page, asked);
  },
);
