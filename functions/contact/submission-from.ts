// The form's fields that are not the lead itself: the honeypot and the privacy notice version.
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";

/** The hidden field people never see: anything in it means a robot filled the form. */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** The notice version the page says it showed, or the current one when absent or malformed. */
export function privacyVersionOf(value: unknown): string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : privacyNoticeVersion;
}
