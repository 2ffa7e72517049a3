import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readAnswer } from "../../src/shared/api-contract.ts";
import { sendKept, verdictOf } from "../../src/shared/outbox-send.ts";
import { dropLead, keepLead, keptLeads } from "../../src/shared/outbox-store.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** The outbox's reading of an answer, as `sendOnce` makes it. */
const verdictOfResponse = async (response: Response | null) => verdictOf(await readAnswer(response));
const refusal = {
  ok: false,
  error: "validation",
  message: "WhatsApp inválido",
  fields: { whatsapp: "WhatsApp inválido" },
};

describe("what each answer to a kept lead means", () => {
  const table: [string, Response | null, string][] = [
    ["201, the function stored it", json(201, { ok: true, id: "a".repeat(32) }), "stored"],
    ["no answer at all (no network, or the timeout)", null, "retry"],
    [
      "a redirect, such as a move to a new domain",
      new Response(null, { status: 301, headers: { Location: "/x" } }),
      "retry",
    ],
    [
      "the plain form's 303, which only a JSON lead could get from a proxy",
      new Response(null, { status: 303 }),
      "retry",
    ],
    ["a captive portal's 200", new Response("<html>Wi-Fi</html>", { status: 200 }), "retry"],
    ["408", json(408, { ok: false, error: "timeout" }), "retry"],
    ["429, the rate limit", json(429, { ok: false, error: "rate_limited" }), "retry"],
    ["503, the database", json(503, { ok: false, error: "unavailable" }), "retry"],
    ["a firewall's 403 page", new Response("<html>Blocked</html>", { status: 403 }), "retry"],
    ["the function's own 400", json(400, refusal), "refused"],
    ["the function's own 403", json(403, { ok: false, error: "forbidden" }), "refused"],
    ["the function's own 413", json(413, { ok: false, error: "too_large" }), "refused"],
  ];
  for (const [answer, response, kind] of table) {
    it(`${answer}: ${kind}`, async () => {
      expect((await verdictOfResponse(response)).kind).toBe(kind);
    });
  }

  it("carries a stored lead's public id, which its details name, and no id that is not one", async () => {
    expect(await verdictOfResponse(json(201, { ok: true, id: "a".repeat(32) }))).toEqual({
      kind: "stored",
      id: "a".repeat(32),
    });
    expect(await verdictOfResponse(json(201, { ok: true, id: "<b>" }))).toEqual({ kind: "stored" });
    expect(await verdictOfResponse(new Response(null, { status: 201 }))).toEqual({ kind: "stored" });
  });

  it("keeps the function's reason and fields with a refusal", async () => {
    expect(await verdictOfResponse(json(400, refusal))).toEqual({
      kind: "refused",
      refusal: { message: "WhatsApp inválido", fields: { whatsapp: "WhatsApp inválido" } },
    });
  });
});

describe("one try at a kept lead", () => {
  const lead = { key: "k-1", body: JSON.stringify({ name: "Maria" }) };
  beforeEach(async () => {
    for (const l of await keptLeads()) await dropLead(l.key);
    await keepLead(lead.key, lead.body);
  });

  it("gives up a fetch that never settles and leaves the lead in the store", async () => {
    const hangs: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    const started = Date.now();
    const { verdict } = await sendKept("/api/contact", lead, false, hangs, 200);
    expect(verdict.kind).toBe("retry");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await keptLeads()).map((l) => l.key)).toEqual([lead.key]);
  });

  it("deletes the lead once the function stored it, and only then", async () => {
    await sendKept("/api/contact", lead, false, async () => json(503, { ok: false, error: "unavailable" }));
    expect(await keptLeads()).toHaveLength(1);
    await sendKept("/api/contact", lead, false, async () => json(201, { ok: true, id: "x" }));
    expect(await keptLeads()).toEqual([]);
  });

  it("keeps a refused lead with its reason until the visitor settles it", async () => {
    await sendKept("/api/contact", lead, false, async () => json(400, refusal));
    expect(await keptLeads()).toMatchObject([{ key: lead.key, refused: { message: "WhatsApp inválido" } }]);
  });

  it("sends the lead under its own key, never following a redirect", async () => {
    let sent: RequestInit | undefined;
    await sendKept("/api/contact", lead, false, async (_url, init) => {
      sent = init;
      return json(201, { ok: true, id: "x" });
    });
    expect(new Headers(sent?.headers).get("Idempotency-Key")).toBe(lead.key);
    expect(sent?.redirect).toBe("manual");
  });
});

describe("the outbox's store", () => {
  beforeEach(async () => {
    for (const l of await keptLeads()) await dropLead(l.key);
  });

  it("keeps the same values sent again under another key once, under the first key", async () => {
    expect(await keepLead("a", "{}")).toBe("a");
    expect(await keepLead("b", "{}")).toBe("a");
    expect((await keptLeads()).map((l) => l.key)).toEqual(["a"]);
  });

  it("gives the leads back in the order they were kept, whatever their keys", async () => {
    for (const key of ["z", "a", "m"]) await keepLead(key, key);
    expect((await keptLeads()).map((l) => l.key)).toEqual(["z", "a", "m"]);
  });
});

describe("the outbox's database", () => {
  it("gets its store even when something opened it first without one", async () => {
    await new Promise<void>((done, fail) => {
      const del = indexedDB.deleteDatabase("contact-outbox");
      del.onsuccess = () => done();
      del.onerror = () => fail(del.error);
    });
    const bare = await new Promise<IDBDatabase>((done, fail) => {
      const q = indexedDB.open("contact-outbox");
      q.onsuccess = () => done(q.result);
      q.onerror = () => fail(q.error);
    });
    bare.close();
    vi.resetModules();
    const store = await import("../../src/shared/outbox-store.ts");
    expect(await store.keepLead("k", "{}")).toBe("k");
    expect((await store.keptLeads()).map((l) => l.key)).toEqual(["k"]);
  });
});
