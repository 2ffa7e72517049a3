// The request's own checks that need no database: where it came from, its idempotency key, the
// honeypot and the privacy notice version.
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { ContactError } from "../lib/responses.ts";

/** A missing Origin is allowed (same-origin navigations and non-browser clients); "null" is not. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/** The page sends a UUID; anything long or with odd characters is refused rather than stored. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(key)) {
    throw new ContactError("bad_request", "Idempotency-Key inválida.");
  }
  return key;
}

/** The hidden field people never see: anything in it means a robot filled the form. */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** The notice version the page says it showed, or the current one when absent or malformed. */
export function privacyVersionOf(value: unknown): string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : privacyNoticeVersion;
}
