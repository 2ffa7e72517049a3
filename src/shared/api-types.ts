// The JSON bodies of the `/api` endpoints, as product.md fixes them.
import type { ContactField } from "./contact-schema.ts";

export type ContactErrorCode =
  | "validation"
  | "bad_request"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable";

export type ContactResponse =
  | { ok: true; id: number }
  | {
      ok: false;
      error: ContactErrorCode;
      message?: string;
      fields?: Partial<Record<ContactField, string>>;
    };
