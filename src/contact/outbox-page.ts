// The page's side of the contact outbox starts with the app (src/hydrate.tsx), on every page, form
// or not, so that a lead kept earlier is sent, and its news told, from any page. Only a page the
// service worker controls can have a lead waiting (src/sw/outbox.ts): the page's side
// (./outbox-client.ts) loads then, from the worker's cache. On a first visit the worker may take
// the page while the signal is gone, before it has cached anything: it loads when the signal returns.
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
