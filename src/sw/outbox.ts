// The contact outbox: the one place a lead sent without a connection waits, and the one code that
// sends it again. Every POST /api/contact passes through here, whether the form's script sent it
// (JSON) or the browser posted the plain form (before the script loaded, or without JavaScript).
// When the network does not answer, or the server cannot store it now (5xx), the request is kept
// in IndexedDB by Workbox's background-sync Queue, with its Idempotency-Key, so however often it
// is sent again the site stores it once. It is sent again:
//   - by Background Sync when the connection returns, where the browser has it (Chromium);
//   - when a page of the site asks (src/contact/outbox-client.ts, with the app: as it starts, when the
//     browser says it is online again, when the page comes back to the front and on a timer while
//     a lead waits); and when this worker starts, in browsers without Background Sync;
//   - when a page of the site arrives from the network (./sw.ts): the signal is back, and a
//     visitor who only reads, with no touch to load the app, still sends what waits.
// A lead waits at most `outboxRetentionDays` (the privacy notice quotes the same constant), then the
// queue deletes it; "Cancelar envio" deletes it at once. Pages hear of it by messages (./messages.ts).
import { Queue } from "workbox-background-sync";
import type { RouteHandlerCallbackOptions } from "workbox-core/types.js";
import { outboxRetentionDays } from "../content/privacy.ts";
import { type OutboxNews, type OutboxRequest, outboxRetryDelaysMs } from "./messages.ts";
import { keptPage } from "./offline-page.ts";
import { outboxName } from "./outbox-store.ts";

declare const self: ServiceWorkerGlobalScope;

// One attempt at a time; one asked for during another runs after it, so a send asked for the
// moment the connection returns never joins an attempt that began without one.
// Declared before the queue: in browsers without Background Sync (Firefox, Safari) the queue's
// constructor replays at once, and `attempts` must exist by then or the worker fails to start.
let attempts: Promise<void> = Promise.resolve();

const queue = new Queue(outboxName, {
  maxRetentionTime: outboxRetentionDays * 24 * 60,
  onSync: () => replay(null),
});

/** The server will never take it as it is (a 4xx but 429): sending it again changes nothing. */
const final = (r: Response) => r.type === "opaqueredirect" || (r.status < 500 && r.status !== 429);

/** The request as it can be stored and sent again: a navigation (the plain form) cannot be. */
async function storable(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  // The plain form has no script to give it a key: the outbox gives it one.
  if (!headers.has("Idempotency-Key")) headers.set("Idempotency-Key", crypto.randomUUID());
  return new Request(request.url, {
    method: "POST",
    headers,
    body: await request.arrayBuffer(),
    credentials: "same-origin",
    // The plain form's answer is a redirect to the thanks page: its status is all we need.
    redirect: "manual",
  });
}

const sameLead = async (a: Request, b: Request) => (await a.clone().text()) === (await b.clone().text());

export async function handleContactPost({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const held = await storable(request);
  const plainForm = request.mode === "navigate";
  try {
    const response = await fetch(held.clone());
    // The plain form's redirect to the thanks page is followed by the browser, as without us.
    if (final(response)) return response;
  } catch {
    // No connection: kept below.
  }
  // The same lead sent again while it waits (a second click, the page reloaded) is kept once.
  const waiting = await queue.getAll();
  const kept = (await Promise.all(waiting.map((e) => sameLead(e.request, held)))).some(Boolean);
  if (!kept) await queue.pushRequest({ request: held });
  await announce({ pending: waiting.length + (kept ? 0 : 1) });
  // 202 tells the form's script (src/contact/send-contact.ts) that the outbox holds the lead.
  return plainForm ? keptPage() : new Response(null, { status: 202 });
}

/**
 * Sends what waits, oldest first; stops at the first that cannot go yet (and throws, so Background Sync tries again).
 */
function replay(asker: Teller): Promise<void> {
  return (attempts = attempts.catch(() => {}).then(() => attempt(asker)));
}

async function attempt(asker: Teller) {
  try {
    let entry: Awaited<ReturnType<Queue["shiftRequest"]>>;
    while ((entry = await queue.shiftRequest())) {
      const response = await fetch(entry.request.clone()).catch(() => null);
      if (!response || !final(response)) {
        await queue.unshiftRequest(entry);
        throw new Error("outbox: not sent yet");
      }
      const stored = response.type === "opaqueredirect" || response.status === 201;
      const message = stored ? undefined : await reason(response);
      await announce(
        { pending: (await queue.getAll()).length, outcome: stored ? "stored" : "refused", message },
        asker,
      );
    }
  } finally {
    await announce({ pending: (await queue.getAll()).length });
  }
}

/** The server's own words for a refused lead (its JSON message), when it gave any. */
async function reason(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : undefined;
}

/** Who is told how an attempt ended: the page that asked for it; for Background Sync's (null), the focused page. */
type Teller = Client | null;

/** An ending no page could hear yet: told to the next page that asks. */
let untold: OutboxNews | null = null;

/** Tells every open page how many wait (the line under the form), and the teller how it ended. */
async function announce(news: OutboxNews, asker?: Teller) {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const teller = asker === null ? (pages.find((p) => (p as WindowClient).focused) ?? pages[0]) : asker;
  if (news.outcome && !teller) untold = news;
  for (const page of pages) page.postMessage(page.id === teller?.id ? news : { pending: news.pending });
}

/** After a page came from the network, a lead that could not go is tried again: a signal just back
 * may drop again, and the server may be busy for a moment (a 5xx). Only the waits a worker kept
 * alive by that page's event outlives; past them, the next page from the network tries again. */
const resendDelaysMs = outboxRetryDelaysMs.filter((ms) => ms <= 30_000);

/** Sends what waits, if anything does: a page just came from the network, so the signal is back.
 * The warm-up brings a dozen pages at once: they share one look at the queue, and its retries. */
export function sendWaiting(): Promise<void> {
  return (looking ??= (async () => {
    for (const wait of [0, ...resendDelaysMs]) {
      await new Promise((r) => setTimeout(r, wait));
      if ((await queue.size()) === 0) return;
      try {
        return await replay(null);
      } catch {
        // Not sent yet: the next wait, then another try.
      }
    }
  })().finally(() => (looking = null)));
}
let looking: Promise<void> | null = null;

export function handleOutboxMessage(event: ExtendableMessageEvent) {
  const ask = event.data as OutboxRequest | null;
  if (!ask || ask.outbox === undefined) return;
  const asker = event.source instanceof Client ? event.source : null;
  const work =
    ask.outbox === "send"
      ? replay(asker).catch(() => {})
      : ask.outbox === "cancel"
        ? (async () => {
            while (await queue.shiftRequest());
            await announce({ pending: 0 });
          })()
        : Promise.resolve();
  event.waitUntil(
    work.then(async () => {
      if (!asker) return;
      asker.postMessage({ ...untold, pending: (await queue.getAll()).length } satisfies OutboxNews);
      untold = null;
    }),
  );
}
