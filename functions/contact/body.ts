// The body, parsed by Hono's validator and checked with the shared zod schema at the route. Only
// known fields are copied, into a prototype-less record, so keys like __proto__ touch nothing.
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import { contactMessages, type Lead, validateContact } from "../../src/shared/contact-schema.ts";
import { ContactError } from "../shared/responses.ts";
import { type BodyFields, type BodyKind, type ContactEnv, knownFields } from "./context.ts";
import { isPossibleWhatsApp } from "./phone.ts";

/** A valid lead and the form's other fields. */
export interface ValidBody {
  lead: Lead;
  /** The hidden field people never see: anything in it means a robot filled the form. */
  honeypot: boolean;
  turnstileToken: unknown;
}

function pick(record: Record<string, unknown>, kind: BodyKind): BodyFields {
  const fields: BodyFields = Object.create(null);
  for (const key of knownFields) {
    if (!Object.hasOwn(record, key)) continue;
    const value = record[key];
    // Hono gathers a repeated form field into an array; the first occurrence wins, as in URLSearchParams.get.
    fields[key] = kind === "form" && Array.isArray(value) ? value[0] : value;
  }
  return fields;
}

function leadFrom(value: unknown, c: Context<ContactEnv>): ValidBody {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ContactError("bad_request", "O corpo deve ser um objeto JSON.");
  }
  const fields = pick(value as Record<string, unknown>, c.var.kind);
  c.set("fields", fields);
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
  };
}

const byKind: Record<BodyKind, MiddlewareHandler<ContactEnv>> = {
  json: validator("json", (value, c) => leadFrom(value, c)),
  form: validator("form", (value, c) => leadFrom(value, c)),
};

/** Hono's validator for the request's media type; the route reads the lead with c.req.valid(kind). */
export const validLead: MiddlewareHandler<ContactEnv, string, { out: { json: ValidBody; form: ValidBody } }> = (
  c,
  next,
) => byKind[c.var.kind](c, next);
