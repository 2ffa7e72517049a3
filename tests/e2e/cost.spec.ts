// The cost page (/quanto-custa) in Chromium against the built site: the prerendered estimate without
// JavaScript, the whole trip and the narrow figure, the figures following the inputs and the link, no
// signal after one visit, paper and a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { formatMoney } from "../../src/content/prices.ts";
import { estimate, narrow } from "../../src/cost/estimate.ts";
import { defaults, fromQuery } from "../../src/cost/query.ts";
import { controlled } from "./support/kept-leads.ts";

const total = (page: Page) => page.locator("[data-total]");
const reais = (n: number) => formatMoney(Math.round(n), "BRL");
const figure = (e: { low: number; high: number }) => `${reais(e.low)} a ${reais(e.high)}`;
const expectedTotal = (search: string) => figure(estimate(fromQuery(search).inputs));
const expectedNarrow = (search: string) => figure(estimate(narrow(fromQuery(search).inputs)));
const everyPartOff = "?destinos=nao&volta=nao&comida=nao&cambio=nao";
/** The first fuel line's figure (Brazil's, on the whole route), in whole reais. */
const fuelReais = async (page: Page) =>
  Number(
    ((await page.locator('tr[data-item="Combustível"] .cost-value').first().textContent()) ?? "").replace(/\D/g, ""),
  );
/** The app has hydrated the page: the share button exists only then. Hydration on a loaded machine is slow. */
const app = { timeout: 15_000 };
const hydrated = (page: Page) => expect(page.getByRole("button", { name: "Compartilhar esta conta" })).toBeVisible(app);

test("without JavaScript, the page gives the default estimate's total range in reais, dated and sourced", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/quanto-custa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quanto custa a viagem?");
  await expect(total(page)).toHaveText(expectedTotal(""));
  // Playwright's locators read no text inside <noscript>: the page's markup is read instead.
  expect(await page.content()).toMatch(/<noscript><p[^>]*>Sem JavaScript, esta página mostra só a conta padrão/);
  await expect(page.locator("[data-default-figures]")).toContainText("Conta padrão");
  // Every priced row names its month and links to its source.
  const rows = page.locator("tr[data-item]");
  expect(await rows.count()).toBeGreaterThan(8);
  for (const row of await rows.all()) {
    await expect(row.locator("a[href^='https://']").first()).toBeVisible();
    await expect(row).toContainText(/de 20\d\d/);
  }
  await context.close();
});

test("the default headline is the whole trip, with the way back and food in it, and the narrow figure below", async ({
  page,
}) => {
  await page.goto("/quanto-custa");
  await expect(page.locator("#custo-resultado")).toHaveText(/^A viagem inteira: a ida, .*a volta, a comida e o câmbio/);
  await expect(total(page)).toHaveText(expectedTotal(""));
  await expect(page.locator("[data-narrow]")).toHaveText(expectedNarrow(""));
  await expect(page.getByText("Só a ida, só os dias de estrada, sem comida:")).toBeVisible();
  for (const item of ["Comida", "Comida: Brasil", "Hospedagem: Argentina", "Câmbio: IOF e spread do banco"])
    await expect(page.locator(`tr[data-item="${item}"]`).first()).toBeVisible();
});

test("a link with every part switched off gives the narrow figure as its total", async ({ page }) => {
  await page.goto(`/quanto-custa${everyPartOff}`);
  await expect(page.locator("#custo-resultado")).toHaveText("Só a ida, só os dias de estrada, sem comida", app);
  await expect(total(page)).toHaveText(expectedNarrow(""));
  await expect(page.locator("[data-narrow]")).toHaveText(expectedNarrow(""));
  await expect(page.getByRole("checkbox", { name: "A comida" })).not.toBeChecked();
});

test("switching the way back off lowers the total by its nights, its food and its fuel", async ({ page }) => {
  await page.goto("/quanto-custa");
  const box = page.getByRole("checkbox", { name: "A volta para casa, de Ushuaia" });
  await box.focus();
  await hydrated(page);
  const back = page.locator('tr[data-item^="Hospedagem: "], tr[data-item^="Comida: "], tr[data-item^="Combustível: "]');
  expect(await back.count()).toBeGreaterThanOrEqual(5);
  await box.uncheck();
  // A link of today names every part, so "volta=nao" alone would be an old one-way link.
  const without = estimate({ ...defaults, back: false });
  await expect(total(page)).toHaveText(figure(without));
  await expect(back).toHaveCount(0);
  await expect(page).toHaveURL(/volta=nao/);
  // The fall is the way back's own lines, and the exchange costs on those of them paid abroad.
  const all = estimate(fromQuery("").inputs);
  const own = all.lines.filter((l) => l.group === "Volta" && !l.outside).reduce((s, l) => s + l.low, 0);
  const exchange = (e: typeof all) => e.lines.find((l) => l.item.startsWith("Câmbio"))!.low;
  expect(all.low - without.low).toBeCloseTo(own + exchange(all) - exchange(without), 6);
});

