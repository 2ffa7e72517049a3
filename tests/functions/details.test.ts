// POST /api/contact/details against workerd and a real D1: the details join their lead by its
// public id within 48 hours, and each case of the threat model in docs/function.md has its test.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../functions/app.ts";
import type { Env } from "../../functions/bindings.ts";
import { detailsNotFound } from "../../functions/details.ts";
import { maxBodyBytes } from "../../functions/checks.ts";
import { detailFields } from "../../src/shared/details-fields.ts";
import { postForm, postJson, testEnv, uniqueEmail, validLead } from "./helpers.ts";

const details = {
  departure: "2027-01",
  people: "2",
  vehicle: "Hilux 2019 diesel",
  fuel: "diesel",
  route: "trecho",
  route_from: "Mendoza",
  route_to: "Ushuaia",
  experience: "brasil",
  note: "Queremos ir com mais um carro.",
};

interface Options {
  headers?: Record<string, string>;
  env?: Env;
}

function postDetails(body: BodyInit, contentType: string, o: Options = {}) {
  return app.request(
    "/api/contact/details",
    { method: "POST", headers: { "content-type": contentType, ...o.headers }, body },
    o.env ?? testEnv,
  );
}
const detailsJson = (body: unknown, o: Options = {}) => postDetails(JSON.stringify(body), "application/json", o);
const detailsForm = (fields: Record<string, string>, o: Options = {}) =>
  postDetails(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", o);

/** A lead stored now, and its public id. */
async function storedLead(overrides: Record<string, unknown> = {}) {
  const lead = validLead(overrides);
  const res = await postJson(lead);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, email: lead.email as string, name: lead.name as string, res };
}

async function detailsOf(publicId: string) {
  return env.DB.prepare(
    `SELECT d.* FROM lead_details d JOIN contact_submissions c ON c.id = d.lead_id WHERE c.public_id = ?1`,
  )
    .bind(publicId)
    .first<Record<string, unknown>>();
}

const countDetails = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM lead_details").first<{ n: number }>())!.n;

const randomId = () => crypto.randomUUID().replaceAll("-", "");

