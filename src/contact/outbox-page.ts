// The page's side of the contact outbox, started with the app on every page; it loads only once the
// service worker controls the page. When and why: docs/offline.md.
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
}
