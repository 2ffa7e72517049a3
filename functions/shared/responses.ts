// JSON answers of the API. Bodies carry codes and Portuguese messages only: never an exception,
// SQL or any other internal detail.
import type { ContactErrorCode, ContactResponse } from "../../src/shared/api-types.ts";
import type { LeadField } from "../../src/shared/contact-fields.ts";

/** Headers every /api answer carries, whatever produced it. */
export const apiHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
};

export function json(
  body: ContactResponse | { ok: boolean; error?: string },
  status: number,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...apiHeaders, ...headers },
  });
}

export const statusOf: Record<ContactErrorCode, number> = {
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
};

/** A refusal of the contact endpoint, carried up to the route, which renders it as JSON or HTML. */
export class ContactError extends Error {
  readonly headers: Record<string, string>;
  readonly fields?: Partial<Record<LeadField, string>>;
  constructor(
    readonly code: ContactErrorCode,
    message?: string,
    opts: { headers?: Record<string, string>; fields?: Partial<Record<LeadField, string>> } = {},
  ) {
    super(message ?? code);
    this.headers = opts.headers ?? {};
    if (opts.fields) this.fields = opts.fields;
  }
  get status() {
    return statusOf[this.code];
  }
  /** The message meant for the visitor, if this refusal has one. */
  get visitorMessage(): string | undefined {
    return this.message === this.code ? undefined : this.message;
  }
}

export function errorJson(err: ContactError, headers: Record<string, string> = {}) {
  const body: ContactResponse = { ok: false, error: err.code };
  if (err.visitorMessage) body.message = err.visitorMessage;
  if (err.fields) body.fields = err.fields;
  return json(body, err.status, { ...err.headers, ...headers });
}
