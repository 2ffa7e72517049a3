// The road page (/na-estrada) in Chromium against the real site, with the phone's position emulated.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { stages } from "../../src/content/stages.ts";
import { gpxFile } from "../../src/road/gpx-file.ts";
import { project } from "../../src/road/project.ts";
import { reportAt } from "../../src/road/report.ts";
import { chain, pointAtKm } from "../../src/road/route.ts";
import { controlled } from "./support/kept-leads.ts";
import { cspViolations, hydrated, watchPage } from "./support/site-watch.ts";

const end = (name: string) => stages.find((s) => s.to.name === name)!;
const bajoCaracoles = end("Bajo Caracoles").to.coordinates;
const gregores = end("Gobernador Gregores");
/** On RN 40, 40 % of the way from Bajo Caracoles to Gobernador Gregores (the road runs close to the straight line). */
const onRn40 = {
  latitude: bajoCaracoles.lat + (gregores.to.coordinates.lat - bajoCaracoles.lat) * 0.4,
  longitude: bajoCaracoles.lon + (gregores.to.coordinates.lon - bajoCaracoles.lon) * 0.4,
};
const buenosAires = { latitude: -34.6037, longitude: -58.3816 };
const tableKm = (upTo: string) => {
  const i = stages.findIndex((s) => s.to.name === upTo);
  return stages.slice(0, i + 1).reduce((sum, s) => sum + s.km, 0);
};
const totalKm = stages.reduce((sum, s) => sum + s.km, 0);
/** "cerca de 2.030 km", rounded as the page rounds (10 km above 100). */
const about = (km: number) => `cerca de ${new Intl.NumberFormat("pt-BR").format(Math.round(km / 10) * 10)} km`;

async function openRoadPage(page: Page) {
  await page.goto("/na-estrada");
  await page.mouse.move(5, 5); // the app loads at the first interaction
  await hydrated(page);
}

async function at(context: BrowserContext, position: { latitude: number; longitude: number }) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(position);
}

