// Where the contact outbox keeps its leads on this device: one IndexedDB store, keyed by each lead's
// Idempotency-Key. The page's first script, the app and the worker all keep and read leads through
// this module, and nothing else opens the database. Why it can lose none: docs/offline.md.
import type { LeadField } from "./contact-fields.ts";

export const outboxName = "contact-outbox";
const outboxStore = "leads";

/** The function's reason for refusing a lead, kept with it until the visitor corrects or discards it. */
export interface Refusal {
  message: string;
  fields: Partial<Record<LeadField, string>>;
}

export interface KeptLead {
  /** The Idempotency-Key it is sent under, every time. */
  key: string;
  /** The JSON body of POST /api/contact, or of its details' post. */
  body: string;
  /** Where it is posted: absent for a lead (/api/contact), the details' endpoint for its details,
   * which are kept after their lead and so sent after it. */
  url?: string;
  /** The order it was kept in: the oldest goes first. */
  seq: number;
  refused?: Refusal;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function open(version?: number): Promise<IDBDatabase> {
  const request = indexedDB.open(outboxName, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(outboxStore))
      request.result.createObjectStore(outboxStore, { keyPath: "key" });
  };
  return done(request).then((d) => {
    // Another page or worker needs a new version: this connection gives way; the next use opens again.
    d.onversionchange = () => {
      d.close();
      opened = undefined;
    };
    return d;
  });
}

/** The database, at whatever version it is; one opened without its store (by anything that opened
 * the name without a version) gets the store at the next version. */
async function connect() {
  const d = await open();
  if (d.objectStoreNames.contains(outboxStore)) return d;
  d.close();
  return open(d.version + 1);
}

let opened: Promise<IDBDatabase> | undefined;

/** Runs `work` in one transaction of the store and resolves with its result once the transaction is done. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await (opened ??= connect().catch((e) => {
    opened = undefined;
    throw e;
  }));
  const tx = db.transaction(outboxStore, mode);
  const finished = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
  const [result] = await Promise.all([work(tx.objectStore(outboxStore)), finished]);
  return result;
}

const all = (store: IDBObjectStore) => done(store.getAll() as IDBRequest<KeptLead[]>);

/**
 * Keeps the lead unless it waits already: under the same key, or with the same values under another
 * key (sent again offline after a reload). Resolves, once written, with the key it is kept under.
 */
export function keepLead(key: string, body: string, url?: string): Promise<string> {
  return inStore("readwrite", async (store) => {
    const kept = await all(store);
    const same = kept.find((l) => l.key === key) ?? kept.find((l) => !l.refused && l.body === body && l.url === url);
    if (same) return same.key;
    const seq = Math.max(0, ...kept.map((l) => l.seq)) + 1;
    await done(store.put({ key, body, seq, ...(url ? { url } : {}) }));
    return key;
  });
}

/** Every lead on this device, oldest first. */
export const keptLeads = () => inStore("readonly", all).then((leads) => leads.sort((a, b) => a.seq - b.seq));

export const isKept = (key: string) => inStore("readonly", (store) => done(store.count(key))).then((n) => n > 0);

export const dropLead = (key: string) => inStore("readwrite", (store) => done(store.delete(key))).then(() => {});

/** Marks the lead refused, with the function's reason; a lead no longer here stays gone. */
export function refuseLead(key: string, refusal: Refusal): Promise<void> {
  return inStore("readwrite", async (store) => {
    const lead = (await done(store.get(key))) as KeptLead | undefined;
    if (lead) await done(store.put({ ...lead, refused: refusal }));
  });
}

/** "Cancelar envio": every lead still waiting to be sent. A refused one waits for its own answer. */
export function dropWaiting(): Promise<void> {
  return inStore("readwrite", async (store) => {
    for (const lead of await all(store)) if (!lead.refused) await done(store.delete(lead.key));
  });
}
