// The outbox's one entry on the device: a lead whose sending failed for a network reason, kept so
// it can be sent later with the same Idempotency-Key (the server then stores it once however
// often it arrives). One pending lead at a time: a newer failed lead replaces the older one.
// Only the four fields, the key, the privacy-notice version and two timestamps are kept, under
// one localStorage key; storage can be missing, full or forbidden, so every access is guarded.

import { outboxRetentionDays } from "../content/privacy.ts";

export const outboxStorageKey = "expedicao-ushuaia:outbox";

/** Past this, counted from the first failure, the lead is deleted unsent (the privacy notice says so). */
export const outboxMaxAgeMs = outboxRetentionDays * 24 * 60 * 60 * 1000;

/** Waits after the 1st, 2nd, 3rd... failed attempt in a row; the last one repeats. */
export const retryDelaysMs = [10_000, 30_000, 2 * 60_000, 10 * 60_000] as const;

export interface OutboxEntry {
  key: string;
  name: string;
  email: string;
  whatsapp: string;
  instagram: string | null;
  privacy_version: string;
  /** When the first attempt failed (ms since the epoch). */
  failedAt: number;
  /** No attempt before this (ms since the epoch): what a 429's Retry-After asked for, or 0. */
  notBefore: number;
}

export function retryDelayMs(failuresInARow: number): number {
  const i = Math.min(Math.max(failuresInARow, 1), retryDelaysMs.length) - 1;
  return retryDelaysMs[i]!;
}

export function isExpired(entry: Pick<OutboxEntry, "failedAt">, now: number): boolean {
  return now - entry.failedAt >= outboxMaxAgeMs;
}

// Loose bounds (the server validates the lead itself): enough to refuse a value that was never ours.
// The schema's own limits stay out of here, so this chunk shares nothing with the page's app.
const isText = (v: unknown, max = 300): v is string => typeof v === "string" && v.length <= max;
const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

/** The entry in a stored value, or null for anything else (absent, corrupted, edited by hand). */
export function parseOutbox(raw: string | null): OutboxEntry | null {
  if (!raw) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const ok =
    isText(v.key, 100) && /^[\w-]{8,}$/.test(v.key) &&
    isText(v.name) && isText(v.email) && isText(v.whatsapp) && (v.instagram === null || isText(v.instagram)) &&
    isText(v.privacy_version, 40) && isTime(v.failedAt) && isTime(v.notBefore);
  if (!ok) return null;
  // Rebuilt field by field, so nothing but these ever goes back into storage or onto the wire.
  const { key, name, email, whatsapp, instagram, privacy_version, failedAt, notBefore } = v as unknown as OutboxEntry;
  return { key, name, email, whatsapp, instagram, privacy_version, failedAt, notBefore };
}

/** The pending entry, if any; a corrupted or expired one is deleted on the way. */
export function readOutbox(now = Date.now()): OutboxEntry | null {
  try {
    const raw = localStorage.getItem(outboxStorageKey);
    const entry = parseOutbox(raw);
    if (raw !== null && (!entry || isExpired(entry, now))) localStorage.removeItem(outboxStorageKey);
    return entry && !isExpired(entry, now) ? entry : null;
  } catch {
    return null;
  }
}

/** False when the device would not keep it (storage full, disabled, private mode). */
export function writeOutbox(entry: OutboxEntry): boolean {
  try {
    localStorage.setItem(outboxStorageKey, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function clearOutbox(): void {
  try {
    localStorage.removeItem(outboxStorageKey);
  } catch {
    // Nothing stored can be read back either.
  }
}
