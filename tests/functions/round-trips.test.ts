// How many times a request reaches D1. Each batch and each prepared statement's first/all/run/raw
// is one round trip; a lead must cost one whatever its fate, and a refused request none.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteverifyUrl } from "../../functions/limits.ts";
import { countRows, postForm, postJson, postRaw, rowsByEmail, testEnv, uniqueEmail, validLead } from "./helpers.ts";

/** The real database, counting round trips. Statements are wrapped too, and unwrapped for batch(). */
function countingDb() {
  let trips = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: never[]) => {
            trips += 1;
            return (target[prop] as (...a: never[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql));
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips += 1;
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      if (prop === "exec") {
        return (sql: string) => {
          trips += 1;
          return target.exec(sql);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, trips: () => trips };
}

let address = 0;
/** A fresh client address per request, so only the test's own posts count against a limit. */
const freshIp = () => {
  address += 1;
  return `192.0.2.${address}`;
};

afterEach(() => vi.restoreAllMocks());

/** The env of the refusal cases below, set per case so each counts its own database. */
const probe = { env: testEnv };

describe("D1 round trips per request to POST /api/contact", () => {
  it("stores a new lead in 1", async () => {
    const { db, trips } = countingDb();
    const email = uniqueEmail();
    const res = await postJson(validLead({ email }), {
      env: { ...testEnv, DB: db },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    expect(trips()).toBe(1);
    expect(await rowsByEmail(email)).toHaveLength(1);
  });

  it("stores a new lead without an idempotency key in 1", async () => {
    const { db, trips } = countingDb();
    expect((await postForm(validLead() as Record<string, string>, { env: { ...testEnv, DB: db } })).status).toBe(303);
    expect(trips()).toBe(1);
  });

  it("answers a repeated key with the first id in 1, storing nothing", async () => {
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const lead = validLead();
    const first = await (await postJson(lead, { headers })).json<{ id: string }>();
    const before = await countRows();
    const { db, trips } = countingDb();
    const again = await postJson(lead, { env: { ...testEnv, DB: db }, headers });
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect(trips()).toBe(1);
    expect(await countRows()).toBe(before);
  });

  it("refuses a reused key with another lead in 1, storing nothing", async () => {
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    await postJson(validLead(), { headers });
    const before = await countRows();
    const { db, trips } = countingDb();
    const res = await postJson(validLead(), { env: { ...testEnv, DB: db }, headers });
    expect(res.status).toBe(422);
    expect(trips()).toBe(1);
    expect(await countRows()).toBe(before);
  });

  it("refuses a client over its limit in 1, storing nothing", async () => {
    const headers = { "CF-Connecting-IP": freshIp() };
    const limited = { ...testEnv, RATE_LIMIT_MAX: "1" };
    expect((await postJson(validLead(), { env: limited, headers })).status).toBe(201);
    const { db, trips } = countingDb();
    const email = uniqueEmail();
    const res = await postJson(validLead({ email }), { env: { ...limited, DB: db }, headers });
    expect(res.status).toBe(429);
    expect(trips()).toBe(1);
    expect(await rowsByEmail(email)).toHaveLength(0);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ["an invalid body", () => postJson({ name: "A" }, { env: probe.env })],
    ["malformed JSON", () => postRaw("{", "application/json", { env: probe.env })],
    ["an unknown content type", () => postRaw("x", "text/plain", { env: probe.env })],
    ["a body over 16 KiB", () => postJson(validLead({ pad: "x".repeat(17 * 1024) }), { env: probe.env })],
    [
      "a cross-site Origin",
      () => postJson(validLead(), { env: probe.env, headers: { Origin: "https://evil.example" } }),
    ],
    ["a bad Idempotency-Key", () => postJson(validLead(), { env: probe.env, headers: { "Idempotency-Key": "a b" } })],
    ["a filled honeypot", () => postJson(validLead({ website: "x" }), { env: probe.env })],
  ])("answers %s in 0", async (_, send) => {
    const { db, trips } = countingDb();
    probe.env = { ...testEnv, DB: db };
    const res = await send();
    expect(res.status).toBeLessThan(500);
    expect(trips()).toBe(0);
  });
});

describe("D1 round trips with Turnstile", () => {
  const turnstile = { ...testEnv, TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };
  const token = { "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" };

  function siteverifyPasses() {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      expect(input instanceof Request ? input.url : String(input)).toBe(siteverifyUrl);
      return Response.json({ success: true });
    });
    return fetchSpy;
  }

  it("stores a new lead in 2: the token is verified between the count and the insert", async () => {
    siteverifyPasses();
    const { db, trips } = countingDb();
    const email = uniqueEmail();
    const res = await postJson(validLead({ email, ...token }), {
      env: { ...turnstile, DB: db },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    expect(trips()).toBe(2);
    expect(await rowsByEmail(email)).toHaveLength(1);
  });

  it("answers a repeated key in 1 without asking siteverify again", async () => {
    const fetchSpy = siteverifyPasses();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const lead = validLead(token);
    await postJson(lead, { env: turnstile, headers });
    const { db, trips } = countingDb();
    expect((await postJson(lead, { env: { ...turnstile, DB: db }, headers })).status).toBe(201);
    expect(trips()).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("refuses a reused key with another lead in 1 without asking siteverify", async () => {
    const fetchSpy = siteverifyPasses();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    await postJson(validLead(token), { env: turnstile, headers });
    const { db, trips } = countingDb();
    expect((await postJson(validLead(token), { env: { ...turnstile, DB: db }, headers })).status).toBe(422);
    expect(trips()).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("refuses a client over its limit in 1 without asking siteverify", async () => {
    const fetchSpy = siteverifyPasses();
    const limited = { ...turnstile, RATE_LIMIT_MAX: "1" };
    const headers = { "CF-Connecting-IP": freshIp() };
    await postJson(validLead(token), { env: limited, headers });
    const { db, trips } = countingDb();
    expect((await postJson(validLead(token), { env: { ...limited, DB: db }, headers })).status).toBe(429);
    expect(trips()).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
