// Fixed-window counter per hashed client, in D1; store.ts counts it in the lead's own round trip.
// Counted: every valid submission that goes on to Turnstile and the INSERT (a rejected Turnstile
// token counts too). Not counted: invalid bodies (a visitor fixing a typo is not flooding),
// honeypot hits (answered as stored anyway) and repeats of a stored idempotency key (retries).
import { rateLimitedMessage } from "../../src/shared/form-messages.ts";
import { rateLimit } from "../../src/shared/rate-limit.ts";
import type { Env } from "../shared/env.ts";
import { ContactError } from "../shared/responses.ts";
import type { RateWindow } from "../store/statements.ts";
import { clientKey } from "./client-key.ts";

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
