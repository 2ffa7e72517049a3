// The one way a lead gets its Idempotency-Key: 122 random bits, made on the device when the lead is
// first filled or kept, never from its values, so nobody who knows what a visitor typed can compute
// it. The page's first script, the app and the worker all take it from here.

/** A random UUID; `crypto.randomUUID` exists only in secure contexts, and a site opened over plain
 * HTTP still needs a key. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The form field that carries the key in a plain post, where no header can. */
export const keyField = "idempotency_key";
