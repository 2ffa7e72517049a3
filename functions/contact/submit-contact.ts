// POST /api/contact: checks the request from the cheapest test to the dearest, stores one row,
// then answers JSON to the page's fetch, or a redirect / the home page with the error to a
// JavaScript-less form post.
import { contactFields, sendFailedMessage } from "../../src/shared/contact-fields.ts";
import { type ContactField, validateContact } from "../../src/shared/contact-schema.ts";
import type { Env } from "../env.ts";
import { clientAddress, clientKey } from "../lib/client-key.ts";
import { formErrorPage } from "../lib/form-error-page.ts";
import { toE164 } from "../lib/phone.ts";
import { countSubmission } from "../lib/rate-limit.ts";
import { type BodyFields, type BodyKind, bodyKind, readBody } from "../lib/read-body.ts";
import { ContactError, apiHeaders, errorJson, json } from "../lib/responses.ts";
import { findByIdempotencyKey, insertSubmission, type Submission } from "../lib/store.ts";
import { verifyTurnstile } from "../lib/turnstile.ts";
import { leadMessage, notifyWebhook } from "../lib/webhook.ts";
import { honeypotFilled, idempotencyKeyOf, isSameOrigin, privacyVersionOf } from "./submission-from.ts";

type WaitUntil = (promise: Promise<unknown>) => void;

/** Runs `work` against the database; any failure there is a 503 with nothing personal logged. */
async function guarded<T>(stage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ContactError) throw err;
    console.error(`contact: ${stage} failed (${err instanceof Error ? err.name : typeof err})`);
    throw new ContactError("unavailable");
  }
}

async function accept(request: Request, env: Env, body: BodyFields, key: string | null, waitUntil: WaitUntil) {
  const result = validateContact({ name: body.name, email: body.email, whatsapp: body.whatsapp, instagram: body.instagram });
  if (!result.ok) throw new ContactError("validation", result.message, { fields: result.fields });
  // A robot is told it succeeded, so it has no reason to try again; nothing is stored or counted.
  if (honeypotFilled(body.website)) return 1 + Math.floor(Math.random() * 100_000);

  if (key) {
    const existing = await guarded("idempotency lookup", () => findByIdempotencyKey(env.DB, key));
    if (existing !== null) return existing;
  }
  await guarded("rate limit", async () => countSubmission(env.DB, env, await clientKey(request, env)));
  await verifyTurnstile(env, body["cf-turnstile-response"], clientAddress(request));

  const { data } = result;
  const submission: Submission = {
    ...data,
    idempotencyKey: key,
    whatsappE164: toE164(data.whatsapp),
    privacyVersion: privacyVersionOf(body.privacy_version),
  };
  const stored = await guarded("insert", () => insertSubmission(env.DB, submission));
  const webhook = env.LEADS_WEBHOOK_URL;
  if (stored.created && webhook) waitUntil(notifyWebhook(webhook, leadMessage(submission)));
  return stored.id;
}

function typedValues(body: BodyFields): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const f of contactFields) if (typeof body[f] === "string") values[f] = body[f];
  return values;
}

function formError(env: Env, request: Request, err: ContactError, body: BodyFields) {
  const validation = err.code === "validation";
  return formErrorPage(env, request, {
    status: err.status,
    title: validation ? "Erro no formulário" : "Erro ao enviar",
    message: err.visitorMessage && err.code !== "bad_request" ? err.visitorMessage : sendFailedMessage,
    ...(err.fields ? { fields: err.fields } : {}),
    values: typedValues(body),
    headers: err.headers,
  });
}

export async function submitContact(request: Request, env: Env, waitUntil: WaitUntil): Promise<Response> {
  // A foreign site gets a bare refusal, never our page.
  if (!isSameOrigin(request)) return errorJson(new ContactError("forbidden"));
  let kind: BodyKind | null = null;
  let body: BodyFields = {};
  try {
    kind = bodyKind(request.headers.get("content-type"));
    const key = idempotencyKeyOf(request);
    body = await readBody(request, kind);
    const id = await accept(request, env, body, key, waitUntil);
    if (kind === "form") return new Response(null, { status: 303, headers: { Location: "/obrigado", ...apiHeaders } });
    return json({ ok: true, id }, 201);
  } catch (caught) {
    const err = caught instanceof ContactError ? caught : new ContactError("unavailable");
    if (!(caught instanceof ContactError)) console.error("contact: unexpected failure");
    return kind === "form" ? formError(env, request, err, body) : errorJson(err);
  }
}
