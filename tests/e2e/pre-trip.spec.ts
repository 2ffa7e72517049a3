import { expect, test, type Page } from "@playwright/test";
import { preTripGuide } from "../../src/content/pre-trip-guide.ts";
import { hydrated, scrollSettled } from "./support/site-watch.ts";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

async function expectGuide(page: Page) {
  await expect(page).toHaveURL("/antes-de-partir");
  await expect(h1(page)).toHaveText("Antes de partir");
}

test.describe("the pre-trip guide", () => {
  test("is reached from the route map on the home page", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#rota")
      .getByRole("link", { name: /Antes de partir/ })
      .click();
    await expectGuide(page);
  });

  // Most of the guide is laid out only near the screen (content-visibility: auto): a jump from its
  // index must still land on each section once the real heights above it are known.
  test("brings each section of its index into view on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/antes-de-partir");
    const entries = page.getByRole("navigation", { name: "Neste guia" }).getByRole("link");
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < count; i++) {
      const entry = entries.nth(i);
      const id = (await entry.getAttribute("href"))!.slice(1);
      await page.evaluate(() => scrollTo(0, 0));
      await entry.click();
      await scrollSettled(page);
      await expect(page.locator(`[id="${id}"] h2, h2[id="${id}"]`).first(), id).toBeInViewport();
    }
  });

  test("names itself in the title and the canonical link after a client-side navigation", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(5, 5); // the app loads at the first interaction
    await hydrated(page);
    await page
      .locator("#rota")
      .getByRole("link", { name: /Antes de partir/ })
      .click();
    await expect(page).toHaveTitle(/^Antes de partir/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/antes-de-partir$/);
  });

  test("is reached from a destination page", async ({ page }) => {
    await page.goto("/destino/el-chalten");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Antes de partir/ })
      .click();
    await expectGuide(page);
  });

  test("is reached from the footer of any page", async ({ page }) => {
    await page.goto("/privacidade");
    await page.getByRole("contentinfo").getByRole("link", { name: "Antes de partir" }).click();
    await expectGuide(page);
  });

  test("shows every section and crossing in route order, with the month it was checked", async ({ page }) => {
    await page.goto("/antes-de-partir");
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    for (const s of [...preTripGuide.sections, preTripGuide.crossings]) expect(titles).toContain(s.title);
    const crossings = await page.locator(`#${preTripGuide.crossings.id} ~ ol > li h3`).allTextContents();
    expect(crossings.map((t) => t.replace(/^\d+\s*/, "").trim())).toEqual(
      preTripGuide.crossings.list.map((c) => c.name),
    );
    await expect(page.getByRole("complementary", { name: "Atualidade das informações" })).toContainText(
      /Verificado em \p{L}+ de \d{4}/u,
    );
  });

  test("fits a 375 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/antes-de-partir");
    await expect(h1(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("keeps the stage table usable on a 360 px phone: the table scrolls in its own box, the page does not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/antes-de-partir");
    const table = page.getByRole("table", { name: /Etapas de Vitória a Ushuaia/ });
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    const region = page.getByRole("region", { name: /Etapas de Vitória a Ushuaia/ });
    const { page: overflow, box } = await region.evaluate((el) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      box: el.scrollWidth - el.clientWidth,
    }));
    expect(overflow).toBe(0);
    expect(box).toBeGreaterThan(0);
    // A keyboard reaches the box and scrolls it sideways.
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(table.getByRole("columnheader", { name: "Último combustível" })).toBeAttached();
    expect(await table.getByRole("rowheader").count()).toBeGreaterThanOrEqual(12);
  });
});

test.describe("the FAQ page", () => {
  test("is reached from the footer and answers 12 questions or more, each linking to the guide or a stop", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Perguntas frequentes" }).click();
    await expect(page).toHaveURL("/perguntas-frequentes");
    await expect(h1(page)).toHaveText("Perguntas frequentes");
    await expect(page).toHaveTitle(/^Perguntas frequentes/);
    const questions = page.getByRole("main").getByRole("heading", { level: 3 });
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("main").locator("a[href^='/antes-de-partir#']").first()).toBeVisible();
  });

  test("sends a reader from an answer to the right section of the guide", async ({ page }) => {
    await page.goto("/perguntas-frequentes");
    await page.getByRole("link", { name: "tabela de etapas" }).first().click();
    await expect(page).toHaveURL("/antes-de-partir#etapas");
    await expect(page.getByRole("heading", { name: "A estrada, etapa por etapa" })).toBeInViewport();
  });

  // The emergency numbers sit at the end of the guide, after sections laid out only near the screen:
  // the jump must still land on them once their real heights are known.
  test("takes a reader from the emergency answer to the emergency numbers at the end of the guide", async ({
    page,
  }) => {
    await page.goto("/perguntas-frequentes");
    await page.getByRole("link", { name: "Números de emergência" }).click();
    await expect(page).toHaveURL("/antes-de-partir#emergencias");
    await expect(page.getByRole("heading", { name: "Números de emergência" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "133", exact: true })).toBeVisible();
  });
});
