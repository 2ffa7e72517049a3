import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { destinations } from "../../src/content/destinations.ts";
import { hydrated } from "./support/site-watch.ts";

const n = destinations.length;
const section = (page: Page) => page.locator("section#rota");
const markers = (page: Page) => section(page).locator(".rm-figure a");
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();

test.describe("the route map on the home page", () => {
  test("sits between the hero and the destinations, from Vitória to Ushuaia", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main > section")).map((s) => s.id || s.getAttribute("aria-labelledby")),
    );
    expect(order.indexOf("rota")).toBe(1);
    expect(order.indexOf("rota")).toBeLessThan(order.indexOf("destinos"));
    await expect(section(page).getByRole("heading", { level: 2 })).toHaveText("A rota: de Vitória a Ushuaia");
    await expect(section(page).getByText("Partida: Vitória").first()).toBeVisible();
    await expect(section(page).getByText(/^Total: [\d.]+ km em linha reta$/)).toBeVisible();
  });

  test("has one named marker per stop, in route order, each linking to its page", async ({ page }) => {
    await page.goto("/");
    await expect(markers(page)).toHaveCount(n);
    for (const [i, d] of destinations.entries()) {
      const m = markers(page).nth(i);
      await expect(m).toHaveAccessibleName(`Parada ${i + 1} de ${n}: ${d.name}, ${d.country}`);
      await expect(m).toHaveAttribute("href", `/destino/${d.slug}`);
    }
  });

  test("a marker opens its destination without reloading the page", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(5, 5); // the app loads at the first interaction
    await hydrated(page);
    await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
    await markers(page).nth(4).click();
    await expect(page).toHaveURL(`/destino/${destinations[4]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(destinations[4]!.name);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true);
  });

  for (const app of ["before the app has loaded", "once the app has loaded"]) {
    test(`keyboard focus reaches every marker and lights up the matching card, ${app}`, async ({ page }) => {
      // Focus loads the app; held back, the highlight must come from the rules inlined in the page.
      if (app.startsWith("before")) await page.context().route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());
      await page.goto("/");
      await markers(page).first().waitFor();
      if (app.startsWith("once")) {
        await page.mouse.move(5, 5);
        await hydrated(page);
      }
      // Tab from just before the map: the markers are the next stops of the keyboard's path.
      await page.locator("#rota-titulo").evaluate((h) => {
        h.setAttribute("tabindex", "-1");
        (h as HTMLElement).focus();
      });
      for (const d of destinations) {
        await page.keyboard.press("Tab");
        await expect(page.locator(`#marker-${d.slug}`)).toBeFocused();
        const outline = await page.locator(`#card-${d.slug}`).evaluate((c) => getComputedStyle(c).outlineStyle);
        expect(outline).toBe("solid");
      }
    });
  }

  for (const width of [375, 1280]) {
    test(`is drawn whole and readable at ${width} px wide, with every marker inside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const img = section(page).locator(".rm-figure img");
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      const box = (await img.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (let i = 0; i < n; i++) {
        const m = (await markers(page).nth(i).boundingBox())!;
        expect(m.width).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
        expect(m.x + m.width / 2).toBeGreaterThan(box.x);
        expect(m.x + m.width / 2).toBeLessThan(box.x + box.width);
        expect(m.y + m.height / 2).toBeGreaterThan(box.y);
        expect(m.y + m.height / 2).toBeLessThan(box.y + box.height);
      }
      expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
    });
  }

  test("keeps its links without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(markers(page)).toHaveCount(n);
    await markers(page).last().click();
    await expect(page).toHaveURL("/destino/ushuaia");
    await context.close();
  });
});

test.describe("the journey on a destination page", () => {
  test("places the stop on the journey with links to the previous and next stops", async ({ page }) => {
    const i = 4;
    const d = destinations[i]!;
    await page.goto(`/destino/${d.slug}`);
    await page.mouse.move(5, 5); // the app loads at the first interaction
    await hydrated(page);
    const journey = page.getByRole("navigation", { name: `Parada ${i + 1} de ${n}` });
    await expect(journey).toBeVisible();
    await expect(journey.getByRole("img")).toHaveAccessibleName(new RegExp(`${d.name} em destaque`));
    await expect(journey.getByText(/em linha reta/).first()).toBeVisible();
    await journey.getByRole("link", { name: destinations[i + 1]!.name }).click();
    await expect(page).toHaveURL(`/destino/${destinations[i + 1]!.slug}`);
    await expect(page.getByRole("navigation", { name: `Parada ${i + 2} de ${n}` })).toBeVisible();
    await page
      .getByRole("navigation", { name: `Parada ${i + 2} de ${n}` })
      .getByRole("link", { name: d.name })
      .click();
    await expect(page).toHaveURL(`/destino/${d.slug}`);
  });

  test("starts in Vitória on the first stop and ends the route on the last", async ({ page }) => {
    await page.goto(`/destino/${destinations[0]!.slug}`);
    await expect(
      page.getByRole("navigation", { name: `Parada 1 de ${n}` }).getByText("Partida: Vitória"),
    ).toBeVisible();
    await page.goto("/destino/ushuaia");
    const last = page.getByRole("navigation", { name: `Parada ${n} de ${n}` });
    await expect(last.getByText(/Fim da rota/)).toBeVisible();
    await expect(last.getByRole("link", { name: destinations[n - 2]!.name })).toBeVisible();
    expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
  });
});
