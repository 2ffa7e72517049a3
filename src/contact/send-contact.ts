// Sends one validated lead to POST /api/contact and reduces every possible answer (and the
// absence of one) to the few outcomes the form acts on.
import { post } from "../shared/api-contract.ts";
import type { LeadField } from "../shared/contact-fields.ts";
import type { LeadInput } from "../shared/contact-schema.ts";
import { type KeptReason, submitTimeoutMs } from "../shared/form-messages.ts";

export interface ContactPayload extends LeadInput {
  /** Honeypot: empty for people; the server drops filled ones silently. */
  website: string;
  privacy_version: string;
  "cf-turnstile-response"?: string;
}

/** Every way a send the visitor made can end, as the form acts on it. */
export type ContactOutcome =
  /** `id`: the lead's public id, which its details name; null if the answer did not carry one. */
  | { kind: "stored"; id: string | null }
  /** Not stored yet: the service worker's outbox (src/sw/outbox.ts) keeps it and sends it later. */
  | { kind: "queued"; reason: KeptReason }
  | { kind: "invalid"; message: string; fields: Partial<Record<LeadField, string>> }
  | { kind: "rate_limited"; retryAfterSeconds: number | null }
  /** No answer, or the server could not store it now (5xx), and no outbox (the service worker is not there yet). */
  | { kind: "unreachable"; reason: Exclude<KeptReason, "rate_limited"> }
  /** Refused for good (403, 413, 415, a malformed body): sending it again changes nothing. */
  | { kind: "failed" }
  /** Sent before Turnstile had given the page its token: nothing left the page. */
  | { kind: "unverified" };

export async function sendContact(
  payload: ContactPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactOutcome> {
  const { answer } = await post("/api/contact", JSON.stringify(payload), idempotencyKey, submitTimeoutMs, {
    fetchImpl,
  });
  switch (answer.kind) {
    case "stored":
      return { kind: "stored", id: answer.id };
    case "kept":
      return { kind: "queued", reason: answer.reason };
    case "refused":
      return answer.error === "validation" && answer.message
        ? { kind: "invalid", message: answer.message, fields: answer.fields }
        : { kind: "failed" };
    case "retry":
      if (answer.reason === "rate_limited") return { kind: "rate_limited", retryAfterSeconds: answer.after };
      // An answer that is not the function's says nothing the visitor can act on.
      return answer.reason === "stray" ? { kind: "failed" } : { kind: "unreachable", reason: answer.reason };
  }
}
