// A POST /api/contact as the outbox keeps it: its Idempotency-Key and the JSON body the form's script
// sends. A plain form's post becomes that JSON, under the key the page's script wrote into the form
// (src/contact/form-key.ts), or else a random one made now. Never a key made from the values: anyone
// who knew what a visitor typed could compute it (docs/function.md). The browser posting the form
// again while it waits is the same lead: the outbox finds a waiting lead by its values.
import { keyField, randomKey } from "../shared/random-key.ts";

/** A key as the page makes them (or an older page made them, `form-` and a UUID). */
const keyShape = /^(?:form-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lead in a POST /api/contact, and the key it is sent under. */
export async function leadOf(request: Request): Promise<{ key: string; body: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  const given = request.headers.get("Idempotency-Key");
  const text = await request.text();
  if (type.startsWith("application/json")) return { key: given ?? randomKey(), body: text };
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new Error("outbox: not a lead's media type");
  // A repeated field: the first wins, as the function reads it. The key travels as the header.
  const values: Record<string, string> = {};
  new URLSearchParams(text).forEach((value, name) => {
    if (!Object.hasOwn(values, name)) values[name] = value;
  });
  const { [keyField]: written, ...lead } = values;
  const key = given ?? (written && keyShape.test(written) ? written : randomKey());
  return { key, body: JSON.stringify(lead) };
}
