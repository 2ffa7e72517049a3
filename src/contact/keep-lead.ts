// A lead the page could not send before the service worker controls it (a first visit's first
// moments: the worker takes the page shortly after its load event) goes to the worker's outbox all
// the same (src/shared/outbox-store.ts). The worker sends it once it is in charge, with the key it was
// sent with, so it is stored once whichever attempt reaches the server.
import { keepLead } from "../shared/outbox-store.ts";
import type { ContactPayload } from "./send-contact.ts";

/** True when the outbox now holds the lead; false where there will be no worker to send it. */
export async function keepWithoutWorker(payload: ContactPayload, idempotencyKey: string): Promise<boolean> {
  // No service worker in this browser (or storage refused): nothing would ever send it again.
  if (!navigator.serviceWorker || navigator.serviceWorker.controller) return false;
  try {
    await keepLead(idempotencyKey, JSON.stringify(payload));
    return true;
  } catch {
    return false;
  }
}