describe("details sent after a lead", () => {
  it("are stored with their lead, and the answer says only that", async () => {
    const { id, name, email } = await storedLead();
    const res = await detailsJson({ id, ...details });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true });
    for (const personal of [name, email, details.vehicle]) expect(text).not.toContain(personal);
    // As sent, the people as a number.
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 2 });
  });

  it("sent again change only what they answer, and a field left empty keeps what was stored", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    const res = await detailsJson({ id, departure: "nao-sei", people: "3" });
    expect(res.status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ ...details, departure: "nao-sei", people: 3 });
  });

  it("sent again empty, as the page sends blanks, leave every value sent before", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    const nulls = Object.fromEntries(detailFields.map((f) => [f, null]));
    expect((await detailsJson({ id, ...nulls })).status).toBe(200);
    expect((await detailsJson({ id })).status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 2 });
  });

  it("changed to the whole route no longer name where a part of it started and ended", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    expect((await detailsJson({ id, route: "inteira" })).status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ route: "inteira", route_from: null, route_to: null, people: 2 });
  });

  it("can take back an answer: a field named in `clear` is emptied, while a blank still keeps its value", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    const res = await detailsJson({ id, note: "", vehicle: null, clear: ["note", "people"] });
    expect(res.status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ ...details, note: null, people: null });
  });

  it("can take back the part of the route, its ends with it; an answer sent with `clear` wins", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    expect((await detailsJson({ id, fuel: "flex", clear: ["route", "fuel"] })).status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ route: null, route_from: null, route_to: null, fuel: "flex" });
  });

  it("from the plain form take back each answer whose `clear` box is ticked", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    const body = "clear=vehicle&clear=experience&people=";
    const res = await postDetails(body, "application/x-www-form-urlencoded", { headers: { cookie: `lead=${id}` } });
    expect(res.status).toBe(303);
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 2, vehicle: null, experience: null });
  });

  it("refuse a `clear` that names no question of the form, and write nothing", async () => {
    const { id } = await storedLead();
    await detailsJson({ id, ...details });
    const res = await detailsJson({ id, clear: ["name"] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: "validation",
      message: expect.stringMatching(/apagar/),
    });
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 2 });
  });

  it("as the page sends them, null for every field left unanswered, are stored", async () => {
    const { id } = await storedLead();
    const nulls = Object.fromEntries(detailFields.map((f) => [f, null]));
    const res = await detailsJson({ id, ...nulls, people: 3 });
    expect(res.status).toBe(200);
    expect(await detailsOf(id)).toMatchObject({ people: 3, experience: null, note: null });
  });

  it("ignore unknown fields, and every field may be left out", async () => {
    const { id } = await storedLead();
    const res = await detailsJson({ id, name: "Outro Nome", status: "fechado", admin: true });
    expect(res.status).toBe(200);
    const row = await detailsOf(id);
    for (const f of detailFields) expect(row![f]).toBeNull();
  });

  it("with an invalid value are refused with each field's message in Portuguese, and nothing is stored", async () => {
    const { id } = await storedLead();
    const before = await countDetails();
    const res = await detailsJson({
      id,
      departure: "2020-01",
      people: "9",
      vehicle: "x".repeat(61),
      fuel: "álcool",
      route: "trecho",
      route_from: "Ushuaia",
      route_to: "Vitória",
      note: "y".repeat(501),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("validation");
    expect(body.fields).toMatchObject({
      departure: expect.stringContaining("mês e o ano"),
      people: "Pessoas no veículo: de 1 a 6",
      vehicle: "Veículo deve ter no máximo 60 caracteres",
      fuel: "Escolha uma das opções de combustível",
      note: "Observação deve ter no máximo 500 caracteres",
    });
    expect(await countDetails()).toBe(before);
  });

  it("naming a part of the route backwards are refused", async () => {
    const { id } = await storedLead();
    const res = await detailsJson({ id, route: "trecho", route_from: "Ushuaia", route_to: "Mendoza" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.route_to).toContain("termina");
    expect(await detailsOf(id)).toBeNull();
  });
});

describe("the details' threat model", () => {
  it("enumeration: an unknown id, an expired one and a malformed one get the same 404, byte for byte", async () => {
    const { id: expired } = await storedLead();
    await env.DB.prepare(
      `UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-49 hours')
       WHERE public_id = ?1`,
    )
      .bind(expired)
      .run();
    const answers = await Promise.all(
      [randomId(), expired, "../../etc", 42].map(async (id) => {
        const res = await detailsJson({ id, ...details });
        return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
      }),
    );
    for (const a of answers) {
      expect(a).toEqual(answers[0]);
    }
    expect(answers[0]!.status).toBe(404);
    expect(JSON.parse(answers[0]!.body)).toEqual({ ok: false, error: "not_found", message: detailsNotFound });
    expect(await detailsOf(expired)).toBeNull();
  });

  it("a stale id: details for a lead stored 47 hours ago are still taken, 49 hours ago no longer", async () => {
    const { id } = await storedLead();
    const age = (hours: number) =>
      env.DB.prepare(
        `UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${hours} hours')
         WHERE public_id = ?1`,
      )
        .bind(id)
        .run();
    await age(47);
    expect((await detailsJson({ id, ...details })).status).toBe(200);
    await age(49);
    expect((await detailsJson({ id, people: "5" })).status).toBe(404);
    expect(await detailsOf(id)).toMatchObject({ people: 2 });
  });

  it("replay: the same post again changes nothing but the time, and is counted by the rate limit", async () => {
    const { id } = await storedLead();
    const limited: Env = { ...testEnv, RATE_LIMIT_MAX: "2", RATE_LIMIT_SALT: `replay-${id}` };
    const headers = { "cf-connecting-ip": "203.0.113.77" };
    expect((await detailsJson({ id, ...details }, { env: limited, headers })).status).toBe(200);
    expect((await detailsJson({ id, ...details }, { env: limited, headers })).status).toBe(200);
    const third = await detailsJson({ id, ...details }, { env: limited, headers });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await detailsOf(id)).toMatchObject({ people: 2, vehicle: "Hilux 2019 diesel" });
  });

  it("cross-site posts are refused before anything is read, and the lead's cookie is SameSite=Strict", async () => {
    const { id, res: leadAnswer } = await storedLead();
    const cookie = leadAnswer.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      new RegExp(`^lead=${id}; Max-Age=3600; Path=/api/contact/details; HttpOnly; SameSite=Strict`),
    );
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site", cookie: `lead=${id}` },
      { referer: "https://evil.example/form" },
    ]) {
      const res = await detailsForm({ people: "6" }, { headers });
      expect(res.status).toBe(403);
    }
    expect(await detailsOf(id)).toBeNull();
  });

  it("oversized and unreadable bodies are refused, and nothing is stored", async () => {
    const { id } = await storedLead();
    const big = await detailsJson({ id, note: "a".repeat(maxBodyBytes) });
    expect(big.status).toBe(413);
    expect((await postDetails("people=2", "text/plain")).status).toBe(415);
    expect((await postDetails("{not json", "application/json")).status).toBe(400);
    expect((await postDetails(new Uint8Array([0xff, 0xfe]), "application/json")).status).toBe(400);
    expect(await detailsOf(id)).toBeNull();
  });
});

