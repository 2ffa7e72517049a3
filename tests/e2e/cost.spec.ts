// The cost page (/quanto-custa) in Chromium against the built site: the prerendered estimate without
// JavaScript, the figures following the inputs and the link, no signal after one visit, paper and a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { formatMoney } from "../../src/content/prices.ts";
import { estimate } from "../../src/cost/estimate.ts";
import { defaults, fromQuery } from "../../src/cost/query.ts";
import { controlled } from "./support/outbox.ts";

const total = (page: Page) => page.locator("[data-total]");
const reais = (n: number) => formatMoney(Math.round(n), "BRL");
const expectedTotal = (search: string) => {
  const e = estimate(fromQuery(search).inputs);
  return `${reais(e.low)} a ${reais(e.high)}`;
};
/** The first fuel line's figure (Brazil's, on the whole route), in whole reais. */
const fuelReais = async (page: Page) =>
  Number(
    ((await page.locator('tr[data-item="Combustível"] .cost-value').first().textContent()) ?? "").replace(/\D/g, ""),
  );
/** The app has hydrated the page: the share button exists only then. */
const hydrated = (page: Page) => expect(page.getByRole("button", { name: "Compartilhar esta conta" })).toBeVisible();

test("without JavaScript, the page gives the default estimate's total range in reais, dated and sourced", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/quanto-custa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quanto custa a viagem?");
  await expect(total(page)).toHaveText(expectedTotal(""));
  // Every priced row names its month and links to its source.
  const rows = page.locator("tr[data-item]");
  expect(await rows.count()).toBeGreaterThan(8);
  for (const row of await rows.all()) {
    await expect(row.locator("a[href^='https://']").first()).toBeVisible();
    await expect(row).toContainText(/de 20\d\d/);
  }
  await context.close();
});

test("doubling the consumption halves the fuel line, and the link in the address bar follows", async ({ page }) => {
  await page.goto("/quanto-custa");
  const before = await fuelReais(page);
  const field = page.getByLabel("Consumo na estrada (km/l)");
  await field.click();
  await hydrated(page);
  await field.fill("18");
  await expect.poll(() => fuelReais(page)).toBeLessThan(before);
  expect(Math.abs((await fuelReais(page)) - before / 2)).toBeLessThanOrEqual(1);
  await expect(page).toHaveURL(/consumo=18/);
  await expect(total(page)).toHaveText(expectedTotal(new URL(page.url()).search));
});

test("a typed value the estimate cannot use is refused in Portuguese, and the figures keep the last good one", async ({
  page,
}) => {
  await page.goto("/quanto-custa");
  const field = page.getByLabel("Pessoas no carro");
  await field.click();
  await hydrated(page);
  await field.fill("0");
  await expect(page.getByRole("alert")).toHaveText("Use de 1 a 9 pessoas. A conta segue com 2.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(total(page)).toHaveText(expectedTotal(""));
});

test("a shared link reproduces the figures it was made with", async ({ page }) => {
  const search = "?combustivel=gasolina&consumo=12&pessoas=3&hotel=10&camping=4&de=4&ate=17&volta=estimativa";
  await page.goto(`/quanto-custa${search}`);
  await expect(total(page)).toHaveText(expectedTotal(search));
  await expect(page.getByLabel("Consumo na estrada (km/l)")).toHaveValue("12");
  await expect(page.getByLabel("Trecho: de")).toHaveValue("4");
  await expect(page.locator("tr[data-item='Combustível da volta (estimativa)']")).toBeVisible();
});

test("a link with a value the page cannot use falls back to the default and says which", async ({ page }) => {
  await page.goto("/quanto-custa?combustivel=diesel&consumo=nove&pessoas=2");
  await expect(page.getByRole("list", { name: "Valores do link que não valeram" })).toContainText(
    "O valor “nove” de consumo no link não vale",
  );
  await expect(total(page)).toHaveText(expectedTotal(""));
  expect(expectedTotal("")).toBe(expectedTotal(`?consumo=${defaults.kmPerLitre}`));
});

test("the share button copies the page's link, inputs included, where the browser has no share sheet", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/quanto-custa?pessoas=4");
  await hydrated(page);
  await page.getByRole("button", { name: "Compartilhar esta conta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copiado" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/quanto-custa\?.*pessoas=4/);
});

test("after one visit to the site, the page and its figures answer with no signal", async ({ page, context }) => {
  await page.goto("/");
  await controlled(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open("pages")).match("/quanto-custa"))), {
      timeout: 30_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await page.goto("/quanto-custa?consumo=12&pessoas=3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quanto custa a viagem?");
  await expect(total(page)).toHaveText(expectedTotal("?consumo=12&pessoas=3"));
});

test("prints the estimate without the form, each source with its address", async ({ page }) => {
  await page.goto("/quanto-custa");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "A sua viagem" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(total(page)).toBeVisible();
  await expect(page.locator("tr[data-item]").first()).toBeVisible();
  const source = page.locator('main tr a[href^="https://"]').first();
  const href = await source.getAttribute("href");
  expect(await source.evaluate((a) => getComputedStyle(a, "::after").content)).toBe(`" (${href})"`);
  const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
  expect((pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length).toBeLessThanOrEqual(4);
});

test("at 320 px wide the page fits the screen and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/quanto-custa");
  await page.getByLabel("Pessoas no carro").click();
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
