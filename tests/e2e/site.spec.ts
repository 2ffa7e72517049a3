import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { destinations } from "../../src/content/destinations.ts";
import { site } from "../../src/content/site.ts";
import {
  cardColumns,
  cspViolations,
  hydrated,
  rootReplacements,
  scrollSettled,
  watchPage,
} from "./support/site-watch.ts";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Whether an <img> shows the same picture as the file at `url`: both drawn small and compared pixel by pixel. */
const showsFile = (img: Locator, url: string) =>
  img.evaluate(async (shown: HTMLImageElement, url) => {
    const file = new Image();
    file.src = url;
    await Promise.all([file.decode(), shown.decode()]);
    const pixels = (image: HTMLImageElement) => {
      const canvas = Object.assign(document.createElement("canvas"), { width: 120, height: 80 });
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return context.getImageData(0, 0, canvas.width, canvas.height).data.join();
    };
    return pixels(shown) === pixels(file);
  }, url);
const listHeadings = ["O que fazer?", "Onde se hospedar?", "Onde comer?", "Outras informações importantes"];

test.describe("the home page", () => {
  test("shows the specified hero, the construction banner, the nine destinations, the form and the footer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("Expedição Ushuaia");
    await expect(page.getByText("De Vitória a Ushuaia: A Aventura de uma Vida")).toBeVisible();
    await expect(page.getByText(/Patagônia .*lugares mais impressionantes do mundo/)).toBeVisible();
    await expect(page.getByRole("note", { name: "Aviso" })).toContainText("Site em construção");

    const destinos = page.locator("section#destinos");
    await expect(destinos.getByRole("heading", { level: 2 })).toHaveText("Nossa Rota pela Patagônia");
    await expect(destinos).toContainText(
      "Uma expedição épica atravessando os cenários mais espetaculares da América do Sul",
    );
    // What each card says and links to is held to the specification on the built page
    // (tests/build/destination-cards.test.ts); here, that the nine reach the visitor's screen.
    const cards = destinos.locator("a[id^=card-]");
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) await expect(card).toBeVisible();

    const contato = page.locator("section#contato");
    await expect(contato.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(contato.getByRole("button", { name: "Quero Saber Mais!" })).toBeVisible();
    await expect(contato.getByRole("link", { name: /privacidade/i }).first()).toHaveAttribute("href", "/privacidade");

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Aventuras que transformam vidas");
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", site.instagramUrl);
    await expect(footer.getByRole("link", { name: /privacidade/i })).toHaveAttribute("href", "/privacidade");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("has the hero fill exactly the screen height on a phone and on a desktop", async ({ page }) => {
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const hero = page.locator("section", { has: h1(page) });
      const box = await hero.boundingBox();
      expect(box?.y).toBe(0);
      expect(Math.round(box!.height)).toBe(viewport.height);
    }
  });

  // The sections below the hero are rendered only near the screen (content-visibility: auto), so a
  // jump across them must still land on its target once their real heights are known.
  for (const [button, heading] of [
    ["Ver a rota", "#rota-titulo"],
    ["Quero participar", "#contato-title"],
  ] as const) {
    test(`'${button}' in the hero brings ${heading} into view and keeps it there on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto("/");
      await page.getByRole("link", { name: button }).click();
      expect(await scrollSettled(page)).toBeGreaterThan(0);
      await expect(page.locator(heading)).toBeInViewport();
    });
  }

  for (const [width, columns] of [
    [375, 1],
    [700, 2],
    [1280, 3],
  ] as const) {
    test(`lays the destination cards out in ${columns} column(s) at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await cardColumns(page)).toBe(columns);
    });
  }
});

