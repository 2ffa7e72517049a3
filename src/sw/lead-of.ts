// A POST /api/contact as the outbox keeps it: its Idempotency-Key and the JSON body the form's script
// sends. The plain form's post becomes that JSON, under a key made from its values and the São Paulo
// day it is first kept on: the browser posting it again that day (a reload of the page it got) is the
// same lead under the same key, stored once; the same values sent on another day are a new contact,
// stored and told to the team. The key is fixed when the lead is first kept (the outbox keeps it with
// the lead, and finds a lead still waiting by its values), so a replay days later is still one row.
import { saoPauloDay } from "../shared/sao-paulo.ts";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The lead in a POST /api/contact, and the key it is sent under; `now`: when it is first kept. */
export async function leadOf(request: Request, now = new Date()): Promise<{ key: string; body: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  const given = request.headers.get("Idempotency-Key");
  const text = await request.text();
  if (type.startsWith("application/json")) return { key: given ?? crypto.randomUUID(), body: text };
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new Error("outbox: not a lead's media type");
  // A repeated field: the first wins, as the function reads it.
  const values: Record<string, string> = {};
  new URLSearchParams(text).forEach((value, name) => {
    if (!Object.hasOwn(values, name)) values[name] = value;
  });
  const body = JSON.stringify(values);
  return { key: given ?? `form-${saoPauloDay(now)}-${await sha256Hex(body)}`, body };
}
