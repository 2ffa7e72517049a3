import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { distDir } from "../../scripts/shared/paths.ts";
import { controlled } from "./support/kept-leads.ts";

const cachedPages = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("pages")).keys()).map((r) => new URL(r.url).pathname));

test("after one visit the guide, two destinations and the privacy notice open with no connection", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await controlled(page);
  await context.setOffline(true);
  for (const [path, heading] of [
    ["/antes-de-partir", /Antes de partir/],
    ["/destino/ushuaia", /Ushuaia/],
    ["/destino/bariloche", /Bariloche/],
    ["/privacidade", /privacidade/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test("a warm-up cut short while caching the pages goes on at the next page, and each page then opens offline", async ({
  page,
  context,
}) => {
  // The signal drops while the worker fetches the pages: here, every fetch of one page fails.
  const lost = "/destino/mendoza";
  await context.route(`**${lost}`, (route) => route.abort("internetdisconnected"));
  await page.goto("/destino/ushuaia");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => cachedPages(page), { timeout: 30_000 }).toContain("/destino/bariloche");
  await context.unroute(`**${lost}`);
  // The signal is back: the next page's word to the worker finishes the warm-up.
  await page.goto("/privacidade");
  await expect.poll(() => cachedPages(page), { timeout: 30_000 }).toContain(lost);
  await controlled(page);
  await context.setOffline(true);
  await page.goto(lost);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Mendoza/);
});

test("an uncached path with no connection gets the Portuguese offline page with links to the cached ones", async ({
  page,
  context,
}) => {
  await page.goto("/destino/mendoza");
  await controlled(page);
  await context.setOffline(true);
  await page.goto("/pagina-que-nunca-existiu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão");
  await expect(page.getByRole("link", { name: /Mendoza/ })).toHaveAttribute("href", "/destino/mendoza");
  await page.getByRole("link", { name: /Antes de partir/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Antes de partir/);
});

test("a page changed on disk shows its new text to a visitor with a connection", async ({ page }) => {
  const file = join(distDir, "destino/puerto-natales.html");
  const built = readFileSync(file, "utf8");
  await page.goto("/destino/puerto-natales");
  await controlled(page);
  try {
    writeFileSync(file, built.replace(/(<h1[^>]*>)([^<]*)/, "$1Puerto Natales, edição nova"));
    // wrangler notices the new file within moments; a page served cache-first would never change.
    await expect(async () => {
      await page.goto("/destino/puerto-natales");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Puerto Natales, edição nova", {
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
  } finally {
    writeFileSync(file, built);
  }
});

test("the manifest and its icons are served with their types, and Chromium finds the site installable", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const res = await request.get(href!);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Expedição Ushuaia", lang: "pt-BR", start_url: "/", display: "standalone" });
  for (const wanted of [{ sizes: "192x192" }, { sizes: "512x512" }, { sizes: "512x512", purpose: "maskable" }]) {
    const icon = manifest.icons.find((i) => i.sizes === wanted.sizes && i.purpose === wanted.purpose);
    expect(icon, JSON.stringify(wanted)).toBeDefined();
    expect((await request.get(`/${icon!.src}`)).headers()["content-type"]).toBe("image/png");
  }
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito, which Chromium names as the only thing in the way.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});

test("a service worker controls the page after a reload, and never gets a long cache", async ({ page, request }) => {
  await page.goto("/antes-de-partir");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  for (const path of ["/sw.js", "/manifest.webmanifest", "/", "/antes-de-partir"]) {
    const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
    expect(cacheControl, path).not.toMatch(/max-age=[1-9]|immutable/);
  }
});
