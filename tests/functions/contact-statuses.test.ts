import { describe, expect, it } from "vitest";
import { app } from "../../functions/app.ts";
import { contactMessages } from "../../src/shared/contact-schema.ts";
import { countRows, postForm, postJson, postRaw, testEnv, validLead } from "./helpers.ts";

function expectApiHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("no-store");
  // HTTPS only, for at least a year, as the static pages (dist/_headers) say too.
  const maxAge = /^max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1];
  expect(Number(maxAge)).toBeGreaterThanOrEqual(365 * 24 * 3600);
}

describe("the statuses of POST /api/contact", () => {
  it("answers 201 { ok, id } for a valid lead, with the API's headers", async () => {
    const res = await postJson(validLead());
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("answers 400 validation with the first message and a message per invalid field", async () => {
    const res = await postJson({ name: "A", email: "não-é-email", whatsapp: "123" });
    expect(res.status).toBe(400);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({
      ok: false,
      error: "validation",
      message: contactMessages.nameMin,
      fields: { name: contactMessages.nameMin, email: contactMessages.email, whatsapp: contactMessages.whatsapp },
    });
  });

  it("answers 400 bad_request with a message for malformed JSON", async () => {
    const res = await postRaw('{"name": "Ana",', "application/json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: "bad_request", message: expect.any(String) });
  });

  it("answers 403 forbidden to a cross-site Origin and stores nothing", async () => {
    const before = await countRows();
    const res = await postJson(validLead(), { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: false, error: "forbidden" });
    expect(await countRows()).toBe(before);
  });

  it("answers 403 forbidden to Origin null and to a same host on another port", async () => {
    expect((await postJson(validLead(), { headers: { Origin: "null" } })).status).toBe(403);
    expect((await postJson(validLead(), { headers: { Origin: "http://localhost:9999" } })).status).toBe(403);
  });

  it.each<[string, Record<string, string>]>([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
    ["a Referer from another host", { Referer: "https://evil.example/form.html" }],
    ["a Referer from this host on another port", { Referer: "http://localhost:9999/" }],
    ["an unparseable Referer", { Referer: "not a url" }],
  ])(
    "answers a post without Origin that says it is cross-site (%s) with 403, as a cross-site Origin, and " +
      "stores nothing",
    async (_, headers) => {
      const before = await countRows();
      const json = await postJson(validLead(), { headers });
      expect(json.status).toBe(403);
      expect(await json.json()).toEqual({ ok: false, error: "forbidden" });
      const form = await postForm(validLead() as Record<string, string>, { headers });
      expect(form.status).toBe(403);
      expect(await form.json()).toEqual({ ok: false, error: "forbidden" });
      expect(await countRows()).toBe(before);
    },
  );

  it("accepts a post without Origin from this site's own page (same-origin, or typed in: none)", async () => {
    const own = { Referer: "http://localhost/destino/ushuaia", "Sec-Fetch-Site": "same-origin" };
    expect((await postForm(validLead() as Record<string, string>, { headers: own })).status).toBe(303);
    expect((await postJson(validLead(), { headers: { "Sec-Fetch-Site": "none" } })).status).toBe(201);
  });

  it("accepts a same-origin Origin and a request without Origin", async () => {
    expect((await postJson(validLead(), { headers: { Origin: "http://localhost" } })).status).toBe(201);
    expect((await postJson(validLead())).status).toBe(201);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s with 405 and Allow: POST", async (method) => {
    const res = await app.request("/api/contact", { method }, testEnv);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: false, error: "method_not_allowed" });
  });

  it("answers 413 too_large when Content-Length says more than 16 KiB", async () => {
    const body = JSON.stringify(validLead({ padding: "x".repeat(17 * 1024) }));
    const res = await postRaw(body, "application/json", { headers: { "content-length": String(body.length) } });
    expect(res.status).toBe(413);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: false, error: "too_large" });
  });

  it("answers 413 too_large when the bytes read exceed 16 KiB without a Content-Length", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(validLead({ padding: "x".repeat(17 * 1024) })));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const res = await postRaw(stream, "application/json");
    expect(res.status).toBe(413);
  });

  it("answers 415 unsupported_media_type for text/plain", async () => {
    const res = await postRaw(JSON.stringify(validLead()), "text/plain");
    expect(res.status).toBe(415);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: false, error: "unsupported_media_type" });
  });

  it("accepts application/json; charset=utf-8 and a form with charset=UTF-8", async () => {
    expect((await postRaw(JSON.stringify(validLead()), "application/json; charset=utf-8")).status).toBe(201);
    const form = new URLSearchParams(validLead() as Record<string, string>).toString();
    expect((await postRaw(form, "application/x-www-form-urlencoded;charset=UTF-8")).status).toBe(303);
  });

  it("answers 429 rate_limited with Retry-After once the client's allowance is spent", async () => {
    const env = { ...testEnv, RATE_LIMIT_MAX: "1" };
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    expect((await postJson(validLead(), { env, headers })).status).toBe(201);
    const res = await postJson(validLead(), { env, headers });
    expect(res.status).toBe(429);
    expectApiHeaders(res);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ ok: false, error: "rate_limited" });
  });

  it("answers 503 unavailable when the database fails", async () => {
    const env = {
      ...testEnv,
      DB: {
        prepare: () => {
          throw new Error("D1_ERROR: no such table: contact_submissions");
        },
      } as unknown as D1Database,
    };
    const res = await postJson(validLead(), { env });
    expect(res.status).toBe(503);
    expectApiHeaders(res);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: "unavailable" });
    expect(text).not.toMatch(/D1|table|Error/);
  });

  it("answers unknown /api paths with a 404 JSON body", async () => {
    const res = await app.request("/api/nothing-here", {}, testEnv);
    expect(res.status).toBe(404);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ ok: false, error: "not_found" });
  });

  it("gives GET /api/health the API's headers too", async () => {
    const res = await app.request("/api/health", {}, testEnv);
    expect(res.status).toBe(200);
    expectApiHeaders(res);
  });
});
