// The function's bindings and variables: `wrangler types` writes them into worker-configuration.d.ts
// from wrangler.toml and .dev.vars.example (where each secret says what it does). Variables arrive
// as strings; a secret left unset arrives empty or absent and switches its feature off.
// Below, what the contact route's middleware learns about a request and hands on: the body's media
// type, its idempotency key and its known fields (kept for the no-JavaScript error page).
import { contactSchema } from "../src/shared/contact-schema.ts";

export type Env = Cloudflare.Env & {
  /** The static site (dist/), which Pages binds itself: a JavaScript-less form post gets the home page. */
  ASSETS?: Fetcher;
  /** Raises the rate limit's allowance (src/shared/rate-limit.ts) for the test and bench sites, which
   * post many leads from one address; production leaves it unset. */
  RATE_LIMIT_MAX?: string;
  /** How long each location keeps the departures' answers (functions/edge-cache.ts); the browser test
   * site sets 0, production leaves it unset (60 seconds). */
  DEPARTURES_EDGE_SECONDS?: string;
};

export type BodyKind = "json" | "form";

/** The schema's fields, the honeypot, the Turnstile token and a plain form's idempotency key:
 * nothing else of a body is read. */
export const knownFields = [
  ...contactSchema.keyof().options,
  "website",
  "cf-turnstile-response",
  "idempotency_key",
] as const;

export type ContactEnv = {
  Bindings: Env;
  /** The body's known fields, as typed: the plain form's error page gives them back. */
  Variables: { kind: BodyKind; idempotencyKey: string | null; fields: Readonly<Record<string, unknown>> };
};
