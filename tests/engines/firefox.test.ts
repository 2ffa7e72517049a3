import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";
import { stages } from "../../src/content/stages.ts";
import { siteBehindProxy, type Driver } from "./support/offline-visit.ts";
import { firstVisitTests, keptLeadTests } from "./support/shared-engine-tests.ts";
import { roadPageWithNoSignal, whereAmI } from "./support/road-visit.ts";

// Firefox's test geolocation provider: the position comes from this JSON, not from a network service,
// and the permission is granted without a prompt. On RN 40, 40 % of the way from Bajo Caracoles to
// Gobernador Gregores.
const bc = stages.find((s) => s.to.name === "Bajo Caracoles")!.to.coordinates;
const gg = stages.find((s) => s.to.name === "Gobernador Gregores")!.to.coordinates;
const onRn40 = { lat: bc.lat + (gg.lat - bc.lat) * 0.4, lng: bc.lon + (gg.lon - bc.lon) * 0.4 };
const geolocationPrefs = {
  "geo.provider.testing": true,
  "geo.provider.network.url": `data:application/json,${JSON.stringify({ location: onRn40, accuracy: 10 })}`,
  "geo.provider.use_geoclue": false,
  "geo.provider.use_gpsd": false,
  "geo.prompt.testing": true,
  "geo.prompt.testing.allow": true,
  "permissions.default.geo": 1,
};

let site: Awaited<ReturnType<typeof siteBehindProxy>>;
let browser: Browser;
let page: Page;

/** A new Firefox, with a new empty profile: a first visit. */
async function startBrowser() {
  await browser?.close();
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: requireProgram(testPrograms.firefox),
    headless: true,
    protocolTimeout: 60_000,
    extraPrefsFirefox: geolocationPrefs,
  });
  page = await browser.newPage();
  // A phone's window, as the visitors have.
  await page.setViewport({ width: 375, height: 812 });
}

beforeAll(async () => {
  requireProgram(testPrograms.firefox);
  site = await siteBehindProxy();
  await startBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const driver: Driver = {
  goto: async (url) => void (await page.goto(url)),
  evaluate: (expression) => page.evaluate(expression),
  type: (selector, text) => page.type(selector, text),
  click: (selector) => page.click(selector),
};

keptLeadTests("Firefox", driver, () => site);

test("in Firefox, /na-estrada opens with no connection after one visit, answers for a place chosen by hand, and " +
  "places a GPS fix on RN 40", async () => {
  const { heading, answer } = await roadPageWithNoSignal(driver, site);
  expect(heading).toBe("Na estrada");
  // innerText, as the visitor reads it: headings are upper-cased by the stylesheet.
  expect(answer).toMatch(/Gobernador Gregores/i);
  expect(answer).toMatch(/Trecho sem posto confiável: cerca de 350 km de Perito Moreno a Gobernador Gregores/i);
  const fix = await whereAmI(driver);
  expect(fix).toMatch(/Você está na rota, entre Bajo Caracoles e Gobernador Gregores/i);
  expect(fix).toMatch(/Próximo combustível\s+Gobernador Gregores/i);
}, 300_000);

firstVisitTests("Firefox", driver, () => site, startBrowser);