test("with 0 hotel and 0 camping nights, food is still counted for every day and no room is paid", async ({ page }) => {
  await page.goto("/quanto-custa");
  const hotel = page.getByLabel("Noites em hotel ou pousada");
  await hotel.click();
  await hydrated(page);
  await hotel.fill("0");
  await page.getByLabel("Noites acampando").fill("0");
  await expect(page.locator('tr[data-item^="Hospedagem"]')).toHaveCount(0);
  await expect(page.locator('tr[data-item="Comida"]')).toHaveCount(3);
  await expect(page.locator("[data-nights]")).toContainText("0 em hotel ou pousada, 0 acampando e 41 no carro");
  const e = estimate({ ...defaults, hotelNights: 0, campingNights: 0 });
  expect(e.lines.some((l) => l.item.startsWith("Comida") && l.low > 0)).toBe(true);
  await expect(total(page)).toHaveText(figure(e));
});

test("Vitória → Foz do Iguaçu is priced as its own three days, and the way back adds its days", async ({ page }) => {
  await page.goto("/quanto-custa");
  const to = page.getByLabel("Trecho: até");
  await to.focus();
  await hydrated(page);
  await to.selectOption({ label: "Foz do Iguaçu" });
  await expect(page.locator("[data-days-summary]")).toContainText("3 dias: 3 dias de estrada na ida, 0 nos destinos");
  await expect(page.locator('[data-country="Brasil"] td').last()).toHaveText("3");
  await expect(page.locator('tr[data-item="Hospedagem"]')).toContainText("3 noites × 1 quarto duplo");
  await expect(total(page)).toHaveText(expectedTotal("?de=0&ate=1"));
  // Back to Ushuaia: the way back comes in with its ten days at the stage table's pace, and goes off again.
  await to.selectOption({ label: "Ushuaia" });
  await expect(page.locator("[data-days-summary]")).toContainText("e 10 de estrada na volta");
  await page.getByRole("checkbox", { name: "A volta para casa, de Ushuaia" }).uncheck();
  await expect(page.locator("[data-days-summary]")).toContainText("e 0 de estrada na volta");
});

test("an old ?volta=nenhuma link shows the way there's road days alone, and says why", async ({ page }) => {
  await page.goto("/quanto-custa?volta=nenhuma");
  await expect(page.locator("[data-old-link]")).toContainText("Este link é de antes", app);
  await expect(page.locator("#custo-resultado")).toHaveText("Só a ida, só os dias de estrada, sem comida");
  await expect(total(page)).toHaveText(expectedNarrow(""));
  await expect(page.locator("[data-days-summary]")).toContainText(
    "23 dias: 23 dias de estrada na ida, 0 nos destinos e 0 de estrada na volta",
  );
});

test("until the app has read a shared link, its figures are said to be the default ones", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const search = "?combustivel=gasolina&pessoas=4&comida=nao";
  await page.goto(`/quanto-custa${search}`, { waitUntil: "commit" });
  await expect(page.locator("[data-default-figures]")).toBeVisible();
  await expect(page.locator("[data-default-figures]")).toContainText("Conta padrão");
  release();
  await expect(total(page)).toHaveText(expectedTotal(search), app);
  await expect(page.locator("[data-default-figures]")).toHaveCount(0);
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
  const search = "?combustivel=gasolina&consumo=12&pessoas=3&hotel=10&camping=4&de=4&ate=22&dias=5&cambio=nao";
  await page.goto(`/quanto-custa${search}`);
  await expect(total(page)).toHaveText(expectedTotal(search), app);
  await expect(page.getByLabel("Consumo na estrada (km/l)")).toHaveValue("12");
  await expect(page.getByLabel("Trecho: de")).toHaveValue("4");
  await expect(page.getByLabel("Dias nos destinos", { exact: true })).toHaveValue("5");
  await expect(page.getByRole("checkbox", { name: /^O câmbio/ })).not.toBeChecked();
  await expect(page.locator("tr[data-item='Combustível: Brasil']")).toBeVisible();
});

test("a link with a value the page cannot use falls back to the default and says which", async ({ page }) => {
  await page.goto("/quanto-custa?combustivel=diesel&consumo=nove&pessoas=2");
  await expect(page.getByRole("list", { name: "Valores do link que não valeram" })).toContainText(
    "O valor “nove” de consumo no link não vale",
    app,
  );
  await expect(total(page)).toHaveText(expectedTotal(""));
  expect(expectedTotal("")).toBe(expectedTotal(`?consumo=${defaults.kmPerLitre}`));
});

test("a link's refused value is quoted short, and a character that would reverse the sentence is written out", async ({
  page,
}) => {
  await page.goto(`/quanto-custa?combustivel=diesel%E2%80%AEgnilosag&pessoas=${"9".repeat(3000)}`);
  const notes = page.getByRole("list", { name: "Valores do link que não valeram" });
  await expect(notes).toContainText("“diesel\\u202Egnilosag”", app);
  expect((await notes.textContent())!.length).toBeLessThan(500);
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
  // The whole trip's table (the way back's rows and its road, leg by leg) fits in five A4 pages.
  expect((pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length).toBeLessThanOrEqual(5);
});

test("at 320 px wide the page fits the screen and passes axe", async ({ page }) => {
  // axe reads every row of the whole trip's table: on a loaded machine that takes more than 30 s.
  test.slow();
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
