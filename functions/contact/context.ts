// What the contact route's middleware learns about a request and hands on: the body's media type,
// its idempotency key and its known fields (kept for the no-JavaScript error page). The request
// checks set these; the body's validator and the route read them.
import { contactSchema } from "../../src/shared/contact-schema.ts";
import type { Env } from "../shared/env.ts";

export type BodyKind = "json" | "form";

/** The schema's fields, the honeypot and the Turnstile token: nothing else of a body is read. */
export const knownFields = [...contactSchema.keyof().options, "website", "cf-turnstile-response"] as const;
export type BodyFields = Partial<Record<(typeof knownFields)[number], unknown>>;

export type ContactEnv = {
  Bindings: Env;
  Variables: { kind: BodyKind; idempotencyKey: string | null; fields: BodyFields };
};
