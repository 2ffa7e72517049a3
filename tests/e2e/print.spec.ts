// The guide and the destination pages printed as a road book (src/print.css): A4 page counts from
// Chromium's own PDF, and what the paper shows, read with the print media the PDF is made with.
import { expect, test, type Page } from "@playwright/test";
import { destinations } from "../../src/content/destinations.ts";

/** The number of pages of a PDF that Chromium wrote: one page object each. */
const pdfPages = async (page: Page) =>
  ((await page.pdf({ format: "A4" })).toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

/**
 * What a printed page leaves out and keeps: no menu, footer, form or button; dated facts; sources with their address.
 */
async function expectHandout(page: Page) {
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.locator("form")).toBeHidden();
  await expect(page.getByRole("link", { name: "Voltar", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Imprimir ou salvar em PDF" })).toBeHidden();
  await expect(page.getByText(/^Verificado em/).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toMatch(
    /rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/,
  );
  expect(await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).color)).toBe("rgb(0, 0, 0)");
  const source = page.locator('main a[href^="https://"]').first();
  const href = await source.getAttribute("href");
  expect(await source.evaluate((a) => getComputedStyle(a, "::after").content)).toBe(`" (${href})"`);
  for (const selector of ["h2", "h3", "tr"]) {
    const el = page.locator(`main ${selector}`).first();
    if (await el.count())
      expect(
        await el.evaluate((e) => `${getComputedStyle(e).breakInside} ${getComputedStyle(e).breakAfter}`),
        selector,
      ).toMatch(selector === "tr" ? /^avoid/ : /avoid$/);
  }
}

test("the guide prints on 10 A4 pages at most, with no menu, footer or form, its sources with their address", async ({
  page,
}) => {
  await page.goto("/antes-de-partir");
  expect(await pdfPages(page)).toBeLessThanOrEqual(10);
  await expectHandout(page);
});

test("the guide's print button opens the print dialog from the first click", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      (window as Window & { __printed?: number }).__printed = 1;
    };
  });
  await page.goto("/antes-de-partir");
  await page.getByRole("button", { name: "Imprimir ou salvar em PDF" }).click();
  expect(await page.evaluate(() => (window as Window & { __printed?: number }).__printed)).toBe(1);
});

for (const d of destinations) {
  test(`/destino/${d.slug} prints on at most 3 A4 pages, without menu, footer or map`, async ({ page }) => {
    await page.goto(`/destino/${d.slug}`);
    expect(await pdfPages(page)).toBeLessThanOrEqual(3);
    await expectHandout(page);
    await expect(page.locator(".rm-journey")).toBeHidden();
  });
}
