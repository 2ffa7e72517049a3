// A lead's details may name a departure the team published: stored with its month (so the team's
// `--quando` reads it as before) and its first day; one that is closed, cancelled or unknown is
// refused beside its field. The plain form on /obrigado offers the same choices, from D1.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../functions/bindings.ts";
import { app } from "../../functions/app.ts";
import { thanks } from "../../functions/thanks.ts";
import { departureMonths } from "../../src/shared/departure-months.ts";
import { detailMessages } from "../../src/shared/details-fields.ts";
import { postJson, testEnv, validLead } from "./helpers.ts";

// Departures a few months from now, whatever day the suite runs.
const [, , open, full, cancelled, closed] = departureMonths(new Date()).map((m) => `${m}-10`);

async function addDeparture(startsOn: string, vehicles: number, status = "aberta") {
  await env.DB.prepare(
    `INSERT INTO departures (starts_on, days, vehicles, status, status_reason)
     VALUES (?1, 40, ?2, ?3, iif(?3 = 'aberta', NULL, 'Motivo da equipe'))`,
  )
    .bind(startsOn, vehicles, status)
    .run();
}

async function storedLead() {
  const res = await postJson(validLead());
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const sendDetails = (body: Record<string, unknown>) =>
  app.request(
    "/api/contact/details",
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    testEnv,
  );

const detailsOf = (publicId: string) =>
  env.DB.prepare(
    `SELECT d.departure, d.departure_day FROM lead_details d
     JOIN contact_submissions c ON c.id = d.lead_id WHERE c.public_id = ?1`,
  )
    .bind(publicId)
    .first<{ departure: string | null; departure_day: string | null }>();

beforeAll(async () => {
  await addDeparture(open!, 8);
  await addDeparture(full!, 1);
  // The one vehicle of the full departure, confirmed by the team.
  await storedLead();
  await env.DB.prepare(
    `INSERT INTO departure_places (lead_id, departure_id, place)
     SELECT (SELECT max(id) FROM contact_submissions), id, 'confirmado' FROM departures WHERE starts_on = ?1`,
  )
    .bind(full)
    .run();
  await addDeparture(cancelled!, 8, "cancelada");
  await addDeparture(closed!, 8, "encerrada");
});

describe("a departure chosen in the details", () => {
  it("is stored with its month and its first day, and a full one's waiting list too", async () => {
    for (const day of [open!, full!]) {
      const id = await storedLead();
      expect((await sendDetails({ id, departure: day })).status).toBe(200);
      expect(await detailsOf(id)).toEqual({ departure: day.slice(0, 7), departure_day: day });
    }
  });

  it("goes with its month: a later month drops the day, a blank keeps it, clearing empties both", async () => {
    const id = await storedLead();
    expect((await sendDetails({ id, departure: open })).status).toBe(200);
    expect((await sendDetails({ id, people: 3 })).status).toBe(200);
    expect(await detailsOf(id)).toEqual({ departure: open!.slice(0, 7), departure_day: open });
    const month = departureMonths(new Date())[1]!;
    expect((await sendDetails({ id, departure: month })).status).toBe(200);
    expect(await detailsOf(id)).toEqual({ departure: month, departure_day: null });
    expect((await sendDetails({ id, departure: open })).status).toBe(200);
    expect((await sendDetails({ id, clear: ["departure"] })).status).toBe(200);
    expect(await detailsOf(id)).toEqual({ departure: null, departure_day: null });
  });

  it("is refused beside its field when cancelled, closed or never published, and nothing is written", async () => {
    const never = `${departureMonths(new Date())[7]}-10`;
    for (const day of [cancelled!, closed!, never]) {
      const id = await storedLead();
      const res = await sendDetails({ id, departure: day, people: 2 });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        ok: false,
        error: "validation",
        fields: { departure: detailMessages.departureClosed },
      });
      expect(await detailsOf(id)).toBeNull();
    }
  });

  it("is among /obrigado's choices, open or full, before the months; a cancelled or closed one is not", async () => {
    const page = `<!doctype html><html><head></head><body><form><select name="departure"><option value="">—</option>
<option value="nao-sei">Ainda não sei</option><option value="2026-01">janeiro de 2026</option></select>
</form></body></html>`;
    const withPage: Env = { ...testEnv, ASSETS: { fetch: async () => new Response(page) } as unknown as Fetcher };
    const html = await (await thanks.request("/obrigado", {}, withPage)).text();
    const options = [...html.matchAll(/<option value="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]]);
    const dmy = (day: string) => day.split("-").reverse().join("/");
    expect(options.slice(0, 4)).toEqual([
      ["", "—"],
      ["nao-sei", "Ainda não sei"],
      [open, `A saída de ${dmy(open!)} (40 dias)`],
      [full, `Lista de espera da saída de ${dmy(full!)}`],
    ]);
    expect(options[4]![0]).toMatch(/^\d{4}-\d{2}$/);
    expect(html).not.toContain(cancelled!);
    expect(html).not.toContain(closed!);
  });
});
