// Fixed-window counter per hashed client, in D1: one atomic upsert per counted submission.
// Counted: every valid submission that goes on to Turnstile and the INSERT (a rejected Turnstile
// token counts too). Not counted: invalid bodies (a visitor fixing a typo is not flooding),
// honeypot hits (answered as stored anyway) and repeats of a stored idempotency key (retries).
import type { Env } from "../env.ts";
import { ContactError } from "./responses.ts";

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function rateLimitSettings(env: Env) {
  return {
    max: positiveInt(env.RATE_LIMIT_MAX, 5),
    windowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 600),
  };
}

/** Counts one submission for `key`; throws a 429 refusal once the window's allowance is spent. */
export async function countSubmission(db: D1Database, env: Env, key: string, nowMs = Date.now()) {
  const { max, windowSeconds } = rateLimitSettings(env);
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  // A client's first submission in a new window is a natural, infrequent moment to drop old windows.
  if (count === 1) {
    await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(windowStart - windowSeconds).run();
  }
  if (count > max) {
    const retryAfter = Math.max(1, windowStart + windowSeconds - now);
    throw new ContactError("rate_limited", "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.", {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
