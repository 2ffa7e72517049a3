// Sends a lead's details to POST /api/contact/details and reduces the answer to what the step shows.
// With the service worker in charge, a post with no signal is kept by its outbox (src/sw/outbox.ts)
// and sent later, after its lead, like a lead.
import type { ContactResponse } from "../shared/api-types.ts";
import type { DetailField } from "../shared/details-fields.ts";
import {
  detailsKeptLine,
  detailsStoredLine,
  rateLimitedMessage,
  sendFailedMessage,
  submitTimeoutMs,
} from "../shared/form-messages.ts";

export type DetailsOutcome =
  | { kind: "stored" | "kept" | "failed"; line: string }
  | { kind: "invalid"; line: string; fields: Partial<Record<DetailField, string>> };

/** `details`: the form's values as typed, empty ones included; the function reads them with the schema. */
export async function sendDetails(id: string, details: Record<string, string>): Promise<DetailsOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/contact/details", {
      method: "POST",
      // A key per send: sending again replaces the details, so a retry is harmless either way.
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ id, ...details }),
      credentials: "same-origin",
      signal: AbortSignal.timeout(submitTimeoutMs),
    });
  } catch {
    return { kind: "failed", line: sendFailedMessage };
  }
  if (response.status === 200) return { kind: "stored", line: detailsStoredLine };
  if (response.status === 202) return { kind: "kept", line: detailsKeptLine };
  const body = (await response.json().catch(() => null)) as ContactResponse | null;
  const message = body && !body.ok ? body.message : undefined;
  if (response.status === 400 && body && !body.ok && body.error === "validation") {
    return { kind: "invalid", line: message ?? sendFailedMessage, fields: body.fields ?? {} };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return { kind: "failed", line: rateLimitedMessage(seconds > 0 ? seconds : null) };
  }
  return { kind: "failed", line: message ?? sendFailedMessage };
}
