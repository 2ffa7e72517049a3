// POST /api/contact/details: what a visitor chose to tell after sending a lead (when, who, in what,
// which part of the route), top-down in the order a request meets it:
//   A. the lead's checks (checks.ts): origin, media type, idempotency key, size, UTF-8;
//   B. the details themselves, by the shared schema; unknown fields are ignored;
//   C. the lead they belong to, by its public id: the page's JSON names it; the plain form on
//      /obrigado carries it in the cookie set when its lead was stored (leadCookie);
//   D. one round trip counts the client and writes the details, if that lead was stored less than
//      48 hours ago by the database's clock (details-store.ts); sent again, a blank keeps what is stored;
//   E. the answer names no one: 200 {ok}, or 303 to /obrigado#detalhes-recebidos for the plain
//      form; an unknown, expired or malformed id is the same 404.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { validator } from "hono/validator";
import { publicIdShape } from "../src/shared/api-types.ts";
import { detailFields } from "../src/shared/details-fields.ts";
import { type Details, validateDetails } from "../src/shared/details-schema.ts";
import { invalidTitle, failedTitle, sendFailedMessage } from "../src/shared/form-messages.ts";
import { ContactError, detailsErrorPage, errorJson, json } from "./answers.ts";
import type { BodyKind, ContactEnv } from "./bindings.ts";
import { idempotencyKey, mediaType, sameOrigin, sizeLimit, strictBody } from "./checks.ts";
import { storeDetails } from "./details-store.ts";
import { alreadyReceived, detailsReceivedAnswer, leadCookie, leadCookieEnded } from "./lead-cookie.ts";
import { rateLimited, rateWindow } from "./limits.ts";

export const details = new Hono<ContactEnv>();

/** What every lost id is told, whichever way it was lost. */
export const detailsNotFound =
  "Não encontramos o contato destes detalhes. Eles podem ser enviados até 48 horas depois do contato.";

interface ValidDetails {
  details: Details;
  publicId: string | null;
}

function detailsFrom(value: unknown, c: Context<ContactEnv>): ValidDetails {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ContactError("bad_request", "O corpo deve ser um objeto JSON.");
  }
  const record = value as Record<string, unknown>;
  // Only the known fields, into a prototype-less record; a repeated form field counts once.
  const fields: Record<string, unknown> = Object.create(null);
  for (const key of detailFields) {
    if (!Object.hasOwn(record, key)) continue;
    const v = record[key];
    fields[key] = Array.isArray(v) ? v[0] : v;
  }
  c.set("fields", fields);
  const result = validateDetails(fields);
  if (!result.ok) throw new ContactError("validation", result.message, { fields: result.fields });
  const id = c.var.kind === "json" ? record.id : getCookie(c, leadCookie.name);
  return { details: result.data, publicId: typeof id === "string" ? id : null };
}

const byKind: Record<BodyKind, MiddlewareHandler<ContactEnv>> = {
  json: validator("json", (v, c) => detailsFrom(v, c)),
  form: validator("form", (v, c) => detailsFrom(v, c)),
};
const validDetails: MiddlewareHandler<ContactEnv, string, { out: { json: ValidDetails; form: ValidDetails } }> = (
  c,
  next,
) => byKind[c.var.kind](c, next);

details.post("/", sameOrigin, mediaType, idempotencyKey, sizeLimit, strictBody, validDetails, async (c) => {
  const { details: d, publicId } = c.req.valid(c.var.kind);
  if (c.var.kind === "form" && alreadyReceived(getCookie(c))) return detailsReceivedAnswer(c.req.url);
  const w = await rateWindow(c.req.raw, c.env);
  // A malformed id goes through the same statement as a well-formed one nobody holds.
  const id = publicId && publicIdShape.test(publicId) ? publicId : "0".repeat(32);
  let result: Awaited<ReturnType<typeof storeDetails>>;
  try {
    result = await storeDetails(c.env.DB, id, d, w);
  } catch (err) {
    console.error(`details: store failed (${err instanceof Error ? err.name : typeof err})`);
    throw new ContactError("unavailable");
  }
  if (result === "rate_limited") throw rateLimited(w);
  if (result === "not_found") throw new ContactError("not_found", detailsNotFound);
  if (c.var.kind === "form") {
    return detailsReceivedAnswer(c.req.url);
  }
  return json({ ok: true }, 200, leadCookieEnded(c.req.url));
});
details.all("/", () => json({ ok: false, error: "method_not_allowed" }, 405, { Allow: "POST" }));

details.onError((caught, c) => {
  const err =
    caught instanceof ContactError
      ? caught
      : (caught as { status?: number }).status === 400
        ? new ContactError("bad_request", c.var.kind === "form" ? "Formulário malformado." : "JSON malformado.")
        : new ContactError("unavailable");
  if (c.var.kind !== "form") return errorJson(err);
  return detailsErrorPage(c.env, c.req.raw, {
    status: err.status,
    title: err.code === "validation" ? invalidTitle : failedTitle,
    message: err.visitorMessage && err.code !== "bad_request" ? err.visitorMessage : sendFailedMessage,
    ...(err.fields ? { fields: err.fields } : {}),
    values: Object.fromEntries(
      Object.entries(c.var.fields ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
    headers: err.headers,
  });
});
