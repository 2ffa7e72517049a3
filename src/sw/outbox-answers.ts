// What each answer to a kept lead means to the outbox. A lead leaves the device only on an answer
// that is the function's own and final: stored (201; 200 with its JSON for details), or refused for
// good (its JSON refusal, a 4xx other than 408 and 429). Anything else may change by itself, so the
// lead waits and is tried again: no answer (no network, or none within `sendTimeoutMs`), 408, 429,
// 5xx, a redirect (something in front of the site, such as a move to a new domain: the lead was not
// stored) and any answer that is not the function's (a captive portal's 200, a firewall's 403 page).
import { type ContactResponse, leadRequestInit, storedIdOf } from "../shared/api-types.ts";
import { dropLead, type Refusal, refuseLead } from "../shared/outbox-store.ts";

/** Past this, a try that has had no answer is given up and the lead waits for the next one: well
 * before a browser ends a worker whose event runs on (about five minutes in Chromium). */
export const sendTimeoutMs = 45_000;

/** `id`: a stored lead's public id, which its details name (none for details, or an answer without it). */
export type Verdict = { kind: "stored"; id?: string } | { kind: "refused"; refusal: Refusal } | { kind: "retry" };

const transient = new Set([408, 429]);

export async function verdictOf(response: Response | null): Promise<Verdict> {
  if (!response) return { kind: "retry" };
  if (response.status === 201) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as ContactResponse | null;
    const id = storedIdOf(body);
    return id ? { kind: "stored", id } : { kind: "stored" };
  }
  // Details sent again replace the first ones: their answer is 200 with the function's JSON.
  if (response.status === 200) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { ok?: unknown } | null;
    return body?.ok === true ? { kind: "stored" } : { kind: "retry" };
  }
  if (response.status < 400 || response.status >= 500 || transient.has(response.status)) return { kind: "retry" };
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ContactResponse | null;
  // The function's refusals are JSON with its error code; a 4xx page from anything else is not one.
  if (body?.ok !== false || typeof body.error !== "string") return { kind: "retry" };
  return { kind: "refused", refusal: { message: body.message ?? "", fields: body.fields ?? {} } };
}

/** Sends one kept lead once, with its key. Never throws: no answer is a verdict too. */
export async function sendOnce(
  url: string,
  lead: { key: string; body: string },
  fetchImpl: typeof fetch = fetch,
  timeoutMs = sendTimeoutMs,
): Promise<{ verdict: Verdict; response: Response | null }> {
  let response: Response | null = null;
  try {
    response = await fetchImpl(url, {
      ...leadRequestInit(lead.body, lead.key),
      // A redirect is an answer to read, never one to follow: only the function's 201 is "stored".
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    // No network, or no answer in time: the lead stays.
  }
  return { verdict: await verdictOf(response), response };
}

/**
 * Sends one kept lead once and acts on the answer: deleted once stored, or once refused where the
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
  if (verdict.kind === "stored" || (verdict.kind === "refused" && refusedIsTold)) await dropLead(lead.key);
  else if (verdict.kind === "refused") await refuseLead(lead.key, verdict.refusal);
  return sent;
}