test.describe("the destination pages", () => {
  for (const d of destinations) {
    test(`/destino/${d.slug} shows its illustration, name, country, description and four filled lists`, async ({
      page,
    }) => {
      const res = await page.goto(`/destino/${d.slug}`);
      expect(res?.status()).toBe(200);
      await expect(h1(page)).toHaveText(d.name);
      // The illustration is the first screen's largest element: it comes inside the HTML, the file's
      // own picture as a data: URI (scripts/build/prerender.ts).
      const illustration = page.getByRole("img", { name: d.imageAlt });
      await expect(illustration).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      expect(await showsFile(illustration, d.image)).toBe(true);
      await expect(page.getByRole("main")).toContainText(d.country);
      await expect(page.getByRole("main")).toContainText(d.description);
      await expect(page.getByRole("link", { name: "Voltar", exact: true })).toHaveAttribute("href", "/");
      for (const title of listHeadings) {
        const section = page.getByRole("region", { name: title });
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
        expect(await section.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
      }
    });
  }

  test("keeps the inline illustration once the app loads, and a destination opened in the app shows the file", async ({
    page,
  }) => {
    const [ushuaia, bariloche] = ["ushuaia", "bariloche"].map((slug) => destinations.find((d) => d.slug === slug)!);
    await page.goto(`/destino/${ushuaia.slug}`);
    await page.mouse.move(10, 10);
    await hydrated(page);
    const shown = page.getByRole("img", { name: ushuaia.imageAlt });
    await expect(shown).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(await showsFile(shown, ushuaia.image)).toBe(true);
    await page.goto("/");
    await page.mouse.move(10, 10);
    await hydrated(page);
    await page.locator(`#card-${bariloche.slug}`).click();
    await expect(h1(page)).toHaveText(bariloche.name);
    await expect(page.getByRole("img", { name: bariloche.imageAlt })).toHaveAttribute("src", bariloche.image);
  });

  test("an unknown slug answers 404 and offers the way back home", async ({ page }) => {
    const res = await page.goto("/destino/atlantida");
    expect(res?.status()).toBe(404);
    await expect(h1(page)).toHaveText("Destino não encontrado");
    await page.getByRole("link", { name: "Voltar para home" }).click();
    await expect(page).toHaveURL("/");
    await expect(h1(page)).toHaveText("Expedição Ushuaia");
  });
});

test.describe("the other pages", () => {
  test("an unknown path answers 404, says the specified words and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (m) => m.text().includes("/qualquer/coisa"));
    const res = await page.goto("/qualquer/coisa");
    expect(res?.status()).toBe(404);
    await expect(h1(page)).toHaveText("Oops! Page not found");
    expect((await logged).type()).toBe("error");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(h1(page)).toHaveText("Expedição Ushuaia");
  });

  test("the thank-you page confirms the interest and links home", async ({ page }) => {
    await page.goto("/obrigado");
    await expect(h1(page)).toHaveText("Interesse registrado!");
    await expect(
      page.getByText("Entraremos em contato em breve com mais informações sobre a expedição."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/");
  });

  test("the privacy notice is its own page, linked from the footer", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacidade/i })
      .click();
    await expect(page).toHaveURL("/privacidade");
    await expect(h1(page)).toBeVisible();
  });
});

