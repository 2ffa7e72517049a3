// Sends a lead's details to POST /api/contact/details and reduces the answer to what the step shows.
// With the service worker in charge, a post with no signal is kept by its outbox (src/sw/outbox.ts)
// and sent later, after its lead, like a lead.
import { post } from "../shared/api-contract.ts";
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
  // A key per send: sending again replaces the details, so a retry is harmless either way.
  const body = JSON.stringify({ id, ...details });
  const { answer } = await post("/api/contact/details", body, crypto.randomUUID(), submitTimeoutMs);
  switch (answer.kind) {
    case "stored":
      return { kind: "stored", line: detailsStoredLine };
    case "kept":
      return { kind: "kept", line: detailsKeptLine };
    case "refused":
      return answer.error === "validation"
        ? { kind: "invalid", line: answer.message ?? sendFailedMessage, fields: answer.fields }
        : { kind: "failed", line: answer.message ?? sendFailedMessage };
    case "retry":
      return {
        kind: "failed",
        line: answer.reason === "rate_limited" ? rateLimitedMessage(answer.after) : sendFailedMessage,
      };
  }
}
