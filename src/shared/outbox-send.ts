// What each answer to a kept lead means to the outbox (src/shared/api-contract.ts reads it). A lead
// leaves the device only on an answer that is the function's own and final: stored, or refused for
// good. Anything else may change by itself, so the lead waits and is tried again: the worker's own
// 202 too, and any answer that is not the function's (a captive portal's 200, a firewall's 403 page,
// a redirect: something in front of the site, such as a move to a new domain, did not store it).
import { type Answer, post } from "./api-contract.ts";
import type { KeptReason } from "./form-messages.ts";
import { dropLead, type Refusal, refuseLead } from "./outbox-store.ts";

/** Past this, a try that has had no answer is given up and the lead waits for the next one: well
 * before a browser ends a worker whose event runs on (about five minutes in Chromium). */
export const sendTimeoutMs = 45_000;

/** `id`: a stored lead's public id, which its details name (none for details, or an answer without it).
 * `reason`: what the visitor is told while the lead waits. */
export type Verdict =
  | { kind: "stored"; id?: string }
  /** The person had the lead erased: this copy is never stored, nor shown again. */
  | { kind: "erased" }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "retry"; reason: KeptReason };

export function verdictOf(answer: Answer): Verdict {
  if (answer.kind === "stored") return answer.id ? { kind: "stored", id: answer.id } : { kind: "stored" };
  if (answer.kind === "refused" && answer.error === "erased") return { kind: "erased" };
  if (answer.kind === "refused") {
    return { kind: "refused", refusal: { message: answer.message ?? "", fields: answer.fields } };
  }
  const reason = answer.kind === "retry" ? answer.reason : "stray";
  return { kind: "retry", reason: reason === "stray" ? "busy" : reason };
}

/** Sends one kept lead once, with its key. Never throws: no answer is a verdict too. */
export async function sendOnce(
  url: string,
  lead: { key: string; body: string },
  fetchImpl: typeof fetch = fetch,
  timeoutMs = sendTimeoutMs,
): Promise<{ verdict: Verdict; response: Response | null }> {
  // A redirect is an answer to read, never one to follow: only the function's 201 is "stored".
  const { answer, response } = await post(url, lead.body, lead.key, timeoutMs, { fetchImpl, redirect: "manual" });
  return { verdict: verdictOf(answer), response };
}

/**
 * Sends one kept lead once and acts on the answer: deleted once stored or erased, or once refused where the
 * visitor sees the refusal now (`refusedIsTold`: the form's own send), marked refused otherwise; on
 * any other answer it stays as it was.
 */
export async function sendKept(
  url: string,
  lead: { key: string; body: string },
  refusedIsTold: boolean,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = sendTimeoutMs,
): ReturnType<typeof sendOnce> {
  const sent = await sendOnce(url, lead, fetchImpl, timeoutMs);
  const { verdict } = sent;
  if (verdict.kind !== "retry" && (verdict.kind !== "refused" || refusedIsTold)) await dropLead(lead.key);
  else if (verdict.kind === "refused") await refuseLead(lead.key, verdict.refusal);
  return sent;
}
