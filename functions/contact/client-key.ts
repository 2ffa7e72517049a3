// The rate limit's key for a client: its address hashed with a secret salt, so the database never
// holds an IP address. There are only 2^32 IPv4 addresses, so a hash is private only while its salt
// is: the function never falls back to a salt written in the repository. Without the
// RATE_LIMIT_SALT secret, each instance draws a random salt that lives only in its memory (the
// hashes cannot be reversed, but the rate limit then counts per instance) and logs an error on each
// lead until the secret is set. The production deploy refuses to run without it.
import type { Env } from "../shared/env.ts";
import { sha256Hex } from "../shared/sha256.ts";

let instanceSalt: string | undefined;

export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return request.headers.get("cf-connecting-ip") ?? (forwarded || "unknown");
}

function salt(env: Env): string {
  if (env.RATE_LIMIT_SALT) return env.RATE_LIMIT_SALT;
  console.error(
    "RATE_LIMIT_SALT is not set: addresses are hashed with this instance's random salt, so the rate limit counts per instance. " +
      "Set it with `wrangler pages secret put RATE_LIMIT_SALT`, or in .dev.vars locally.",
  );
  instanceSalt ??= crypto.randomUUID() + crypto.randomUUID();
  return instanceSalt;
}

export async function clientKey(request: Request, env: Env): Promise<string> {
  return sha256Hex(salt(env) + clientAddress(request));
}
