// Where the contact outbox lives on the device, for the page and the worker alike: the full store
// (./outbox-store.ts) and the page's first script, which keeps a lead before anything else has
// arrived (src/contact/keep-first-lead.ts). Constants only, so the build writes them where they are
// used and the first script imports no chunk.
export const outboxName = "contact-outbox";
/** The object store, keyed by each lead's Idempotency-Key (`key`). */
export const outboxStore = "leads";
