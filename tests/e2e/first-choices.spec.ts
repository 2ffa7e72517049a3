// What the visitor chooses on a prerendered page before the app has taken it over is what the app
// counts once it has: the page's first script notes each control changed, and the app hears of each
// again once hydrated. The cost page shows it, with the app's scripts slowed as at one bar of signal.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 60_000 });
const total = (page: Page) => page.locator("[data-total]");

/** Every script after the page's own (which comes inside its HTML) is held on its way until the test
 * lets them go, as at one bar of signal: the visitor's choices come before the app. Resolves with the release. */
async function heldScripts(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await context.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The figures a link with these inputs shows once the app has read it: the app reads the link in an
 * effect of its own, so its figures come a render after hydration, when "Conta padrão…" goes. */
async function linked(context: BrowserContext, query: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`/quanto-custa?${query}`);
  await hydrated(page);
  await expect(page.locator("[data-default-figures]")).toHaveCount(0);
  const figures = (await total(page).textContent()) ?? "";
  await page.close();
  return figures;
}

test("a fuel picked and a number typed before the app arrives are what the total counts once it has", async ({
  context,
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 667 });
  const release = await heldScripts(context);
  await page.goto("/quanto-custa");
  const prerendered = await total(page).textContent();
  await page.locator("#custo-fuel").selectOption("gasolina");
  await page.locator("#custo-people").fill("3");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await hydrated(page);
  await context.unrouteAll();

  const expected = await linked(context, "combustivel=gasolina&pessoas=3");
  expect(expected).not.toBe(prerendered);
  await expect(page.locator("#custo-fuel")).toHaveValue("gasolina");
  await expect(page.locator("#custo-people")).toHaveValue("3");
  await expect(total(page)).toHaveText(expected);
});

test("a choice made before the app is kept in the page's link once the app has read it", async ({ context, page }) => {
  test.slow();
  const release = await heldScripts(context);
  await page.goto("/quanto-custa");
  // A finger on the select, as on a phone: that starts the app.
  await page.locator("#custo-fuel").focus();
  await page.locator("#custo-fuel").selectOption("gasolina");
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/combustivel=gasolina/);
});
