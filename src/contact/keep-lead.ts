// A lead the page could not send while no service worker controls it (a first visit's first moments,
// or a browser with none) goes to the outbox all the same (src/shared/outbox-store.ts). The worker
// once it is in charge, or the page itself (./send-from-page.ts), sends it with the key it was sent
// with, so it is stored once whichever attempt reaches the server.
import { keepLead } from "../shared/outbox-store.ts";
import type { ContactPayload } from "./send-contact.ts";
import { leadKeptEvent } from "./send-from-page.ts";

/** True when the outbox now holds the lead; false where storage refused it. */
export async function keepWithoutWorker(payload: ContactPayload, idempotencyKey: string): Promise<boolean> {
  if (navigator.serviceWorker?.controller) return false;
  try {
    await keepLead(idempotencyKey, JSON.stringify(payload));
    // The page's first script sends it (./send-from-page.ts) if no worker comes to.
    dispatchEvent(new Event(leadKeptEvent));
    return true;
  } catch {
    return false;
  }
}
