// The JSON bodies of the `/api` endpoints, and the request that carries a lead: the contract the
// page, the worker, the tests and the team's tools rely on.
import type { LeadField } from "./contact-fields.ts";
import type { DetailField } from "./details-fields.ts";

export type ContactErrorCode =
  | "validation"
  | "bad_request"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "idempotency_conflict"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable";

export type ContactResponse =
  /** `id`: the lead's public id (32 hex characters), never its row id, which would tell how many leads there are. */
  | { ok: true; id: string }
  | {
      ok: false;
      error: ContactErrorCode;
      message?: string;
      fields?: FieldMessages;
    };

/** A lead's public id, as the function answers it: 32 lowercase hex characters. */
export const publicIdShape = /^[0-9a-f]{32}$/;

/** The public id a 201's body carries, or null when the body is not the function's. */
export const storedIdOf = (body: ContactResponse | null): string | null =>
  body?.ok && publicIdShape.test(body.id) ? body.id : null;

/** A refusal's message for each field it refused: a lead's or its details'. */
export type FieldMessages = Partial<Record<LeadField | DetailField, string>>;

/** The request that carries one lead: the page's send, and the outbox's later ones, under the same key. */
export const leadRequestInit = (body: string, idempotencyKey: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
  body,
  credentials: "same-origin" as const,
});
