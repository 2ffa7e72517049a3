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
import ipaddr from "ipaddr.js";
import type { Env } from "../shared/env.ts";
import { sha256Hex } from "../shared/sha256.ts";

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
    "RATE_LIMIT_SALT is not set: addresses are hashed with this instance's random salt, so the rate limit counts per instance. " +
      "Set it with `wrangler pages secret put RATE_LIMIT_SALT`, or in .dev.vars locally.",
  );
  instanceSalt ??= crypto.randomUUID() + crypto.randomUUID();
  return instanceSalt;
}

export async function clientKey(request: Request, env: Env): Promise<string> {
  return sha256Hex(salt(env) + clientNetwork(clientAddress(request)));
}
