import { describe, expect, it } from "vitest";
import { sendContact, type ContactPayload } from "../../src/contact/send-contact.ts";

const payload: ContactPayload = {
  name: "Maria da Silva",
  email: "maria@exemplo.com.br",
  whatsapp: "(27) 99999-8888",
  instagram: null,
  website: "",
  privacy_version: "2026-11-22",
};

const answering = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  (async () => new Response(JSON.stringify(body), { status, headers })) as typeof fetch;

describe("what an answer means for the form", () => {
  it("counts no answer at all as unreachable (no service worker kept it)", async () => {
    const offline = (async () => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    expect(await sendContact(payload, "k", offline)).toEqual({ kind: "unreachable", reason: "offline" });
  });

  it("tells a slow answer (the page's own timeout) from no connection", async () => {
    const slow = (async () => Promise.reject(new DOMException("timed out", "TimeoutError"))) as typeof fetch;
    expect(await sendContact(payload, "k", slow)).toEqual({ kind: "unreachable", reason: "slow" });
  });

  for (const status of [500, 502, 503, 504]) {
    it(`counts a ${status} as unreachable`, async () => {
      expect(await sendContact(payload, "k", answering(status, { ok: false, error: "unavailable" }))).toEqual({
        kind: "unreachable",
        reason: "busy",
      });
    });
  }

  for (const [status, error] of [
    [400, "bad_request"],
    [403, "forbidden"],
    [413, "too_large"],
    [415, "unsupported_media_type"],
  ] as const) {
    it(`counts a ${status} ${error} as a final failure, never retried`, async () => {
      expect(await sendContact(payload, "k", answering(status, { ok: false, error }))).toEqual({ kind: "failed" });
    });
  }

  it("reads a 400 validation answer's message and fields", async () => {
    const body = { ok: false, error: "validation", message: "E-mail inválido", fields: { email: "E-mail inválido" } };
    expect(await sendContact(payload, "k", answering(400, body))).toEqual({
      kind: "invalid",
      message: "E-mail inválido",
      fields: { email: "E-mail inválido" },
    });
  });

  it("counts the service worker's 202 as kept in the outbox, for the reason it gives", async () => {
    const kept = (reason: string) =>
      (async () => new Response(null, { status: 202, headers: { "X-Outbox-Kept": reason } })) as typeof fetch;
    expect(await sendContact(payload, "k", kept("rate_limited"))).toEqual({ kind: "queued", reason: "rate_limited" });
    expect(await sendContact(payload, "k", kept("slow"))).toEqual({ kind: "queued", reason: "slow" });
    expect(await sendContact(payload, "k", kept("?"))).toEqual({ kind: "queued", reason: "offline" });
  });

  it("reads a 429's Retry-After", async () => {
    expect(await sendContact(payload, "k", answering(429, {}, { "Retry-After": "120" }))).toEqual({
      kind: "rate_limited",
      retryAfterSeconds: 120,
    });
  });

  it("sends the key in the Idempotency-Key header", async () => {
    let seen: string | null = null;
    const spy = (async (_url: string, init: RequestInit) => {
      seen = new Headers(init.headers).get("Idempotency-Key");
      return new Response('{"ok":true,"id":"0123456789abcdef0123456789abcdef"}', { status: 201 });
    }) as unknown as typeof fetch;
    expect(await sendContact(payload, "abc-123", spy)).toEqual({
      kind: "stored",
      id: "0123456789abcdef0123456789abcdef",
    });
    expect(seen).toBe("abc-123");
  });

  it("reads no id from a 201 whose body does not carry one shaped as the function makes them", async () => {
    for (const body of ['{"ok":true,"id":1}', "<html>", '{"ok":true,"id":"<script>"}']) {
      const answer = (async () => new Response(body, { status: 201 })) as unknown as typeof fetch;
      expect(await sendContact(payload, "k", answer)).toEqual({ kind: "stored", id: null });
    }
  });
});
