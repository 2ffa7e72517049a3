// A lead posted again under a key already seen: a copy a device kept and sends at its next visit, a
// retry, or someone else who computed the key. Only its own sender may learn the lead's public id,
// and an erased lead is never stored again.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../functions/bindings.ts";
import { sha256Hex } from "../../functions/sha256.ts";
import { countRows, postForm, postJson, rowsByEmail, testEnv, uniqueEmail, validLead } from "./helpers.ts";

const from = (ip: string) => ({ "cf-connecting-ip": ip });
/** A key as older workers made it for a plain form: its day and the hash of its values, which anyone
 * who knows the values can compute. */
const computableKey = () => `form-2026-12-01-${crypto.randomUUID().replaceAll("-", "").repeat(2)}`;
const erase = async (key: string) =>
  env.DB.prepare("INSERT INTO erased_keys (key_hash) VALUES (?1)")
    .bind(await sha256Hex(key))
    .run();

describe("a repeat of a stored key", () => {
  it("a repeat key from another client gets no id", async () => {
    const lead = validLead();
    const key = computableKey();
    const first = await postJson(lead, { headers: { "Idempotency-Key": key, ...from("198.51.100.7") } });
    expect(first.status).toBe(201);
    const again = await postJson(lead, { headers: { "Idempotency-Key": key, ...from("203.0.113.77") } });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await rowsByEmail(lead.email as string)).toHaveLength(1);
  });

  it.each([
    ["a UUID", () => crypto.randomUUID()],
    ["the first script's form-<uuid>", () => `form-${crypto.randomUUID()}`],
  ])("under %s, a key nobody else can compute, gets its lead's id and cookie", async (_, makeKey) => {
    const lead = validLead();
    const headers = { "Idempotency-Key": makeKey() };
    const first = (await (await postJson(lead, { headers })).json()) as { id: string };
    const again = await postJson(lead, { headers });
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect(again.headers.get("set-cookie")).toMatch(new RegExp(`^lead=${first.id};`));
  });
});

describe("an erased lead", () => {
  it("an erased lead's waiting copy is not stored again", async () => {
    const lead = validLead();
    const key = crypto.randomUUID();
    expect((await postJson(lead, { headers: { "Idempotency-Key": key } })).status).toBe(201);
    // The team's erasure: the row goes, the key's hash stays.
    await env.DB.prepare("DELETE FROM contact_submissions WHERE idempotency_key = ?1").bind(key).run();
    await erase(key);
    const before = await countRows();
    const res = await postJson(lead, { headers: { "Idempotency-Key": key } });
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ ok: false, error: "erased", message: expect.stringMatching(/apagado/) });
    expect(await countRows()).toBe(before);
    expect(await rowsByEmail(lead.email as string)).toHaveLength(0);
  });

  it("posted as a plain form gets a page saying it was erased, without the values typed", async () => {
    const homeHtml = `<!doctype html><html><body><form id="contact-form" action="/api/contact">
<input name="name"><input name="email"><input name="whatsapp"></form></body></html>`;
    const withPage: Env = { ...testEnv, ASSETS: { fetch: async () => new Response(homeHtml) } as unknown as Fetcher };
    const key = crypto.randomUUID();
    await erase(key);
    const email = uniqueEmail("erased");
    const res = await postForm(
      { name: "Pessoa Apagada", email, whatsapp: "(27) 99999-8888", idempotency_key: key },
      { env: withPage },
    );
    expect(res.status).toBe(410);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const html = await res.text();
    expect(html).toContain("apagado a pedido");
    expect(html).not.toContain(email);
    expect(html).not.toContain("Pessoa Apagada");
    expect(await rowsByEmail(email)).toHaveLength(0);
  });
});
