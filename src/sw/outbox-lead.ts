// Leads an older deploy's worker kept in Workbox's queue, moved once to this outbox.
import { QueueStore } from "workbox-background-sync/lib/QueueStore.js";
import { StorableRequest } from "workbox-background-sync/lib/StorableRequest.js";
import { keepLead, outboxName } from "../shared/outbox-store.ts";
import { leadOf } from "./lead-of.ts";

const workboxDb = "workbox-background-sync";

/** Leads an older deploy's worker kept in Workbox's queue move to this outbox, once, unsent. */
export async function adoptOlderOutbox(): Promise<void> {
  const databases = await indexedDB.databases?.();
  if (databases && !databases.some((d) => d.name === workboxDb)) return;
  const older = new QueueStore(outboxName);
  for (const entry of await older.getAll()) {
    const lead = await leadOf(new StorableRequest(entry.requestData).toRequest()).catch(() => null);
    if (lead) await keepLead(lead.key, lead.body);
    await older.deleteEntry(entry.id!);
  }
}
