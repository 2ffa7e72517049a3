// The rate limit's key for a client: its address hashed with a secret salt, so the database never
// holds an IP address.
import type { Env } from "../shared/env.ts";
import { sha256Hex } from "../shared/sha256.ts";

const devSalt = "expedicao-ushuaia-dev-salt";
let warned = false;

export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return request.headers.get("cf-connecting-ip") ?? (forwarded || "unknown");
}

export async function clientKey(request: Request, env: Env): Promise<string> {
  let salt = env.RATE_LIMIT_SALT;
  if (!salt) {
    if (!warned) {
      console.warn("RATE_LIMIT_SALT is not set; using the development salt. Set the secret in production.");
      warned = true;
    }
    salt = devSalt;
  }
  return sha256Hex(salt + clientAddress(request));
}
