import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isExpired, outboxMaxAgeMs, outboxStorageKey, parseOutbox, readOutbox, retryDelayMs, writeOutbox, type OutboxEntry,
} from "../../src/contact/outbox-store.ts";

const entry: OutboxEntry = {
  key: "0b7e2c1a-5d7f-4c3e-9a51-2f6b8d9e0a11",
  name: "Maria da Silva",
  email: "maria@exemplo.com.br",
  whatsapp: "(27) 99999-8888",
  instagram: null,
  privacy_version: "2026-11-22",
  failedAt: 1_800_000_000_000,
  notBefore: 0,
};

/** A Map behind the Storage methods the store uses. */
function fakeStorage(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return {
    map: m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the retry schedule", () => {
  it("waits 10 s, 30 s, 2 min, then 10 min for every later failure", () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([10_000, 30_000, 120_000, 600_000, 600_000, 600_000]);
  });

  it("never answers less than 10 s, even for a count of zero", () => {
    expect(retryDelayMs(0)).toBe(10_000);
    expect(retryDelayMs(-3)).toBe(10_000);
  });
});

describe("expiry", () => {
  it("keeps a lead until 7 days after its first failure and no longer", () => {
    expect(outboxMaxAgeMs).toBe(7 * 24 * 3600 * 1000);
    expect(isExpired(entry, entry.failedAt + outboxMaxAgeMs - 1)).toBe(false);
    expect(isExpired(entry, entry.failedAt + outboxMaxAgeMs)).toBe(true);
  });
});

describe("parsing the stored value", () => {
  it("reads back what was written", () => {
    expect(parseOutbox(JSON.stringify(entry))).toEqual(entry);
  });

  it("keeps only the known fields, dropping anything added", () => {
    const parsed = parseOutbox(JSON.stringify({ ...entry, website: "spam", "cf-turnstile-response": "token" }));
    expect(parsed).toEqual(entry);
  });

  for (const [label, raw] of [
    ["nothing", null],
    ["an empty string", ""],
    ["text that is not JSON", "{not json"],
    ["a JSON array", "[1,2]"],
    ["JSON null", "null"],
    ["a missing key", JSON.stringify({ ...entry, key: undefined })],
    ["a number for a name", JSON.stringify({ ...entry, name: 42 })],
    ["an oversized e-mail", JSON.stringify({ ...entry, email: "a".repeat(5000) })],
    ["a timestamp as text", JSON.stringify({ ...entry, failedAt: "yesterday" })],
  ] as const) {
    it(`refuses ${label}`, () => expect(parseOutbox(raw)).toBeNull());
  }
});

describe("reading the device's storage", () => {
  it("deletes a corrupted value and reports an empty outbox", () => {
    const storage = fakeStorage({ [outboxStorageKey]: "{not json" });
    vi.stubGlobal("localStorage", storage);
    expect(readOutbox()).toBeNull();
    expect(storage.map.has(outboxStorageKey)).toBe(false);
  });

  it("deletes an expired lead", () => {
    const storage = fakeStorage({ [outboxStorageKey]: JSON.stringify(entry) });
    vi.stubGlobal("localStorage", storage);
    expect(readOutbox(entry.failedAt + outboxMaxAgeMs)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("returns a pending lead and leaves it in place", () => {
    const storage = fakeStorage({ [outboxStorageKey]: JSON.stringify(entry) });
    vi.stubGlobal("localStorage", storage);
    expect(readOutbox(entry.failedAt + 1000)).toEqual(entry);
    expect(storage.map.size).toBe(1);
  });

  it("survives storage that throws, reading and writing", () => {
    const boom = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: boom, setItem: boom, removeItem: boom });
    expect(readOutbox()).toBeNull();
    expect(writeOutbox(entry)).toBe(false);
  });
});
