// The JSON bodies of the `/api` endpoints: the contract the page, the tests and the team's tools rely on.
import type { LeadField } from "./contact-fields.ts";

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
      fields?: Partial<Record<LeadField, string>>;
    };
