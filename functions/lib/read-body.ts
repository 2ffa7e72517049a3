// Turns a request body into a plain record of the contact endpoint's known fields, refusing
// anything oversized, of another type, not UTF-8 or malformed before any of it is trusted.
import { ContactError } from "./responses.ts";

export const maxBodyBytes = 16 * 1024;

/** The only fields read from a body; everything else is ignored without ever being copied. */
export const knownFields = [
  "name",
  "email",
  "whatsapp",
  "instagram",
  "website",
  "privacy_version",
  "cf-turnstile-response",
] as const;
export type KnownField = (typeof knownFields)[number];
export type BodyFields = Partial<Record<KnownField, unknown>>;
export type BodyKind = "json" | "form";

/** Reads the media type; only JSON and url-encoded forms in UTF-8 are understood. */
export function bodyKind(contentType: string | null): BodyKind {
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

/** Reads at most maxBodyBytes, whatever Content-Length claims (it may be absent or lie). */
export async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBodyBytes) throw new ContactError("too_large");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw new ContactError("too_large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const badRequest = (message: string) => new ContactError("bad_request", message);

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest("O corpo da requisição não é UTF-8 válido.");
  }
}

/** Copies known fields into a prototype-less record, so keys like __proto__ can touch nothing. */
function pick(source: (key: KnownField) => unknown): BodyFields {
  const fields: BodyFields = Object.create(null);
  for (const key of knownFields) {
    const value = source(key);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

function parseJson(text: string): BodyFields {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("JSON malformado.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("O corpo deve ser um objeto JSON.");
  }
  const record = value as Record<string, unknown>;
  return pick((key) => (Object.hasOwn(record, key) ? record[key] : undefined));
}

function parseForm(text: string): BodyFields {
  // URLSearchParams would silently turn a broken %-escape into U+FFFD; decodeURIComponent refuses it.
  const values = new Map<string, string>();
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const [rawKey, rawValue] = eq < 0 ? [pair, ""] : [pair.slice(0, eq), pair.slice(eq + 1)];
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replaceAll("+", " "));
      value = decodeURIComponent(rawValue.replaceAll("+", " "));
    } catch {
      throw badRequest("Formulário malformado.");
    }
    // The first occurrence wins, as in URLSearchParams.get.
    if (!values.has(key)) values.set(key, value);
  }
  return pick((key) => values.get(key));
}

/** The whole body, checked: media type, size, encoding, syntax and shape. */
export async function readBody(request: Request, kind: BodyKind): Promise<BodyFields> {
  const text = decodeUtf8(await readLimited(request));
  return kind === "json" ? parseJson(text) : parseForm(text);
}
