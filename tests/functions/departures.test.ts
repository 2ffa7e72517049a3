// /api/saidas and /saidas against a real D1: the room follows the team's confirmations, the answers
// are kept at the edge for the stated minute, and nothing about a person ever leaves the database.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../functions/bindings.ts";
import { app } from "../../functions/app.ts";
import { departuresPage } from "../../functions/departures-page.ts";
import { edgeSeconds } from "../../functions/edge-cache.ts";
import type { PublicDeparture } from "../../src/shared/departures.ts";
import { postJson, testEnv, validLead } from "./helpers.ts";

const staticPage =
  "<!doctype html><html><head><style>main{color:red}</style></head><body><main><h1>Saídas</h1>" +
  '<div id="saidas-lista"><p>As datas das próximas saídas estão sendo definidas.</p></div></main></body></html>';
const withPage: Env = { ...testEnv, ASSETS: { fetch: async () => new Response(staticPage) } as unknown as Fetcher };

const person = { name: "Marta Quintela Secreta", email: "marta.secreta@example.com", whatsapp: "27 98888-7777" };

async function leadId(overrides: Record<string, unknown>): Promise<number> {
  expect((await postJson(validLead(overrides))).status).toBe(201);
  const row = await env.DB.prepare("SELECT max(id) AS id FROM contact_submissions").first<{ id: number }>();
  return row!.id;
}

async function addDeparture(startsOn: string, vehicles: number, cancelledFor: string | null = null) {
  await env.DB.prepare(
    `INSERT INTO departures (starts_on, days, vehicles, min_vehicles, price_per_vehicle, status, status_reason)
     VALUES (?1, 40, ?2, min(?2, 3), 18500, iif(?3 IS NULL, 'aberta', 'cancelada'), ?3)`,
  )
    .bind(startsOn, vehicles, cancelledFor)
    .run();
}

async function place(lead: number, startsOn: string, where: "confirmado" | "espera") {
  await env.DB.prepare(
    `INSERT INTO departure_places (lead_id, departure_id, place)
     SELECT ?1, id, ?3 FROM departures WHERE starts_on = ?2
     ON CONFLICT (lead_id) DO UPDATE SET departure_id = excluded.departure_id, place = excluded.place`,
  )
    .bind(lead, startsOn, where)
    .run();
}

