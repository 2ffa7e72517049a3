// The key the worker gives a plain form's post: the one the page's script wrote into the form, or a
// random one; never one anyone could compute from what the visitor typed.
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { keepLead } from "../../src/shared/outbox-store.ts";
import { leadOf } from "../../src/sw/lead-of.ts";

const values = { name: "Rita Sem Script", email: "rita@example.com", whatsapp: "(27) 99999-8888" };
const posted = (fields: Record<string, string> = values) =>
  new Request("https://expedicao.example/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the plain form's key", () => {
  it("is random: the same values posted twice get two keys nobody could compute from them", async () => {
    const [a, b] = [await leadOf(posted()), await leadOf(posted())];
    expect(a.key).toMatch(uuid);
    expect(b.key).toMatch(uuid);
    expect(a.key).not.toBe(b.key);
  });

  it("is the one the page's script wrote into the form, which the body then leaves out", async () => {
    const key = "0b7c2f4e-8d1a-4c3b-9e5f-6a7b8c9d0e1f";
    const lead = await leadOf(posted({ ...values, idempotency_key: key }));
    expect(lead.key).toBe(key);
    expect(JSON.parse(lead.body)).toEqual(values);
  });

  it("is not taken from the form when it is not shaped as the page makes them", async () => {
    const lead = await leadOf(posted({ ...values, idempotency_key: "form-2026-12-01-abc" }));
    expect(lead.key).toMatch(uuid);
  });

  it("stays the one it was first kept under while the lead waits, however often the browser posts it", async () => {
    const first = await leadOf(posted());
    await keepLead(first.key, first.body);
    const later = await leadOf(posted());
    expect(later.key).not.toBe(first.key);
    expect(await keepLead(later.key, later.body)).toBe(first.key);
  });

  it("is the page's own when the page gave one", async () => {
    const request = new Request("https://expedicao.example/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "abc-123" },
      body: JSON.stringify(values),
    });
    expect((await leadOf(request)).key).toBe("abc-123");
  });
});
