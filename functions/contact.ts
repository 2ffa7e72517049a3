// POST /api/contact, top-down in the order a request meets it:
//   A. the checks (checks.ts) refuse a bad request from the cheapest test to the dearest: origin,
//      media type, idempotency key, size, UTF-8, then the lead itself (the shared schema);
//   B. the lead becomes a row, and one D1 round trip (two with Turnstile) stores it (store.ts);
//   C. the answer: JSON to the page's fetch, a redirect to a JavaScript-less form post;
//   D. after the answer, the team's chat hears of a new lead;
//   E. any refusal is answered as JSON, or as the home page with the error for the plain form.
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { contactFields, type LeadField } from "../src/shared/contact-fields.ts";
import { failedTitle, invalidTitle, newLeadMessage, sendFailedMessage } from "../src/shared/form-messages.ts";
import type { NewLeadRow } from "../src/shared/lead-row.ts";
import { privacyNoticeVersion } from "../src/shared/privacy-notice.ts";
import { ContactError, errorJson, formErrorPage, json } from "./answers.ts";
import type { ContactEnv } from "./bindings.ts";
import {
  idempotencyKey,
  mediaType,
  sameOrigin,
  sizeLimit,
  strictBody,
  toE164,
  type ValidBody,
  validLead,
} from "./checks.ts";
import { leadCookieHeader } from "./lead-cookie.ts";
import { clientAddress, rateLimited, rateWindow, verifyTurnstile } from "./limits.ts";
import { sha256Hex } from "./sha256.ts";
import { decoyPublicId, storeNewLead, visitSourceColumns } from "./store.ts";

// A–C. The route: the checks as middleware, then the store and the answer; E. its refusals.
export const contact = new Hono<ContactEnv>();

contact.post("/", sameOrigin, mediaType, idempotencyKey, sizeLimit, strictBody, validLead, async (c) => {
  const id = await storeLead(c, c.req.valid(c.var.kind));
  // The plain form's details, posted from /obrigado, find their lead by this cookie (lead-cookie.ts).
  const cookie = leadCookieHeader(c.req.url, id);
  if (c.var.kind === "form") return new Response(null, { status: 303, headers: { Location: "/obrigado", ...cookie } });
  return json({ ok: true, id }, 201, cookie);
});
contact.all("/", () => json({ ok: false, error: "method_not_allowed" }, 405, { Allow: "POST" }));

contact.onError((caught, c) => {
  const err = refusal(caught, c);
  // A foreign site gets a bare refusal, never our page (the origin is checked before the kind is known).
  if (c.var.kind !== "form") return errorJson(err);
  const validation = err.code === "validation";
  return formErrorPage(c.env, c.req.raw, {
    status: err.status,
    title: validation ? invalidTitle : failedTitle,
    message: err.visitorMessage && err.code !== "bad_request" ? err.visitorMessage : sendFailedMessage,
    ...(err.fields ? { fields: err.fields } : {}),
    values: typedValues(c.var.fields),
    headers: err.headers,
  });
});

type C = Context<ContactEnv>;

const keyReusedMessage = "Esta Idempotency-Key já foi usada para outro contato. Envie o novo contato com outra chave.";

// B. The lead as a row, stored.

/** Stores a valid lead and returns the public id it is answered with; over the rate limit or with
 * a reused key it throws the refusal. */
async function storeLead(c: C, body: ValidBody): Promise<string> {
  // A robot is told it succeeded, with an id like any other, so it has no reason to try again;
  // nothing is stored or counted.
  if (body.honeypot) return decoyPublicId();
  const { lead } = body;
  const row: NewLeadRow = {
    ...lead,
    privacy_version: lead.privacy_version ?? privacyNoticeVersion,
    idempotency_key: c.var.idempotencyKey,
    // The lead as validated, so a retry that differs only in spaces or a fresh Turnstile token is the same request.
    request_hash: c.var.idempotencyKey === null ? null : await sha256Hex(JSON.stringify(lead)),
    whatsapp_e164: toE164(lead.whatsapp),
    ...visitSourceColumns(lead),
  };
  const w = await rateWindow(c.req.raw, c.env);
  // With Turnstile on, the token must pass before anything is stored (store.ts: two round trips).
  const verify = c.env.TURNSTILE_SECRET_KEY
    ? () => verifyTurnstile(c.env, body.turnstileToken, clientAddress(c.req.raw))
    : undefined;
  const outcome = await guarded("store", () => storeNewLead(c.env.DB, row, w, verify));
  if (outcome.kind === "rate_limited") throw rateLimited(w);
  if (outcome.kind === "key_reused") throw new ContactError("idempotency_conflict", keyReusedMessage);
  const webhook = c.env.LEADS_WEBHOOK_URL;
  if (outcome.kind === "stored" && webhook) waitUntil(c, notifyWebhook(webhook));
  return outcome.publicId;
}

/** Runs `work` against the database; any failure there but our own refusals (Turnstile's) is a 503
 * with nothing personal logged. */
async function guarded<T>(stage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ContactError) throw err;
    console.error(`contact: ${stage} failed (${err instanceof Error ? err.name : typeof err})`);
    throw new ContactError("unavailable");
  }
}

// D. The team's chat.

/** The page's waitUntil when the runtime gives one; tests calling app.request may not. */
function waitUntil(c: C, p: Promise<unknown>) {
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

// E. Refusals.

function refusal(err: Error, c: C): ContactError {
  if (err instanceof ContactError) return err;
  // Hono's validator refuses a body its parser cannot read.
  if (err instanceof HTTPException && err.status === 400) {
    return new ContactError("bad_request", c.var.kind === "form" ? "Formulário malformado." : "JSON malformado.");
  }
  console.error("contact: unexpected failure");
  return new ContactError("unavailable");
}

function typedValues(fields: ContactEnv["Variables"]["fields"] = {}): Partial<Record<LeadField, string>> {
  const values: Partial<Record<LeadField, string>> = {};
  for (const f of contactFields) if (typeof fields[f] === "string") values[f] = fields[f];
  return values;
}
