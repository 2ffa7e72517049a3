// Sends one validated lead to POST /api/contact and reduces every possible answer (and the
// absence of one) to the few outcomes the form acts on.
import { type ContactResponse, leadRequestInit, storedIdOf } from "../shared/api-types.ts";
import type { LeadField } from "../shared/contact-fields.ts";
import type { LeadInput } from "../shared/contact-schema.ts";
import { type KeptReason, keptNotice, submitTimeoutMs } from "../shared/form-messages.ts";

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

const keptReason = (header: string | null): KeptReason =>
  header && Object.hasOwn(keptNotice, header) ? (header as KeptReason) : "offline";

export async function sendContact(
  payload: ContactPayload,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetchImpl("/api/contact", {
      ...leadRequestInit(JSON.stringify(payload), idempotencyKey),
      signal: AbortSignal.timeout(submitTimeoutMs),
    });
  } catch (e) {
    // Offline, or no answer in time: nothing to read, the visitor may retry.
    return { kind: "unreachable", reason: (e as Error).name === "TimeoutError" ? "slow" : "offline" };
  }
  if (response.status >= 500) return { kind: "unreachable", reason: "busy" };
  if (response.status === 201) {
    const body = (await response.json().catch(() => null)) as ContactResponse | null;
    return { kind: "stored", id: storedIdOf(body) };
  }
  // The function never answers 202; the service worker does, when it kept the lead, and says why.
  if (response.status === 202) return { kind: "queued", reason: keptReason(response.headers.get("X-Outbox-Kept")) };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return { kind: "rate_limited", retryAfterSeconds: seconds > 0 ? seconds : null };
  }
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as ContactResponse | null;
    if (body && !body.ok && body.error === "validation" && body.message) {
      return { kind: "invalid", message: body.message, fields: body.fields ?? {} };
    }
  }
  return { kind: "failed" };
}
