// The rate limit's address hashes are only as private as their salt. Without the RATE_LIMIT_SALT
// secret the function must never fall back to a salt anyone can read in the repository.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../functions/sha256.ts";
import { postJson, testEnv, validLead } from "./helpers.ts";

const keysFor = async (hash: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = ?1").bind(hash).first<{ n: number }>())?.n;

afterEach(() => vi.restoreAllMocks());

describe("the salt of the address hashes", () => {
  it("is the RATE_LIMIT_SALT secret when it is set", async () => {
    const ip = "192.0.2.41";
    await postJson(validLead(), {
      env: { ...testEnv, RATE_LIMIT_SALT: "s3cret-salt" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(await keysFor(await sha256Hex(`s3cret-salt${ip}`))).toBe(1);
  });

  it("is never the development salt written in the repository when the secret is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ip = "192.0.2.42";
    const { RATE_LIMIT_SALT: _, ...noSalt } = testEnv;
    expect(
      (await postJson(validLead(), { env: noSalt as typeof testEnv, headers: { "CF-Connecting-IP": ip } })).status,
    ).toBe(201);
    expect(await keysFor(await sha256Hex(`expedicao-ushuaia-dev-salt${ip}`))).toBe(0);
    expect(await keysFor(await sha256Hex(ip))).toBe(0);
  });

  it("still counts a client's submissions together without the secret, and says which secret is missing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const noSalt = { ...testEnv, RATE_LIMIT_SALT: "", RATE_LIMIT_MAX: "1" };
    const from = { env: noSalt, headers: { "CF-Connecting-IP": "192.0.2.43" } };
    expect((await postJson(validLead(), from)).status).toBe(201);
    expect((await postJson(validLead(), from)).status).toBe(429);
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).toContain("RATE_LIMIT_SALT");
    expect(logged).not.toContain("192.0.2.43");
  });
});
