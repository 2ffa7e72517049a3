// A lead's idempotency key, and who may learn its lead's public id when the key comes again.
//
// The key: the page's script and the worker send it as the Idempotency-Key header; a plain form (no
// JavaScript, or a post before the app) carries it in its hidden `idempotency_key` field, which the
// page's script fills. With JavaScript off the field is empty, and the key is derived from the
// client (the rate limit's salted hash), the lead as validated and a 10-minute bucket: the browser's
// own retries of one post are one row, while the same values sent later are a new one.
//
// The id: a repeat (the same key and the same lead) is answered with the stored lead's public id,
// and the `lead` cookie, only when the key is random-shaped (a UUID, or the first script's
// `form-<uuid>`): a key only its sender can hold. A key anyone may compute (older workers' plain
// form: `form-<day>-<sha256 of the values>`) or one the function derived is answered as stored, with
// no id: someone who knows what a visitor typed must not get the id that writes details onto their lead.
import { ContactError } from "./answers.ts";
import type { PostContext } from "./post-route.ts";
import { keyShape } from "./checks.ts";
import { sha256Hex } from "./sha256.ts";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const randomShaped = new RegExp(`^(form-)?${uuid}$`, "i");

/** Whether a repeat under this key may be told its lead's id. */
export const repeatGetsId = (key: string | null) => key !== null && randomShaped.test(key);

/** A derived key's bucket: a browser retries a post within seconds, a person sends again later. */
const bucketMs = 10 * 60 * 1000;

/**
 * The key a lead is stored under: the header's; else a plain form's field, checked as the header is;
 * else, for a plain form, one derived from `client` (the rate limit's hashed address) and the lead.
 * A JSON post without the header has none.
 */
export async function leadKey(c: PostContext, field: unknown, client: string, lead: unknown): Promise<string | null> {
  if (c.var.idempotencyKey !== null || c.var.kind !== "form") return c.var.idempotencyKey;
  if (typeof field === "string" && field !== "") {
    if (!keyShape.test(field)) throw new ContactError("bad_request", "Idempotency-Key inválida.");
    return field;
  }
  const bucket = Math.floor(Date.now() / bucketMs);
  return `plain-${await sha256Hex(`${client}\n${bucket}\n${JSON.stringify(lead)}`)}`;
}
