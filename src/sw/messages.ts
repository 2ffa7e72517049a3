// What the pages and the service worker's outbox (./outbox.ts) say to each other with postMessage.

/** Page → worker: send what waits now (and tell this page how it went), delete it, or say how many wait. */
export interface OutboxRequest {
  outbox: "send" | "cancel" | "state";
}

/** Worker → page: how many leads wait; to the page that should say so, how one attempt ended. */
export interface OutboxNews {
  pending: number;
  outcome?: "stored" | "refused";
  /** The server's reason for a refusal, in Portuguese, when it gave one. */
  message?: string;
}

/** Page → worker, once it controls a page that has loaded: fetch what every page needs offline, if not done yet. */
export interface WarmUpRequest {
  warmUp: true;
}

export const isWarmUpRequest = (data: unknown): data is WarmUpRequest =>
  (data as WarmUpRequest | null)?.warmUp === true;

/** How long a lead that could not go waits before the next try: the page's timer (src/contact/
 * outbox-client.ts) walks the whole list, the last wait repeating; the worker (./outbox.ts) tries
 * after the waits it can outlive. */
export const outboxRetryDelaysMs = [3_000, 10_000, 30_000, 2 * 60_000, 10 * 60_000];
