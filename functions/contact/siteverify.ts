// Cloudflare Turnstile, only when TURNSTILE_SECRET_KEY is configured. siteverify itself makes each
// token single-use; a missing or rejected token is a 403, an unreachable siteverify a 503.
import type { Env } from "../shared/env.ts";
import { ContactError } from "../shared/responses.ts";

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