/** A request as a visitor's: with the runtime's context, so the edge copy is written before the next. */
async function get(path: string, fresh = true) {
  if (fresh) await caches.default.delete(`http://localhost${path}`);
  const ctx = createExecutionContext();
  const res =
    path === "/saidas"
      ? await departuresPage.request(path, {}, withPage, ctx)
      : await app.request(path, {}, withPage, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const listed = async () => ((await (await get("/api/saidas")).json()) as { departures: PublicDeparture[] }).departures;
const one = async (startsOn: string) => (await listed()).find((d) => d.startsOn === startsOn)!;

let leads: number[] = [];
beforeAll(async () => {
  leads = [await leadId(person), await leadId({}), await leadId({}), await leadId({})];
  await addDeparture("2099-01-10", 2);
  await addDeparture("2099-03-10", 8);
  await addDeparture("2099-05-10", 8, "Fronteira fechada pela neve");
  await addDeparture("2001-01-10", 8);
});

describe("the departures", () => {
  it("with none published, the page keeps saying the dates are being set, dated by its read", async () => {
    await env.DB.exec("UPDATE departures SET starts_on = '2000-' || substr(starts_on, 6) WHERE starts_on > '2098'");
    const html = await (await get("/saidas")).text();
    await env.DB.exec(
      "UPDATE departures SET starts_on = '2099-' || substr(starts_on, 6) WHERE starts_on LIKE '2000-%'",
    );
    expect(html).toContain("estão sendo definidas");
    expect(html).toMatch(/Lido em \d+ de \w+ de \d{4}/);
    expect(html).not.toContain("application/ld+json");
  });

  it("count down the vehicles left as the team confirms; a full one says lotada, with its waiting list", async () => {
    expect(await one("2099-01-10")).toMatchObject({
      vehicles: 2,
      confirmed: 0,
      left: 2,
      state: "aberta",
      toConfirm: 2,
    });
    await place(leads[0]!, "2099-01-10", "confirmado");
    expect(await one("2099-01-10")).toMatchObject({ confirmed: 1, left: 1, state: "aberta" });
    await place(leads[1]!, "2099-01-10", "confirmado");
    await place(leads[2]!, "2099-01-10", "espera");
    expect(await one("2099-01-10")).toMatchObject({ confirmed: 2, left: 0, waiting: 1, state: "lotada" });
    const html = await (await get("/saidas")).text();
    expect(html).toContain("<strong>Lotada.</strong> Entre na lista de espera (1 na fila)");
  });

  it("say how many more vehicles confirm one below its minimum, and show a cancelled one with its reason", async () => {
    await place(leads[3]!, "2099-03-10", "confirmado");
    expect(await one("2099-03-10")).toMatchObject({ confirmed: 1, left: 7, toConfirm: 2, minVehicles: 3 });
    const html = await (await get("/saidas")).text();
    expect(html).toContain(
      "<strong>7 de 8 veículos livres</strong>. Faltam 2 veículos confirmados para garantir a saída",
    );
    expect(html).toContain("<strong>Saída cancelada</strong>: Fronteira fechada pela neve");
    expect(html).toContain("R$ 18.500");
    expect(await listed()).not.toContainEqual(expect.objectContaining({ startsOn: "2001-01-10" }));
  });

  it("carry each departure's Event in the page's HTML, its offer's availability following the room", async () => {
    const html = await (await get("/saidas")).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const events = (JSON.parse(json) as { "@graph": Record<string, any>[] })["@graph"];
    expect(events.map((e) => [e["@type"], e.startDate, e.offers.availability, e.eventStatus])).toEqual([
      ["Event", "2099-01-10", "https://schema.org/SoldOut", "https://schema.org/EventScheduled"],
      ["Event", "2099-03-10", "https://schema.org/InStock", "https://schema.org/EventScheduled"],
      ["Event", "2099-05-10", "https://schema.org/Discontinued", "https://schema.org/EventCancelled"],
    ]);
    expect(events[0]!.offers).toMatchObject({ price: 18500, priceCurrency: "BRL" });
    expect(events[0]).toMatchObject({ endDate: "2099-02-18", location: { address: { addressLocality: "Vitória" } } });
  });

  it(`are kept at the edge for ${edgeSeconds} seconds: a second visit reads the kept copy, not D1`, async () => {
    for (const path of ["/api/saidas", "/saidas"]) {
      const first = await get(path);
      expect(first.headers.get("cache-control")).toBe(`public, max-age=0, s-maxage=${edgeSeconds}`);
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      await first.text();
    }
    await env.DB.prepare("UPDATE departures SET vehicles = 9 WHERE starts_on = '2099-03-10'").run();
    const kept = (await (await get("/api/saidas", false)).json()) as { departures: PublicDeparture[] };
    expect(kept.departures.find((d) => d.startsOn === "2099-03-10")).toMatchObject({ vehicles: 8 });
    expect(await one("2099-03-10")).toMatchObject({ vehicles: 9 });
    expect((await get("/saidas")).headers.get("content-security-policy")).toMatch(/style-src 'self' .*'sha256-/);
  });

  it("never carry anything about a person who holds or waits for a place, in the JSON or the page", async () => {
    const answers = [await (await get("/api/saidas")).text(), await (await get("/saidas")).text()];
    const row = await env.DB.prepare("SELECT * FROM contact_submissions WHERE id = ?1")
      .bind(leads[0]!)
      .first<Record<string, unknown>>();
    const personal = ["Marta", "Quintela", "marta.secreta", "98888", row!.public_id, `"lead`];
    for (const text of answers) for (const value of personal) expect(text).not.toContain(String(value));
    const keys = Object.keys((JSON.parse(answers[0]!) as { departures: object[] }).departures[0]!);
    expect(keys.sort()).toEqual(
      [
        "balanceDueOn",
        "confirmed",
        "days",
        "deposit",
        "endsOn",
        "included",
        "left",
        "minVehicles",
        "notIncluded",
        "pricePerExtraPerson",
        "pricePerVehicle",
        "reason",
        "startsOn",
        "state",
        "toConfirm",
        "vehicles",
        "waiting",
      ].sort(),
    );
  });
});
