// What the pages and the service worker (src/sw/) say to each other with postMessage: the outbox's
// asks and news (src/sw/outbox.ts), which the page that sends without a worker tells the app too
// (src/contact/send-from-page.ts). The warm-up's are in ./warm-up.ts.
import type { LeadField } from "./contact-fields.ts";
import type { Refusal } from "./outbox-store.ts";

/**
 * Page → worker: send what waits now (and tell this page how it went), cancel what waits, say how
 * many wait, or discard a refused lead (the visitor corrected it or gave it up).
 */
export type OutboxRequest = { outbox: "send" | "cancel" | "state" } | { outbox: "discard"; key: string };

/** A lead the function refused when the outbox sent it: back to the visitor, with its values. */
export interface RefusedLead extends Refusal {
  key: string;
  values: Partial<Record<LeadField, string>>;
}

/** Worker → page: how many leads wait, the oldest refused one, and to the page that should say so, a lead stored. */
export interface OutboxNews {
  pending: number;
  refused: RefusedLead | null;
  outcome?: "stored";
  /** With "stored": the lead's public id, which the details step names (src/contact/DetailsStep.tsx). */
  storedId?: string;
  /** A try just ended without a final answer: the page's timer takes its next step. */
  missed?: true;
}

/** How long a lead that could not go waits before the next try: the page's timer (src/contact/
 * outbox-client.ts) takes one step per try that failed, the last wait repeating; the worker
 * (./outbox.ts) tries after the waits it can outlive. */
export const outboxRetryDelaysMs = [3_000, 10_000, 30_000, 2 * 60_000, 10 * 60_000];

/** The page's own sending tells the app its news with this event on `window`; the app, when it
 * listens, cancels it, and the page's first script says nothing of its own. */
export const outboxNewsEvent = "outbox-news";
