// Turnstile is checked against a mocked siteverify: this sandbox has no outbound network. The mock
// answers as Cloudflare documents for its test secret keys: 1x...AA always passes, 2x...AA always fails.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteverifyUrl } from "../../functions/limits.ts";
import { countRows, postJson, rowsByEmail, testEnv, uniqueEmail, validLead } from "./helpers.ts";

const passes = "1x0000000000000000000000000000000AA";
const fails = "2x0000000000000000000000000000000AA";
const token = "XXXX.DUMMY.TOKEN.XXXX";
let verifyCalls: Array<Record<string, unknown>> = [];

beforeEach(() => {
  verifyCalls = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== siteverifyUrl) throw new Error(`unexpected fetch ${url}`);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    verifyCalls.push(body);
    const success = body.secret === passes;
    return Response.json(
      success ? { success, "error-codes": [] } : { success, "error-codes": ["invalid-input-response"] },
    );
  });
});
afterEach(() => vi.restoreAllMocks());

describe("Turnstile", () => {
  it("is not asked for when TURNSTILE_SECRET_KEY is not set", async () => {
    expect((await postJson(validLead())).status).toBe(201);
    expect(verifyCalls).toHaveLength(0);
  });

  it("stores the lead when siteverify accepts the token", async () => {
    const email = uniqueEmail();
    const env = { ...testEnv, TURNSTILE_SECRET_KEY: passes };
    const res = await postJson(validLead({ email, "cf-turnstile-response": token }), {
      env,
      headers: { "CF-Connecting-IP": "203.0.113.5" },
    });
    expect(res.status).toBe(201);
    expect(await rowsByEmail(email)).toHaveLength(1);
    expect(verifyCalls[0]).toMatchObject({ secret: passes, response: token, remoteip: "203.0.113.5" });
    expect(verifyCalls[0]?.idempotency_key).toEqual(expect.any(String));
  });

  it("answers 403 with a message and stores nothing when siteverify rejects the token", async () => {
    const before = await countRows();
    const env = { ...testEnv, TURNSTILE_SECRET_KEY: fails };
    const res = await postJson(validLead({ "cf-turnstile-response": token }), { env });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: "forbidden", message: "Confirme que você não é um robô." });
    expect(await countRows()).toBe(before);
  });

  it("answers 403 without calling siteverify when the token is missing", async () => {
    const env = { ...testEnv, TURNSTILE_SECRET_KEY: passes };
    const res = await postJson(validLead(), { env });
    expect(res.status).toBe(403);
    expect(verifyCalls).toHaveLength(0);
  });

  it("answers 503 and stores nothing when siteverify cannot be reached", async () => {
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError("Network connection lost."));
    const before = await countRows();
    const env = { ...testEnv, TURNSTILE_SECRET_KEY: passes };
    const res = await postJson(validLead({ "cf-turnstile-response": token }), { env });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, error: "unavailable" });
    expect(await countRows()).toBe(before);
  });
});
