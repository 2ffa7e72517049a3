// Where the contact outbox keeps its leads: IndexedDB, as Workbox's background-sync Queue stores
// them. The worker (./outbox.ts) owns it and is the only one that sends from it. A page the worker
// does not control yet (the first moments of a first visit) adds a lead it could not send with
// Workbox's own code for this store (src/contact/keep-lead.ts), so that lead waits in the same
// outbox, under the same retention and retry policy, and goes out with its own Idempotency-Key.
import { QueueStore } from "workbox-background-sync/lib/QueueStore.js";
import { StorableRequest } from "workbox-background-sync/lib/StorableRequest.js";

export const outboxName = "contact-outbox";

const text = (body: ArrayBuffer | undefined) => new TextDecoder().decode(body ?? new ArrayBuffer(0));

/** Adds the request to the outbox unless the same lead already waits there; resolves once stored. */
export async function keepInOutbox(request: Request): Promise<void> {
  const store = new QueueStore(outboxName);
  const body = await request.clone().text();
  if ((await store.getAll()).some((e) => text(e.requestData.body) === body)) return;
  await store.pushEntry({
    requestData: (await StorableRequest.fromRequest(request)).toObject(),
    timestamp: Date.now(),
  });
}
