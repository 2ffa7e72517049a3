import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { rateLimit } from "../../src/shared/rate-limit.ts";
import { countRows, postForm, postJson, testEnv, validLead } from "./helpers.ts";

const limited = { ...testEnv, RATE_LIMIT_MAX: "2" };
const windowSeconds = rateLimit.windowSeconds;
const from = (ip: string) => ({ env: limited, headers: { "CF-Connecting-IP": ip } });

/** Moves every stored window of the test into the past, as if the window had elapsed. */
async function elapseWindow(seconds = windowSeconds) {
  await env.DB.prepare("UPDATE rate_limits SET window_start = window_start - ?1").bind(seconds).run();
}

describe("the rate limit per client", () => {
  it("accepts RATE_LIMIT_MAX submissions in a window, then answers 429 and stores nothing", async () => {
    const ip = "198.51.100.1";
    expect((await postJson(validLead(), from(ip))).status).toBe(201);
    expect((await postJson(validLead(), from(ip))).status).toBe(201);
    const before = await countRows();
    const res = await postJson(validLead(), from(ip));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await countRows()).toBe(before);
  });

  it("accepts the client again once its window has passed", async () => {
    const ip = "198.51.100.2";
    await postJson(validLead(), from(ip));
    await postJson(validLead(), from(ip));
    expect((await postJson(validLead(), from(ip))).status).toBe(429);
    await elapseWindow();
    expect((await postJson(validLead(), from(ip))).status).toBe(201);
  });

  it("counts each client apart", async () => {
    await postJson(validLead(), from("198.51.100.3"));
    await postJson(validLead(), from("198.51.100.3"));
    expect((await postJson(validLead(), from("198.51.100.3"))).status).toBe(429);
    expect((await postJson(validLead(), from("198.51.100.4"))).status).toBe(201);
  });

  it("uses X-Forwarded-For's first address when CF-Connecting-IP is absent", async () => {
    const opts = { env: limited, headers: { "X-Forwarded-For": "192.0.2.9, 10.0.0.1" } };
    await postJson(validLead(), opts);
    await postJson(validLead(), opts);
    expect((await postJson(validLead(), opts)).status).toBe(429);
    expect((await postJson(validLead(), { env: limited, headers: { "X-Forwarded-For": "192.0.2.10" } })).status).toBe(
      201,
    );
  });

  it("counts the addresses of one IPv6 /64 as one client: 201 five times, then 429", async () => {
    // The production allowance (RATE_LIMIT_MAX unset).
    const opts = (ip: string) => ({
      env: { ...testEnv, RATE_LIMIT_MAX: undefined },
      headers: { "CF-Connecting-IP": ip },
    });
    const statuses = [];
    for (let i = 1; i <= 7; i++) statuses.push((await postJson(validLead(), opts(`2001:db8:77:1::${i}`))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Written out in full or in another case, it is still the same /64; the next /64 is another client.
    expect((await postJson(validLead(), opts("2001:0DB8:0077:0001:ffff:0:0:1"))).status).toBe(429);
    expect((await postJson(validLead(), opts("2001:db8:77:2::1"))).status).toBe(201);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    await postJson(validLead(), from("203.0.113.77"));
    await postJson(validLead(), from("::ffff:203.0.113.77"));
    expect((await postJson(validLead(), from("::ffff:cb00:714d"))).status).toBe(429);
    expect((await postJson(validLead(), from("203.0.113.78"))).status).toBe(201);
  });

  it("does not count invalid submissions or repeats of a stored idempotency key", async () => {
    const ip = "198.51.100.5";
    for (let i = 0; i < 4; i++) expect((await postJson({ name: "A" }, from(ip))).status).toBe(400);
    const key = crypto.randomUUID();
    const lead = validLead();
    const withKey = { env: limited, headers: { "CF-Connecting-IP": ip, "Idempotency-Key": key } };
    for (let i = 0; i < 4; i++) expect((await postJson(lead, withKey)).status).toBe(201);
    expect((await postJson(validLead(), from(ip))).status).toBe(201);
    expect((await postJson(validLead(), from(ip))).status).toBe(429);
  });

  it("stores no IP address, only a salted hash", async () => {
    await postJson(validLead(), from("198.51.100.6"));
    const { results } = await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
    for (const { key } of results) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain("198.51.100");
    }
  });

  it("deletes windows older than the previous one when a client opens a new window", async () => {
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('stale', 0, 3)").run();
    await postJson(validLead(), from("198.51.100.7"));
    const stale = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'stale'").first<{
      n: number;
    }>();
    expect(stale?.n).toBe(0);
  });

  it("deletes a client's window as soon as it has ended, on the next submission from anyone", async () => {
    await postJson(validLead(), from("198.51.100.9"));
    await elapseWindow();
    const now = Math.floor(Date.now() / 1000);
    const current = now - (now % windowSeconds);
    await postJson(validLead(), from("198.51.100.10"));
    const { results } = await env.DB.prepare("SELECT window_start FROM rate_limits").all<{ window_start: number }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row.window_start).toBeGreaterThanOrEqual(current);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ["a stored lead", () => postJson(validLead(), from("198.51.100.11"))],
    [
      "a repeat of a stored idempotency key",
      async () => {
        const repeat = {
          env: limited,
          headers: { "CF-Connecting-IP": "198.51.100.12", "Idempotency-Key": "kept-key-1" },
        };
        const lead = validLead();
        await postJson(lead, repeat);
        await elapseWindow();
        return postJson(lead, repeat);
      },
    ],
    [
      "a submission over the limit",
      async () => {
        const opts = { ...from("198.51.100.13"), env: { ...limited, RATE_LIMIT_MAX: "1" } };
        await postJson(validLead(), opts);
        await elapseWindow();
        await postJson(validLead(), opts);
        return postJson(validLead(), opts);
      },
    ],
  ])("deletes every ended window's address hash on the next submission, even when it is %s", async (_, next) => {
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('ended', ?1, 1)")
      .bind(Math.floor(Date.now() / 1000) - 2 * windowSeconds)
      .run();
    await next();
    const ended = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'ended'").first<{
      n: number;
    }>();
    expect(ended?.n).toBe(0);
  });

  it("shows a JavaScript-less visitor the page with a 429 and Retry-After", async () => {
    const ip = "198.51.100.8";
    // Three leads: the same one posted again would be a retry of one post, not counted.
    const lead = () => validLead() as Record<string, string>;
    await postForm(lead(), from(ip));
    await postForm(lead(), from(ip));
    const res = await postForm(lead(), from(ip));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const minutes = Math.ceil(Number(res.headers.get("retry-after")) / 60);
    expect(await res.text()).toContain(
      `Aguarde ${minutes === 1 ? "1 minuto" : `${minutes} minutos`} e tente novamente`,
    );
  });
});
