// The page's side of the contact outbox, started with the app on every page; it loads once the
// service worker controls the page, or once the page's own sending (./send-from-page.ts, where no
// worker is in charge) has news for the form. When and why: docs/offline.md.
import { type OutboxNews, outboxNewsEvent } from "../shared/worker-messages.ts";

type OutboxClient = typeof import("./outbox-client.ts");

let loaded: (client: OutboxClient) => void = () => {};
/** The page's side of the outbox, once this page has one; the form reads its state from it. */
export const outbox = new Promise<OutboxClient>((resolve) => (loaded = resolve));

export function startOutbox() {
  const sw = navigator.serviceWorker;
  const load = () =>
    void import("./outbox-client.ts").then(loaded, () => addEventListener("online", load, { once: true }));
  if (sw?.controller) load();
  else sw?.addEventListener("controllerchange", load, { once: true });
  // Cancelled: the app tells the visitor, and the first script says nothing of its own.
  addEventListener(outboxNewsEvent, (e) => {
    e.preventDefault();
    load();
    void outbox.then((client) => client.hear((e as CustomEvent<OutboxNews>).detail));
  });
}
