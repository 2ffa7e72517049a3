// Where the contact outbox keeps its leads on this device: one IndexedDB store, keyed by each lead's
// Idempotency-Key. Why it can lose none, and who writes it: docs/offline.md.
import { type DBSchema, openDB } from "idb";
import type { LeadField } from "./contact-fields.ts";
import { outboxName, outboxStore } from "./outbox-names.ts";

/** The function's reason for refusing a lead, kept with it until the visitor corrects or discards it. */
export interface Refusal {
  message: string;
  fields: Partial<Record<LeadField, string>>;
}

export interface KeptLead {
  /** The Idempotency-Key it is sent under, every time. */
  key: string;
  /** The JSON body of POST /api/contact, as the form's script sends it, or of its details' post. */
  body: string;
  /** Where it is posted: absent for a lead (/api/contact), the details' endpoint for its details,
   * which are kept after their lead and so sent after it. */
  url?: string;
  /** The order it was kept in: the oldest goes first. */
  seq: number;
  refused?: Refusal;
}

interface OutboxDb extends DBSchema {
  [outboxStore]: { key: string; value: KeptLead };
}

const open = (version?: number) =>
  openDB<OutboxDb>(outboxName, version, {
    upgrade: (d) =>
      void (d.objectStoreNames.contains(outboxStore) || d.createObjectStore(outboxStore, { keyPath: "key" })),
    // Another page or worker needs a new version (or the store): this connection gives way, and the
    // next use opens the database again.
    blocking: () => {
      const closing = opened;
      opened = undefined;
      void closing?.then((d) => d.close());
    },
  });

/** The database, at whatever version it is; one opened without its store (by anything that opened
 * the name without a version) gets the store at the next version. */
async function connect() {
  const d = await open();
  if (d.objectStoreNames.contains(outboxStore)) return d;
  d.close();
  return open(d.version + 1);
}

let opened: ReturnType<typeof connect> | undefined;
const db = () =>
  (opened ??= connect().catch((e) => {
    opened = undefined;
    throw e;
  }));

/**
 * Keeps the lead unless it waits already: under the same key, or with the same values under another
 * key (sent again offline after a reload). Resolves, once written, with the key it is kept under.
 */
export async function keepLead(key: string, body: string, url?: string): Promise<string> {
  const tx = (await db()).transaction(outboxStore, "readwrite");
  const kept = await tx.store.getAll();
  const same = kept.find((l) => l.key === key) ?? kept.find((l) => !l.refused && l.body === body && l.url === url);
  const seq = Math.max(0, ...kept.map((l) => l.seq)) + 1;
  if (!same) await tx.store.put({ key, body, seq, ...(url ? { url } : {}) });
  await tx.done;
  return same?.key ?? key;
}

/** Every lead on this device, oldest first. */
export async function keptLeads(): Promise<KeptLead[]> {
  return (await (await db()).getAll(outboxStore)).sort((a, b) => a.seq - b.seq);
}

export async function isKept(key: string): Promise<boolean> {
  return (await (await db()).count(outboxStore, key)) > 0;
}

export async function dropLead(key: string): Promise<void> {
  await (await db()).delete(outboxStore, key);
}

/** Marks the lead refused, with the function's reason; a lead no longer here stays gone. */
export async function refuseLead(key: string, refusal: Refusal): Promise<void> {
  const tx = (await db()).transaction(outboxStore, "readwrite");
  const lead = await tx.store.get(key);
  if (lead) await tx.store.put({ ...lead, refused: refusal });
  await tx.done;
}

/** "Cancelar envio": every lead still waiting to be sent. A refused one waits for its own answer. */
export async function dropWaiting(): Promise<void> {
  const tx = (await db()).transaction(outboxStore, "readwrite");
  for (const lead of await tx.store.getAll()) if (!lead.refused) await tx.store.delete(lead.key);
  await tx.done;
}
