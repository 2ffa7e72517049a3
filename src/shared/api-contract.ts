// The /api contract, between the function that answers (functions/) and the three that read its
// answers: the page's two senders (src/contact/send-contact.ts, send-details.ts) and the service
// outbox (src/shared/outbox-send.ts). What each status means is written here, once, as
// `readAnswer`; docs/function.md's table says it in words. Imported by the page's sending code and
// the worker, so it stays small: no schema, no dependencies.
import type { LeadField } from "./contact-fields.ts";
import type { PublicDeparture } from "./departures.ts";
import type { DetailField } from "./details-fields.ts";
import { type KeptReason, keptNotice } from "./form-messages.ts";

export type ApiErrorCode =
  | "validation"
  | "bad_request"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "idempotency_conflict"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  /** The lead was erased at the person's request; a copy sent again is not stored. */
  | "erased";

/** The status the function answers each refusal with. */
export const statusOf: Record<ApiErrorCode, number> = {
  validation: 400,
  bad_request: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  idempotency_conflict: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  erased: 410,
};

/** The JSON body of every `/api` answer. */
export type ApiBody =
  /** `id`: a stored lead's public id (32 hex characters), never its row id, which would tell how many
   * leads there are. Stored details carry none. */
  | { ok: true; id?: string }
  | {
      ok: false;
      error: ApiErrorCode;
      message?: string;
      fields?: FieldMessages;
    };

/** GET /api/saidas's body: the departures, counts only. */
export type DeparturesBody = { ok: true; departures: PublicDeparture[] };

/** A lead's public id, as the function answers it: 32 lowercase hex characters. */
export const publicIdShape = /^[0-9a-f]{32}$/;

/** A refusal's message for each field it refused: a lead's or its details'. */
export type FieldMessages = Partial<Record<LeadField | DetailField, string>>;

/** Why a send is to be tried again: a reason the visitor may be told when the outbox keeps it, or
 * `stray`, an answer that is not the function's (a captive portal's page, a proxy's redirect, a
 * firewall's 403), which says nothing of the lead. */
export type RetryReason = KeptReason | "stray";

/** What an answer means, whoever reads it. */
export type Answer =
  /** The function stored it: a lead's 201, whose `id` is its public id (null if the body does not
   * carry one shaped as the function makes them), or the details' 200 with the function's JSON. */
  | { kind: "stored"; id: string | null }
  /** The service worker's 202: its outbox keeps it and sends it later, `X-Outbox-Kept` says why. */
  | { kind: "kept"; reason: KeptReason }
  /** The function refused it for good, with its JSON: sending it again changes nothing. */
  | { kind: "refused"; error: ApiErrorCode; message?: string; fields: FieldMessages }
  /** Nothing final yet. `after`: the seconds a 429's Retry-After asks to wait, when it gives them. */
  | { kind: "retry"; reason: RetryReason; after: number | null };

const keptHeader = "X-Outbox-Kept";

/** The worker's answer to the form's script when its outbox keeps the lead. */
export const keptAnswer = (reason: KeptReason) =>
  new Response(null, { status: 202, headers: { [keptHeader]: reason } });

const bodyOf = (response: Response) =>
  response
    .clone()
    .json()
    .catch(() => null) as Promise<ApiBody | null>;

/**
 * Reads one answer, or its absence (`response` null, after `failure`: a timeout is `slow`, anything
 * else `offline`). 408, 429 and 5xx may change by themselves; any other answer that is not the
 * function's (a redirect, an odd 2xx, a 4xx page without its JSON) is `stray`.
 */
export async function readAnswer(response: Response | null, failure?: unknown): Promise<Answer> {
  if (!response) {
    return { kind: "retry", reason: (failure as Error)?.name === "TimeoutError" ? "slow" : "offline", after: null };
  }
  const { status } = response;
  if (status === 202) {
    const header = response.headers.get(keptHeader);
    return { kind: "kept", reason: header && Object.hasOwn(keptNotice, header) ? (header as KeptReason) : "offline" };
  }
  if (status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return { kind: "retry", reason: "rate_limited", after: seconds > 0 ? seconds : null };
  }
  if (status === 408 || status >= 500) return { kind: "retry", reason: "busy", after: null };
  const body = status === 201 || status === 200 || status >= 400 ? await bodyOf(response) : null;
  if (status === 201)
    return { kind: "stored", id: body?.ok && body.id && publicIdShape.test(body.id) ? body.id : null };
  if (status === 200 && body?.ok === true) return { kind: "stored", id: null };
  // The function's refusals are JSON with its error code; a 4xx page from anything else is not one.
  if (status >= 400 && body?.ok === false && typeof body.error === "string") {
    return { kind: "refused", error: body.error, message: body.message, fields: body.fields ?? {} };
  }
  return { kind: "retry", reason: "stray", after: null };
}

/**
 * Posts one JSON body under its idempotency key and reads the answer: the page's sends of a lead and
 * of its details, and the outbox's later ones, under the same key. Never throws: no answer is one too.
 */
export async function post(
  url: string,
  body: string,
  idempotencyKey: string,
  timeoutMs: number,
  { fetchImpl = fetch, redirect }: { fetchImpl?: typeof fetch; redirect?: "manual" } = {},
): Promise<{ answer: Answer; response: Response | null }> {
  // A variable, not a literal: the function's runtime types this module too, and its RequestInit
  // knows no `credentials`.
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body,
    credentials: "same-origin" as const,
    redirect,
    signal: AbortSignal.timeout(timeoutMs),
  };
  let response: Response | null = null;
  let failure: unknown;
  try {
    response = await fetchImpl(url, init);
  } catch (e) {
    failure = e;
  }
  return { answer: await readAnswer(response, failure), response };
}
