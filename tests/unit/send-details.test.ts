import { afterEach, describe, expect, it, vi } from "vitest";
import { sendDetails } from "../../src/contact/send-details.ts";
import {
  detailsKeptLine,
  detailsStoredLine,
  rateLimitedMessage,
  sendFailedMessage,
} from "../../src/shared/form-messages.ts";

const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal("fetch", async () => new Response(body === null ? null : JSON.stringify(body), { status, headers }));
const send = () => sendDetails("a".repeat(32), { people: "2" });

afterEach(() => vi.unstubAllGlobals());

describe("what the details step says of each answer", () => {
  it("says the details were received on the function's 200", async () => {
    answering(200, { ok: true });
    expect(await send()).toEqual({ kind: "stored", line: detailsStoredLine });
  });

  it("says they are kept on the device on the worker's 202", async () => {
    answering(202, null, { "X-Outbox-Kept": "offline" });
    expect(await send()).toEqual({ kind: "kept", line: detailsKeptLine });
  });

  it("puts a 400's messages beside their fields", async () => {
    answering(400, { ok: false, error: "validation", message: "Confira", fields: { people: "De 1 a 9" } });
    expect(await send()).toEqual({ kind: "invalid", line: "Confira", fields: { people: "De 1 a 9" } });
  });

  it("shows the function's own message for a lost lead (404)", async () => {
    answering(404, { ok: false, error: "not_found", message: "Não encontramos o contato destes detalhes." });
    expect(await send()).toEqual({ kind: "failed", line: "Não encontramos o contato destes detalhes." });
  });

  it("says how long to wait from a 429's Retry-After", async () => {
    answering(429, { ok: false, error: "rate_limited" }, { "Retry-After": "120" });
    expect(await send()).toEqual({ kind: "failed", line: rateLimitedMessage(120) });
  });

  it("says the send failed on a 503, on no answer, and on a 200 that is not the function's", async () => {
    answering(503, { ok: false, error: "unavailable" });
    expect(await send()).toEqual({ kind: "failed", line: sendFailedMessage });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await send()).toEqual({ kind: "failed", line: sendFailedMessage });
    vi.stubGlobal("fetch", async () => new Response("<html>Wi-Fi</html>", { status: 200 }));
    expect(await send()).toEqual({ kind: "failed", line: sendFailedMessage });
  });
});
