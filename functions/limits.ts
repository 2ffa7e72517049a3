// Who may post: the rate limit (a fixed window per hashed client, in D1) and Cloudflare Turnstile.
import ipaddr from "ipaddr.js";
import { rateLimitedMessage } from "../src/shared/form-messages.ts";
import { rateLimit } from "../src/shared/rate-limit.ts";
import { ContactError } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { sha256Hex } from "./sha256.ts";
import type { RateWindow } from "./store.ts";

// The rate limit's key for a client: its address hashed with a secret salt, so the database never
// holds an IP address. There are only 2^32 IPv4 addresses, so a hash is private only while its salt
// is: the function never falls back to a salt written in the repository. Without the
// RATE_LIMIT_SALT secret, each instance draws a random salt that lives only in its memory (the
// hashes cannot be reversed, but the rate limit then counts per instance) and logs an error on each
// lead until the secret is set. The production deploy refuses to run without it.
//
// One client is one IPv4 address, or one IPv6 /64: a home connection or the cheapest server gets a
// whole /64, so counting each IPv6 address would let one client post without limit. An IPv4-mapped
// IPv6 address (::ffff:a.b.c.d) is its IPv4 address. ipaddr.js parses every spelling of an address
// (zeros left out or written, any case), so each spelling of one /64 gives one key.
let instanceSalt: string | undefined;

export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return request.headers.get("cf-connecting-ip") ?? (forwarded || "unknown");
}

/** What the rate limit counts: an IPv4 address, or the /64 an IPv6 address belongs to. Anything
 * that is not an address (a missing header) is counted as written. */
function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}

function salt(env: Env): string {
  if (env.RATE_LIMIT_SALT) return env.RATE_LIMIT_SALT;
  console.error(
    "RATE_LIMIT_SALT is not set: addresses are hashed with this instance's random salt, so the rate limit " +
      "counts per instance. " +
      "Set it with `wrangler pages secret put RATE_LIMIT_SALT`, or in .dev.vars locally.",
  );
  instanceSalt ??= crypto.randomUUID() + crypto.randomUUID();
  return instanceSalt;
}

export async function clientKey(request: Request, env: Env): Promise<string> {
  return sha256Hex(salt(env) + clientNetwork(clientAddress(request)));
}

// The rate limit: a fixed-window counter per hashed client, in D1, counted in the lead's own round
// trip (lead-store.ts).
// Counted: every valid submission that goes on to Turnstile and the INSERT (a rejected Turnstile
// token counts too). Not counted: invalid bodies (a visitor fixing a typo is not flooding),
// honeypot hits (answered as stored anyway) and repeats of a stored idempotency key (retries).
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The client's current window: rows of earlier windows have ended and are deleted. */
export async function rateWindow(request: Request, env: Env, nowMs = Date.now()): Promise<RateWindow> {
  const max = positiveInt(env.RATE_LIMIT_MAX, rateLimit.max);
  const seconds = rateLimit.windowSeconds;
  const now = Math.floor(nowMs / 1000);
  const start = now - (now % seconds);
  return { key: await clientKey(request, env), start, max, retryAfter: Math.max(1, start + seconds - now) };
}

export function rateLimited(w: RateWindow): ContactError {
  return new ContactError("rate_limited", rateLimitedMessage(w.retryAfter), {
    headers: { "Retry-After": String(w.retryAfter) },
  });
}

// Cloudflare Turnstile, only when TURNSTILE_SECRET_KEY is configured. siteverify itself makes each
// token single-use; a missing or rejected token is a 403, an unreachable siteverify a 503.
export const siteverifyUrl = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const turnstileMessage = "Confirme que você não é um robô.";

export async function verifyTurnstile(env: Env, token: unknown, remoteip: string): Promise<void> {
  const secret = env.TURNSTILE_SECRET_KEY;
  if (!secret) return;
  // Cloudflare documents tokens of at most 2048 characters.
  if (typeof token !== "string" || token.length === 0 || token.length > 2048) {
    throw new ContactError("forbidden", turnstileMessage);
  }
  let outcome: { success?: unknown };
  try {
    const res = await fetch(siteverifyUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret, response: token, remoteip, idempotency_key: crypto.randomUUID() }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`siteverify status ${res.status}`);
    outcome = await res.json();
  } catch (err) {
    console.error("Turnstile siteverify failed:", err instanceof Error ? err.message : "unknown error");
    throw new ContactError("unavailable");
  }
  if (outcome.success !== true) throw new ContactError("forbidden", turnstileMessage);
}
