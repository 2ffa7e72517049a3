// POST /api/contact, top-down in the order a request meets it:
//   A. the shared route (post-route.ts) refuses a bad request from the cheapest test to the dearest:
//      origin, media type, idempotency key, size, UTF-8; then the lead itself (the shared schema);
//   B. the lead becomes a row, and one D1 round trip (two with Turnstile) stores it (lead-store.ts);
//   C. the answer: JSON to the page's fetch, a redirect to a JavaScript-less form post;
//   D. after the answer, the team's chat hears of a new lead.
// Any refusal is answered by the shared route: JSON, or the home page with the error for the plain form.
import { contactMessages, type Lead, validateContact } from "../src/shared/contact-schema.ts";
import { newLeadMessage } from "../src/shared/form-messages.ts";
import type { NewLeadRow } from "../src/shared/lead-row.ts";
import { privacyNoticeVersion } from "../src/shared/privacy-notice.ts";
import { isPossibleWhatsApp } from "../src/shared/whatsapp.ts";
import { ContactError, formErrorPage, json } from "./answers.ts";
import { knownFields } from "./bindings.ts";
import { toE164 } from "./checks.ts";
import { leadCookieHeader } from "./lead-cookie.ts";
import { leadKey, repeatGetsId } from "./lead-key.ts";
import { clientAddress, rateLimited, rateWindow, verifyTurnstile } from "./limits.ts";
import { type PostContext, postRoute } from "./post-route.ts";
import { sha256Hex } from "./sha256.ts";
import { decoyPublicId, storeNewLead, visitSourceColumns } from "./lead-store.ts";

// A–C. The route: the shared shape (post-route.ts) with the lead's own steps.
export const contact = postRoute({
  name: "contact",
  fields: knownFields,
  validate: validLead,
  store: async (c, body) => {
    const id = await storeLead(c, body);
    // The plain form's details, posted from /obrigado, find their lead by this cookie (lead-cookie.ts);
    // a repeat under a key others may know gets neither (lead-key.ts).
    const cookie = id ? leadCookieHeader(c.req.url, id) : {};
    if (c.var.kind === "form") {
      return new Response(null, { status: 303, headers: { Location: "/obrigado", ...cookie } });
    }
    return json(id ? { ok: true, id } : { ok: true }, 201, cookie);
  },
  errorPage: formErrorPage,
});

/** A valid lead and the form's other fields. */
interface ValidBody {
  lead: Lead;
  /** The hidden field people never see: anything in it means a robot filled the form. */
  honeypot: boolean;
  turnstileToken: unknown;
  /** A plain form's key, from its hidden field (lead-key.ts). */
  keyField: unknown;
}

// A. The lead, by the shared schema; a WhatsApp number its country does not allow is refused too.
function validLead(fields: Readonly<Partial<Record<(typeof knownFields)[number], unknown>>>): ValidBody {
  const result = validateContact(fields);
  if (!result.ok) throw new ContactError("validation", result.message, { fields: result.fields });
  if (!isPossibleWhatsApp(result.data.whatsapp)) {
    throw new ContactError("validation", contactMessages.whatsapp, { fields: { whatsapp: contactMessages.whatsapp } });
  }
  const { website } = fields;
  return {
    lead: result.data,
    honeypot: website !== undefined && website !== null && String(website).trim() !== "",
    turnstileToken: fields["cf-turnstile-response"],
    keyField: fields.idempotency_key,
  };
}

const keyReusedMessage = "Esta Idempotency-Key já foi usada para outro contato. Envie o novo contato com outra chave.";
const erasedMessage = "Este contato foi apagado a pedido da pessoa e não será guardado de novo.";

// B. The lead as a row, stored.

/** Stores a valid lead and returns the public id it is answered with, or null for a repeat whose key
 * others may know (lead-key.ts); over the rate limit, with a reused key or an erased one it throws
 * the refusal. */
async function storeLead(c: PostContext, body: ValidBody): Promise<string | null> {
  // A robot is told it succeeded, with an id like any other, so it has no reason to try again;
  // nothing is stored or counted.
  if (body.honeypot) return decoyPublicId();
  const { lead } = body;
  const w = await rateWindow(c.req.raw, c.env);
  const key = await leadKey(c, body.keyField, w.key, lead);
  const row: NewLeadRow = {
    ...lead,
    privacy_version: lead.privacy_version ?? privacyNoticeVersion,
    idempotency_key: key,
    // The lead as validated, so a retry that differs only in spaces or a fresh Turnstile token is the same request.
    request_hash: key === null ? null : await sha256Hex(JSON.stringify(lead)),
    whatsapp_e164: toE164(lead.whatsapp),
    ...visitSourceColumns(lead),
  };
  // With Turnstile on, the token must pass before anything is stored (lead-store.ts: two round trips).
  const verify = c.env.TURNSTILE_SECRET_KEY
    ? () => verifyTurnstile(c.env, body.turnstileToken, clientAddress(c.req.raw))
    : undefined;
  // The team's erasure keeps each erased lead's key as its hash (migration 0008).
  const keyHash = key === null ? null : await sha256Hex(key);
  const outcome = await storeNewLead(c.env.DB, row, w, keyHash, verify);
  if (outcome.kind === "rate_limited") throw rateLimited(w);
  if (outcome.kind === "key_reused") throw new ContactError("idempotency_conflict", keyReusedMessage);
  if (outcome.kind === "erased") throw new ContactError("erased", erasedMessage);
  const webhook = c.env.LEADS_WEBHOOK_URL;
  if (outcome.kind === "stored" && webhook) waitUntil(c, notifyWebhook(webhook));
  return outcome.kind === "stored" || repeatGetsId(key) ? outcome.publicId : null;
}

// D. The team's chat.

/** The page's waitUntil when the runtime gives one; tests calling app.request may not. */
function waitUntil(c: PostContext, p: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
}

// Tells the team about a new lead through an incoming webhook: `text` is read by Google Chat and
// Slack, `content` by Discord. The message carries no personal data, only that there is a new lead
// and the command that reads it: a chat keeps its messages outside the team's control (and beyond
// the erase and purge commands). Runs after the row is stored and never changes the visitor's answer.
async function notifyWebhook(url: string): Promise<void> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: newLeadMessage, content: newLeadMessage }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) console.error(`Lead webhook answered ${res.status}`);
  } catch (err) {
    console.error("Lead webhook failed:", err instanceof Error ? err.name : "unknown error");
  }
}