describe("details posted without JavaScript from /obrigado", () => {
  it("find their lead by the cookie its plain form set, and land back on /obrigado", async () => {
    const email = uniqueEmail();
    const lead = await postForm({ name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" });
    expect(lead.status).toBe(303);
    const id = /^lead=([0-9a-f]{32});/.exec(lead.headers.get("set-cookie") ?? "")?.[1];
    expect(id).toBeDefined();
    const res = await detailsForm(
      { departure: "2027-02", people: "4", fuel: "flex" },
      { headers: { cookie: `lead=${id}` } },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/obrigado#detalhes-recebidos");
    expect(await detailsOf(id!)).toMatchObject({ departure: "2027-02", people: 4, fuel: "flex" });
  });

  it("end the lead's cookie once stored, and a second, blank post erases nothing", async () => {
    const lead = await postForm({ name: "Rita Sem Script", email: uniqueEmail(), whatsapp: "(27) 99999-8888" });
    const id = /^lead=([0-9a-f]{32});/.exec(lead.headers.get("set-cookie") ?? "")![1]!;
    const full = await detailsForm({ ...details, people: "5" }, { headers: { cookie: `lead=${id}` } });
    expect(full.status).toBe(303);
    expect(full.headers.get("location")).toBe("/obrigado#detalhes-recebidos");
    const [ended, mark] = [...full.headers].filter(([name]) => name === "set-cookie").map(([, value]) => value);
    expect(ended).toMatch(/^lead=; Max-Age=0; Path=\/api\/contact\/details; HttpOnly; SameSite=Strict$/);
    expect(mark).toMatch(/^detalhes=recebidos; Max-Age=600; Path=\/api\/contact\/details; HttpOnly; SameSite=Strict$/);
    const blank = Object.fromEntries(detailFields.map((f) => [f, ""]));
    // A double click: the second post leaves before the first answer, with the lead's cookie...
    expect((await detailsForm(blank, { headers: { cookie: `lead=${id}` } })).status).toBe(303);
    // ...or after it, with the mark alone: the success line again, and nothing written.
    const again = await detailsForm(blank, { headers: { cookie: "detalhes=recebidos" } });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/obrigado#detalhes-recebidos");
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 5 });
  });

  it("a second post that changes something, once they were received, is told so and how to change them", async () => {
    const lead = await postForm({ name: "Rita Sem Script", email: uniqueEmail(), whatsapp: "(27) 99999-8888" });
    const id = /^lead=([0-9a-f]{32});/.exec(lead.headers.get("set-cookie") ?? "")![1]!;
    await detailsForm({ ...details, people: "2" }, { headers: { cookie: `lead=${id}` } });
    // Back on /obrigado, another vehicle and 4 people: the lead's cookie has given way to the mark.
    const changed = await detailsForm(
      { vehicle: "Land Cruiser Prado", people: "4" },
      { headers: { cookie: "detalhes=recebidos" } },
    );
    expect(changed.status).toBe(404);
    const html = await changed.text();
    expect(html).toContain("já tinham sido recebidos");
    expect(html).toContain("WhatsApp");
    expect(await detailsOf(id)).toMatchObject({ ...details, people: 2 });
  });

  it("without the cookie get a page that says why, with the 404", async () => {
    const res = await detailsForm({ people: "2" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(detailsNotFound);
  });

  it("with an invalid value get /obrigado back with the message beside the field", async () => {
    const thanksHtml = `<!doctype html><html><body><form id="details-form" method="post" action="/api/contact/details">
<select name="people"><option value="">—</option><option value="2">2</option></select>
<input name="vehicle"></form></body></html>`;
    const withPage: Env = {
      ...testEnv,
      ASSETS: { fetch: async () => new Response(thanksHtml) } as unknown as Fetcher,
    };
    const { id } = await storedLead();
    const res = await detailsForm(
      { people: "9", vehicle: "Troller" },
      { env: withPage, headers: { cookie: `lead=${id}` } },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<form id="details-form"[^>]*><div id="details-form-error" role="alert"/);
    expect(html).toMatch(/<p id="people-server-error"[^>]*>Pessoas no veículo: de 1 a 6<\/p>/);
    expect(html).toContain('name="vehicle" value="Troller"');
    expect(await detailsOf(id)).toBeNull();
  });
});
