// One Idempotency-Key per filled form. A retry of the same values reuses the key, so if an earlier
// attempt did reach the database (a timeout after the insert, a double click) the server answers
// with that row instead of storing a second one. New values, or a success, start a new key.

function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a site opened over plain http still needs a key.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for these values: the same as last time if the values did not change. */
  forValues(values: unknown): string;
  /** Forgets the key, after a success: the next submission is a new lead. */
  renew(): void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let current: { key: string; values: string } | null = null;
  return {
    forValues(values) {
      const signature = JSON.stringify(values);
      if (current?.values !== signature) current = { key: randomKey(), values: signature };
      return current.key;
    },
    renew() {
      current = null;
    },
  };
}
