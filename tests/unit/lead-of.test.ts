// The key the worker gives a plain form's post: the same send is one lead however often the browser
// posts it, and the same values sent on another São Paulo day are a new contact.
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { keepLead } from "../../src/shared/outbox-store.ts";
import { leadOf } from "../../src/sw/lead-of.ts";

const values = { name: "Rita Sem Script", email: "rita@example.com", whatsapp: "(27) 99999-8888" };
const posted = () =>
  new Request("https://expedicao.example/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });
const keyAt = async (iso: string) => (await leadOf(posted(), new Date(iso))).key;

describe("the plain form's key", () => {
  it("is the same for the same values posted again on the same São Paulo day, late evening included", async () => {
    const morning = await keyAt("2026-11-28T11:00:00Z");
    // 23:30 in São Paulo is already the next day in UTC.
    expect(await keyAt("2026-11-29T02:30:00Z")).toBe(morning);
    expect(morning).toMatch(/^form-2026-11-28-[0-9a-f]{64}$/);
  });

  it("differs for the same values sent on another São Paulo day, so the site stores a new contact", async () => {
    expect(await keyAt("2026-11-29T03:30:00Z")).not.toBe(await keyAt("2026-11-28T11:00:00Z"));
  });

  it("stays the one it was first kept under while the lead waits, however many days later it is posted", async () => {
    const first = await leadOf(posted(), new Date("2026-11-28T11:00:00Z"));
    await keepLead(first.key, first.body);
    const later = await leadOf(posted(), new Date("2026-12-01T11:00:00Z"));
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
