// What a post (post-route.ts) must pass before its body is parsed, cheapest first: where it came
// from, its media type, its idempotency key, its size (Hono's bodyLimit), then bytes that are UTF-8
// and, in a form, %-escapes that decode. Hono's parsers would let the last two through as U+FFFD.
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { ContactError } from "./answers.ts";
import type { BodyKind, ContactEnv } from "./bindings.ts";

export const maxBodyBytes = 16 * 1024;

function sameHost(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}

/**
 * A cross-site Origin is refused, whatever the body; "null" is too. A post without Origin (a
 * non-browser client, or an older browser's form post) is allowed unless it says itself that it
 * comes from elsewhere: Sec-Fetch-Site cross-site or same-site, or a Referer naming another host (or
 * none that parses). Each is refused as a cross-site Origin is. Hono's csrf middleware does not fit:
 * it checks only the types a browser may post cross-site without a preflight (forms, text/plain),
 * so cross-site JSON would pass, and it refuses a form that carries neither Origin nor Sec-Fetch-Site.
 */
export const sameOrigin = createMiddleware<ContactEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    if (!sameHost(origin, c.req.url)) throw new ContactError("forbidden");
  } else {
    const site = c.req.header("sec-fetch-site")?.toLowerCase();
    const referer = c.req.header("referer");
    if (site === "cross-site" || site === "same-site") throw new ContactError("forbidden");
    if (referer !== undefined && !sameHost(referer, c.req.url)) throw new ContactError("forbidden");
  }
  await next();
});

/** Only JSON and url-encoded forms in UTF-8 are understood. */
function bodyKind(contentType: string | undefined): BodyKind {
  const [type = "", ...params] = (contentType ?? "").split(";").map((p) => p.trim().toLowerCase());
  const kind = type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "form" : null;
  if (!kind) throw new ContactError("unsupported_media_type");
  for (const param of params) {
    const [key, value = ""] = param.split("=").map((p) => p.trim());
    if (key === "charset" && !["utf-8", '"utf-8"', "utf8"].includes(value)) {
      throw new ContactError("unsupported_media_type");
    }
  }
  return kind;
}

export const mediaType = createMiddleware<ContactEnv>(async (c, next) => {
  c.set("kind", bodyKind(c.req.header("content-type")));
  await next();
});

/** A key's shape, header or plain form's field: the page sends a UUID; anything long or with odd
 * characters is refused rather than stored. */
export const keyShape = /^[A-Za-z0-9._:-]{1,100}$/;

export const idempotencyKey = createMiddleware<ContactEnv>(async (c, next) => {
  const key = c.req.header("idempotency-key") ?? null;
  if (key !== null && !keyShape.test(key)) {
    throw new ContactError("bad_request", "Idempotency-Key inválida.");
  }
  c.set("idempotencyKey", key);
  await next();
});

/** Refuses a declared or streamed body over the limit before reading the rest. */
export const sizeLimit = bodyLimit({
  maxSize: maxBodyBytes,
  onError: () => {
    throw new ContactError("too_large");
  },
});

const badRequest = (message: string) => new ContactError("bad_request", message);

export const strictBody = createMiddleware<ContactEnv>(async (c, next) => {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  // bodyLimit believes a Content-Length; over the wire Cloudflare holds a body to it, but a
  // request built in-process can declare less than it carries.
  if (bytes.byteLength > maxBodyBytes) throw new ContactError("too_large");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest("O corpo da requisição não é UTF-8 válido.");
  }
  if (c.var.kind === "form") {
    // Escapes never span "&" or "=", so the whole body decodes exactly when every name and value does.
    try {
      decodeURIComponent(text);
    } catch {
      throw badRequest("Formulário malformado.");
    }
  }
  await next();
});

// WhatsApp numbers in E.164 for the team's wa.me links. The full ("max") metadata validates a
// number against each country's real numbering plan, not only its length, so a wrong area code or
// a landline-shaped typo does not pass as a number; Brazil is the default country. A number that is
// not even possible (too long or short for its country, or no such country code) is refused
// (src/shared/whatsapp.ts); a
// possible one that is not valid is stored, without its E.164 form.
export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw, "BR");
  return phone?.isValid() ? phone.number : null;
}