test.describe("the app in the browser", () => {
  test("navigates between pages without reloading and updates the title", async ({ page }) => {
    await page.goto("/");
    await page.locator("#card-ushuaia").hover();
    await hydrated(page);
    await page.evaluate(() => (window.__marker = "still here"));
    await page.locator("#card-ushuaia").click();
    await expect(page).toHaveURL("/destino/ushuaia");
    await expect(h1(page)).toHaveText("Ushuaia");
    await expect(page).toHaveTitle(/Ushuaia/);
    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expect(h1(page)).toHaveText("Expedição Ushuaia");
    expect(await page.evaluate(() => window.__marker)).toBe("still here");
  });

  test("loads no app script until the visitor first interacts, then hydrates", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The page's own script comes inside its HTML.
    expect(scripts).toEqual([]);
    // Until then the browser's own checks guard the form; the app hands them to the site's messages.
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", false);
    await page.keyboard.press("Tab");
    await hydrated(page);
    await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
  });

  for (const path of [
    "/",
    "/destino/torres-del-paine",
    "/antes-de-partir",
    "/perguntas-frequentes",
    "/privacidade",
    "/obrigado",
  ]) {
    test(`hydrates ${path} without console errors, warnings, CSP violations or a client re-render`, async ({
      page,
    }) => {
      const trouble = await watchPage(page);
      await page.goto(path);
      await page.mouse.move(5, 5);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(trouble.console).toEqual([]);
      expect(trouble.errors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(await rootReplacements(page)).toBe(0);
    });
  }

  for (const [path, heading, served] of [
    ["/destino/atlantida", "Destino não encontrado", "/destino/404.html"],
    ["/qualquer/coisa", "Oops! Page not found", "/404.html"],
    ["/destino/a/b", "Oops! Page not found", "/destino/404.html"],
  ] as const) {
    test(`shows the not-found state of ${path} (served ${served}) without a blank moment`, async ({ page }) => {
      const trouble = await watchPage(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(h1(page)).toHaveText(heading);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // The page made for every path it answers is hydrated in place; a page that shows another
      // state (an unknown path under /destino/) is replaced, still without CSP trouble.
      if (served === "/destino/404.html" && heading !== "Destino não encontrado")
        expect(await rootReplacements(page)).toBeGreaterThan(0);
      else expect(await rootReplacements(page)).toBe(0);
      expect(trouble.console.filter((m) => !m.includes("404"))).toEqual([]);
      expect(trouble.errors).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test("shows toasts styled under the Content-Security-Policy once the form is used", async ({ page }) => {
    const trouble = await watchPage(page);
    await page.goto("/#contato");
    await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
    await page.getByRole("button", { name: "Quero Saber Mais!" }).click();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toContainText("Erro no formulário");
    await expect(toaster).toHaveCSS("position", "fixed");
    expect(await cspViolations(page)).toEqual([]);
    expect(trouble.errors).toEqual([]);
  });

  test("serves the security headers and caches only hashed assets for long", async ({ page, request }) => {
    const res = await request.get("/");
    const csp = res.headers()["content-security-policy"];
    // The page's first script, inside its HTML, is allowed by its hash and nothing else inline.
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com 'sha256-[\w+/]+=*';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers()["permissions-policy"]).toContain("camera=()");
    expect(res.headers()["cache-control"] ?? "").not.toContain("immutable");

    await page.goto("/");
    const script = await page.locator("#root").getAttribute("data-app");
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const art = await request.get("/illustrations/hero.svg");
    expect(art.headers()["cache-control"]).not.toContain("immutable");
  });

  test("gives keyboard users a visible skip link to the main content", async ({ page }) => {
    await page.goto("/destino/ushuaia");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await skip.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("stops animations and hover motion for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const dot = page.getByRole("note", { name: "Aviso" }).locator("[aria-hidden=true]");
    expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const card = page.locator("#card-ushuaia");
    await card.hover();
    expect(await card.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });
});

test.describe("without JavaScript", () => {
  test("the prerendered pages carry their whole content", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(h1(page)).toHaveText("Expedição Ushuaia");
    await expect(page.locator("#destinos a[id^=card-]")).toHaveCount(9);
    await expect(page.getByRole("button", { name: "Quero Saber Mais!" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Aventuras que transformam vidas");
    await page.locator("#card-torres-del-paine").click();
    await expect(h1(page)).toHaveText("Torres del Paine");
    await expect(page.getByRole("region", { name: "Outras informações importantes" })).toContainText("CLP 21.000");
    await context.close();
  });

  test("a keyboard user sees the site's focus ring before the app has loaded", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/destino/ushuaia", "/antes-de-partir", "/na-estrada", "/privacidade"]) {
      await page.goto(path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
      await expect(skip).toBeFocused();
      const ring = await skip.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(ring, path).toBe("solid 3px");
    }
    await context.close();
  });
});

test.describe("accessibility", () => {
  for (const [path, heading] of [
    ["/", "Expedição Ushuaia"],
    ["/destino/ushuaia", "Ushuaia"],
    ["/antes-de-partir", "Antes de partir"],
    ["/perguntas-frequentes", "Perguntas frequentes"],
    ["/privacidade", null],
    ["/obrigado", "Interesse registrado!"],
    ["/destino/atlantida", "Destino não encontrado"],
    ["/qualquer/coisa", "Oops! Page not found"],
  ] as const) {
    test(`${path} has one h1 and no axe-core violations of WCAG 2.2 AA`, async ({ page }) => {
      await page.goto(path);
      if (heading) await expect(h1(page)).toHaveText(heading);
      await expect(h1(page)).toHaveCount(1);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    });
  }
});