async function expectRn40Answer(page: Page) {
  const result = page.locator(".road-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText(
    "Você está na rota, entre Bajo Caracoles e Gobernador Gregores",
  );
  // 40 % of the stage done: the rest of it plus every stage after Gregores.
  await expect(result).toContainText(
    `Faltam ${about(totalKm - tableKm("Bajo Caracoles") - gregores.km * 0.4)} até Ushuaia`,
  );
  const fuel = result.getByRole("region", { name: "Próximo combustível" });
  await expect(fuel).toContainText(`Gobernador Gregores, ${about(gregores.km * 0.6)}`);
  await expect(fuel).toContainText(
    "Trecho sem posto confiável: cerca de 350 km de Perito Moreno a Gobernador Gregores",
  );
  await expect(result.getByRole("region", { name: "Próxima fronteira" })).toContainText(
    /Paso Dorotea \(ou Río Don Guillermo/,
  );
  await expect(result.getByRole("region", { name: /Emergência/ })).toContainText("911");
}

test.describe("the road page", () => {
  test(
    "places a phone on RN 40 between Bajo Caracoles and Gobernador Gregores: next fuel, the stretch without " +
      "reliable fuel from Perito Moreno, next border, km to Ushuaia",
    async ({ page, context }) => {
      const trouble = await watchPage(page);
      await at(context, onRn40);
      await openRoadPage(page);
      await page.getByRole("button", { name: "Onde estou?" }).click();
      await expectRn40Answer(page);
      expect(await cspViolations(page)).toEqual([]);
      expect(trouble.errors).toEqual([]);
    },
  );

  test("answers a tap on 'Onde estou?' made before the app has loaded, once it has", async ({ page, context }) => {
    await at(context, onRn40);
    await page.goto("/na-estrada");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    // The tap itself starts the app (its pointerdown); the click waits for it instead of being lost.
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await expectRn40Answer(page);
  });

  test("gives the same answer with no connection after one visit to the home page", async ({ page, context }) => {
    await page.goto("/");
    await controlled(page);
    await context.setOffline(true);
    await at(context, onRn40);
    await openRoadPage(page);
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await expectRn40Answer(page);
  });

  test(
    "says a phone in Buenos Aires is off the route, how far the route is and the nearest stage place, and " +
      "names no stage",
    async ({ page, context }) => {
      await at(context, buenosAires);
      await openRoadPage(page);
      await page.getByRole("button", { name: "Onde estou?" }).click();
      const result = page.locator(".road-result");
      await expect(result.getByRole("heading", { level: 2 })).toHaveText("Você está fora da rota");
      await expect(result).toContainText(/A rota passa a cerca de [\d.]+ km daqui, perto de Santa Fe/);
      await expect(result).toContainText("O lugar de etapa mais próximo é Córdoba");
      await expect(result).not.toContainText("Etapa:");
    },
  );

  test("explains a refused permission the iPhone way, then answers for Bajo Caracoles chosen by hand", async ({
    page,
  }) => {
    // No permission granted: Chromium refuses the position, as a visitor who said no.
    await openRoadPage(page);
    await page.getByRole("button", { name: "Onde estou?" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("O navegador não recebeu permissão para usar a localização.");
    await expect(alert).toContainText("Ajustes › Privacidade › Serviços de Localização › Sites do Safari");
    await page.getByLabel("Estou em…").selectOption({ label: "Bajo Caracoles" });
    const result = page.locator(".road-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Em Bajo Caracoles");
    await expect(result).toContainText(`Faltam ${about(totalKm - tableKm("Bajo Caracoles"))} até Ushuaia`);
    const fuel = result.getByRole("region", { name: "Próximo combustível" });
    await expect(fuel).toContainText(/já ficou dias sem combustível/i);
    await expect(fuel).toContainText(`Gobernador Gregores, a ${about(gregores.km)}`);
    await expect(fuel).toContainText(
      "Trecho sem posto confiável: cerca de 350 km de Perito Moreno a Gobernador Gregores",
    );
  });

  test("says it is looking for satellites while it waits, and can be cancelled", async ({ page }) => {
    await openRoadPage(page);
    // A GPS that has not answered yet: the page's own request is held, as on a phone's first fix.
    await page.evaluate(() => {
      navigator.geolocation.watchPosition = () => 1;
      navigator.geolocation.clearWatch = () => {};
    });
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await expect(page.getByText("Procurando satélites…")).toBeVisible();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("Busca cancelada.")).toBeVisible();
    await expect(page.getByText("Procurando satélites…")).toHaveCount(0);
  });

  test("sends no request of any kind while locating", async ({ page, context }) => {
    await at(context, onRn40);
    let last = Date.now();
    const requests: string[] = [];
    context.on("request", (r) => {
      last = Date.now();
      requests.push(`${r.method()} ${r.url()}`);
    });
    await openRoadPage(page);
    // The page's own loading first: the service worker caching the site at its install, the app's
    // chunks. Locating starts once nothing has been asked for a second and a half.
    await controlled(page);
    await expect.poll(() => Date.now() - last, { timeout: 30_000 }).toBeGreaterThan(1500);
    requests.length = 0;
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await expect(page.locator(".road-result").getByRole("heading", { level: 2 })).toBeVisible();
    await page.getByLabel("Estou em…").selectOption({ label: "Esquel" });
    await expect(page.locator(".road-result").getByRole("heading", { level: 2 })).toHaveText("Em Esquel");
    expect(requests).toEqual([]);
  });

  test("may ask for the position on /na-estrada alone: every other page keeps geolocation off", async ({ request }) => {
    const policy = async (path: string) => (await request.get(path)).headers()["permissions-policy"];
    expect(await policy("/na-estrada")).toMatch(/(^|, )geolocation=\(self\)/);
    for (const path of ["/", "/antes-de-partir", "/destino/ushuaia", "/perguntas-frequentes"]) {
      expect(await policy(path), path).toMatch(/(^|, )geolocation=\(\)/);
      expect(await policy(path), path).not.toMatch(/geolocation=\(self\)/);
    }
    // The API answers JSON, no document: the function sends it no Permissions-Policy, so nothing it
    // serves can ask for the position either.
    expect(await policy("/api/health")).toBeUndefined();
  });

  test("is linked from the guide, the FAQ and every page's footer", async ({ page }) => {
    for (const path of ["/antes-de-partir", "/perguntas-frequentes"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("link", { name: /Na estrada/ })).toHaveAttribute(
        "href",
        "/na-estrada",
      );
    }
    await page.goto("/destino/bariloche");
    await page.getByRole("contentinfo").getByRole("link", { name: "Na estrada" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Na estrada");
  });

  test(
    "offers the route as GPX from the page and the guide, served as application/gpx+xml and there with no " +
      "connection after one visit",
    async ({ page, context, request }) => {
      const res = await request.get(`/${gpxFile}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/gpx+xml");
      for (const path of ["/na-estrada", "/antes-de-partir"]) {
        await page.goto(path);
        const link = page.getByRole("main").getByRole("link", { name: "Baixar a rota (GPX)" });
        await expect(link).toHaveAttribute("href", `/${gpxFile}`);
        await expect(link).toHaveAttribute("download", "");
      }
      await page.goto("/");
      await controlled(page);
      await context.setOffline(true);
      const offline = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { ok: r.ok, type: r.headers.get("content-type"), text: await r.text() };
      }, `/${gpxFile}`);
      expect(offline.ok).toBe(true);
      expect(offline.text).toContain('<gpx version="1.1"');
      expect(offline.text).toContain("<name>Combustível: Gobernador Gregores</name>");
    },
  );

  test("says the site is saved, asks the browser to keep it and says the answer, and offers the road mode", async ({
    page,
  }) => {
    await page.goto("/");
    await controlled(page);
    await openRoadPage(page);
    const panel = page.getByRole("region", { name: "Pronto para a estrada?" });
    await expect(panel).toContainText(/Este aparelho guardou o site para usar sem sinal: \d+ páginas\./);
    const saved = Number(/sem sinal: (\d+) páginas/.exec((await panel.textContent())!)![1]);
    expect(saved).toBeGreaterThanOrEqual(14); // the sitemap's pages, warmed at install
    await panel.getByRole("button", { name: "Pedir ao navegador para guardar o site" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^O navegador (vai guardar o site|não prometeu guardar o site)/);
    const road = panel.getByRole("checkbox", { name: /Modo estrada: manter a tela acesa/ });
    await road.check();
    await expect(road).toBeChecked();
  });
});

const vertex = (name: string, nth = 0) => chain.filter((v) => v.place.name === name)[nth]!;
const position = ({ lat, lon }: { lat: number; lon: number }) => ({ latitude: lat, longitude: lon });

test.describe("the road page where the road data misled", () => {
  test("at the Ruta 255 turn-off: on the route, Cerro Sombrero next, the stretch without reliable fuel", async ({
    page,
    context,
  }) => {
    const turnOff = { lat: -52.77, lon: -70.95 };
    const p = project(turnOff);
    if (!p.onRoute) throw new Error("the turn-off is off the route");
    const r = reportAt(p.km, p.country);
    await at(context, position(turnOff));
    await openRoadPage(page);
    await page.getByRole("button", { name: "Onde estou?" }).click();
    const result = page.locator(".road-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText(
      "Você está na rota, entre Torres del Paine e Punta Delgada",
    );
    const fuel = result.getByRole("region", { name: "Próximo combustível" });
    await expect(fuel).toContainText(`Cerro Sombrero, ${about(r.nextFuel!.km)}`);
    await expect(fuel).toContainText("Horário curto");
    await expect(fuel).toContainText(
      `Este é o trecho mais longo da rota sem posto confiável: ${about(r.dryStretch!.km)} de Puerto Natales a ` +
        "Cerro Sombrero",
    );
  });

  test("past the Cristo Redentor tunnel, on the way down to Portillo, gives Chile's numbers", async ({
    page,
    context,
  }) => {
    await at(context, position(pointAtKm(vertex("Paso Los Libertadores (túnel Cristo Redentor)").km + 10)));
    await openRoadPage(page);
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await page.getByRole("button", { name: "Indo para Santiago" }).click();
    const emergency = page.locator(".road-result").getByRole("region", { name: /Emergência/ });
    await expect(emergency).toContainText("no Chile");
    await expect(emergency).toContainText("133");
    await expect(emergency).not.toContainText("911");
  });

  test("on the way back to Los Andes, after Santiago earlier in the visit, shows the Cristo Redentor ahead", async ({
    page,
    context,
  }) => {
    await at(context, position(pointAtKm(vertex("Los Andes", 1).km - 20)));
    await openRoadPage(page);
    // Earlier in the visit the crew was in Santiago (picked by hand: the browser may hand back a cached fix).
    await page.getByLabel("Estou em…").selectOption({ label: "Santiago" });
    const result = page.locator(".road-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Em Santiago");
    await page.getByRole("button", { name: "Onde estou?" }).click();
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Você está na rota, entre Santiago e Mendoza");
    await expect(result.getByRole("region", { name: "Próximo combustível" })).toContainText("Los Andes");
    await expect(result.getByRole("region", { name: "Próxima fronteira" })).toContainText("Horcones");
  });

  test("with no earlier fix on a road driven twice, asks 'indo ou voltando?' and answers the way back", async ({
    page,
    context,
  }) => {
    await at(context, position(pointAtKm(vertex("Los Andes", 1).km - 20)));
    await openRoadPage(page);
    await page.getByRole("button", { name: "Onde estou?" }).click();
    const result = page.locator(".road-result");
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Indo ou voltando?");
    await expect(result.getByRole("button", { name: "Indo para Santiago" })).toBeVisible();
    await result.getByRole("button", { name: "Voltando de Santiago" }).click();
    await expect(result.getByRole("region", { name: "Próxima fronteira" })).toContainText("Horcones");
    await page.getByLabel("Estou em…").selectOption({ label: "Los Andes (voltando a Mendoza)" });
    await expect(result.getByRole("heading", { level: 2 })).toHaveText("Em Los Andes");
    await expect(result.getByRole("region", { name: "Próxima fronteira" })).toContainText("Horcones");
  });
});

test.describe("the road page on a road driven twice, before 'indo ou voltando?' is answered", () => {
  const points = [
    ["on the way down to Portillo", pointAtKm(vertex("Paso Los Libertadores (túnel Cristo Redentor)").km + 10)],
    ["at Cerro Castillo", vertex("Cerro Castillo").place.coordinates],
  ] as const;
  for (const [where, p] of points) {
    test(`${where}, already shows Chile's emergency numbers and 'Avisar a família'`, async ({ page, context }) => {
      await at(context, position(p));
      await openRoadPage(page);
      await page.getByRole("button", { name: "Onde estou?" }).click();
      const result = page.locator(".road-result");
      await expect(result.getByRole("heading", { level: 2 })).toHaveText("Indo ou voltando?");
      const emergency = result.getByRole("region", { name: /Emergência/ });
      await expect(emergency).toContainText("no Chile");
      await expect(emergency.getByRole("link", { name: "133" })).toBeVisible();
      await expect(result.getByRole("region", { name: "Avisar a família" })).toContainText("Estamos entre");
      await expect(result.getByRole("link", { name: "Enviar por SMS" })).toBeVisible();
    });
  }
});

test.describe("Avisar a família", () => {
  test("composes the message with the place, the next fuel, the time and a map link, and sends no request", async ({
    page,
    context,
  }) => {
    let last = Date.now();
    const requests: string[] = [];
    context.on("request", (r) => {
      last = Date.now();
      requests.push(`${r.method()} ${r.url()}`);
    });
    await openRoadPage(page);
    // The page's own loading first (the service worker's install, the app's chunks), then quiet.
    await controlled(page);
    await expect.poll(() => Date.now() - last, { timeout: 30_000 }).toBeGreaterThan(1500);
    requests.length = 0;
    await page.getByLabel("Estou em…").selectOption({ label: "Esquel" });
    const family = page.locator(".road-result").getByRole("region", { name: "Avisar a família" });
    const esquel = vertex("Esquel");
    const link =
      `https://maps.google.com/?q=${esquel.place.coordinates.lat.toFixed(4)},` +
      `${esquel.place.coordinates.lon.toFixed(4)}`;
    await expect(family).toContainText(/Estamos em Esquel\. Há posto aqui\. \d{1,2}h\d\d\./);
    await expect(family).toContainText(link);
    const text = (await family.locator("p").first().textContent())!;
    await expect(family.getByRole("link", { name: "Enviar por SMS" })).toHaveAttribute(
      "href",
      `sms:?&body=${encodeURIComponent(text)}`,
    );
    await family.getByLabel(/Número da família/).fill("+55 27 99999-0000");
    await expect(family.getByRole("link", { name: "Enviar por SMS" })).toHaveAttribute(
      "href",
      `sms:+5527999990000?&body=${encodeURIComponent(text)}`,
    );
    await expect(family.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    );
    expect(requests).toEqual([]);
  });

  test("keeps the family's number on this phone only when asked, and erases it", async ({ page, context }) => {
    const requests: string[] = [];
    await openRoadPage(page);
    await controlled(page);
    const family = () => page.locator(".road-result").getByRole("region", { name: "Avisar a família" });
    await page.getByLabel("Estou em…").selectOption({ label: "Esquel" });
    await family()
      .getByLabel(/Número da família/)
      .fill("+55 27 99999-0000");
    context.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
    await family().getByRole("button", { name: "Guardar neste celular" }).click();
    await openRoadPage(page);
    await page.getByLabel("Estou em…").selectOption({ label: "Esquel" });
    await expect(family().getByLabel(/Número da família/)).toHaveValue("+55 27 99999-0000");
    await expect(family().getByRole("link", { name: "Enviar por SMS" })).toHaveAttribute(
      "href",
      /^sms:\+5527999990000\?/,
    );
    expect(requests.filter((r) => !r.startsWith("GET "))).toEqual([]);
    expect(requests.join(" ")).not.toContain("99999");
    await family().getByRole("button", { name: "Apagar número guardado" }).click();
    await openRoadPage(page);
    await page.getByLabel("Estou em…").selectOption({ label: "Esquel" });
    await expect(family().getByLabel(/Número da família/)).toHaveValue("");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test.describe("inside an app's browser", () => {
  const instagram =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Mobile/15E148 Instagram 361.0.0.35.82 (iPhone14,5; iOS 18_1; pt_BR; pt; scale=3.00; 1170x2532; " +
    "674117118)";

  test("every page says to open the site in the phone's browser to use it with no signal, until closed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: instagram });
    const page = await context.newPage();
    for (const path of ["/", "/na-estrada"]) {
      await page.goto(path);
      const notice = page.getByRole("complementary", { name: "Abra no navegador" });
      await expect(notice).toContainText("Para usar o site sem sinal, abra-o no navegador do celular");
      await expect(notice).toContainText("“Abrir no Safari”");
    }
    await page.getByRole("button", { name: "Fechar o aviso" }).click();
    await expect(page.getByRole("complementary", { name: "Abra no navegador" })).toHaveCount(0);
    await page.goto("/antes-de-partir");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Antes de partir");
    await expect(page.getByRole("complementary", { name: "Abra no navegador" })).toHaveCount(0);
    await context.close();
  });

  test("says nothing in a real browser", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(5, 5);
    await hydrated(page);
    await expect(page.getByRole("complementary", { name: "Abra no navegador" })).toHaveCount(0);
    await expect(page.getByText("Para usar o site sem sinal, abra-o")).toHaveCount(0);
  });

  test("tells an iPhone in Safari to add the site to the home screen", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
        "Version/18.1 Mobile/15E148 Safari/604.1",
    });
    const page = await context.newPage();
    await openRoadPage(page);
    await expect(page.getByRole("region", { name: "Pronto para a estrada?" })).toContainText(
      "Compartilhar › Adicionar à Tela de Início",
    );
    await context.close();
  });
});
