// The contact outbox: keeps every lead and details post in IndexedDB until the site answers it finally,
// and is the one code that sends them. How and when, and what each answer means: docs/offline.md.
import type { RouteHandlerCallbackOptions } from "workbox-core/types.js";
import { keptAnswer } from "../shared/api-contract.ts";
import type { KeptReason } from "../shared/form-messages.ts";
import { asOneSender, outboxState, storedNews } from "../shared/outbox-state.ts";
import { type OutboxNews, type OutboxRequest, outboxRetryDelaysMs } from "../shared/worker-messages.ts";
import { keptPage, notSentPage, refusedPage } from "./offline-page.ts";
import { leadOf } from "./lead-of.ts";
import { adoptOlderOutbox } from "./outbox-lead.ts";
import { sendKept } from "../shared/outbox-send.ts";
import { dropLead, dropWaiting, isKept, keepLead, keptLeads } from "../shared/outbox-store.ts";

declare const self: ServiceWorkerGlobalScope;

const contactUrl = "/api/contact";
/** A lead's details: kept like a lead, after it; refused, they are dropped, as no form holds them. */
export const detailsUrl = "/api/contact/details";
/** How long the visitor's send waits for the site before being told the lead is kept: the page itself
 * gives up at 15 s (src/contact/send-contact.ts). The try goes on in the background. */
const liveWaitMs = 10_000;
/** The Background Sync tag; the same as Workbox's Queue used, so a sync an older worker asked for reaches this one. */
const syncTag = "workbox-background-sync:contact-outbox";

// One replay at a time, and a lead never in two sends of this worker at once (two tabs, Background
// Sync and a page's word may all ask together).
let attempts: Promise<void> = Promise.resolve();
const inFlight = new Set<string>();

/** `sendKept`, marking the lead as in flight meanwhile. */
async function sendTracked(lead: { key: string; body: string; url?: string }, refusedIsTold: boolean) {
  inFlight.add(lead.key);
  try {
    return await sendKept(lead.url ?? contactUrl, lead, refusedIsTold || lead.url === detailsUrl);
  } finally {
    inFlight.delete(lead.key);
  }
}

const wait = (ms: number) => new Promise<null>((r) => setTimeout(() => r(null), ms));

export async function handleContactPost({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const plainForm = request.mode === "navigate";
  const url = new URL(request.url).pathname === detailsUrl ? detailsUrl : undefined;
  // A number the function will refuse never gets here from the form's script, which checks it
  // (src/contact/submit-contact-form.ts); from a plain form it is refused when sent, and comes back
  // into the form then. The phone metadata that would check it here is three times the worker.
  const lead = await leadOf(request.clone()).catch(() => null);
  let key: string;
  try {
    if (!lead) throw new Error("outbox: a body it cannot read");
    key = await keepLead(lead.key, lead.body, url);
  } catch {
    // A body the outbox cannot read, or storage that fails: the function answers it as it came,
    // and the visitor is never told it was kept; with no network either, the plain form hears so.
    return fetch(request).catch(() => (plainForm ? notSentPage() : Response.error()));
  }
  void requestSync();
  let visitorTold = false;
  const sending = sendTracked({ key, body: lead.body, url }, !plainForm).then(async (sent) => {
    // Answered after the visitor was told it is kept: the pages hear how it ended.
    if (visitorTold) await tellPages(!url ? storedNews(sent.verdict) : {}, null);
    else await tellPages({});
    return sent;
  });
  event.waitUntil(sending);
  const sent = await Promise.race([sending, wait(liveWaitMs)]);
  visitorTold = true;
  if (!sent) {
    // The try goes on: every open page shows the line meanwhile.
    void tellPages({});
    return kept(plainForm, "slow");
  }
  const { verdict, response } = sent;
  if (verdict.kind === "stored")
    return plainForm ? Response.redirect(new URL("/obrigado", self.location.href), 303) : response!;
  if (verdict.kind === "refused") return plainForm ? refusedPage(verdict.refusal) : response!;
  // Erased at the person's request: nothing to show again, and nothing kept.
  if (verdict.kind === "erased") return plainForm ? notSentPage() : response!;
  return kept(plainForm, verdict.reason);
}

/** 202 tells the form's script (src/contact/send-contact.ts) that the outbox holds the lead, and why. */
const kept = (plainForm: boolean, reason: KeptReason) => (plainForm ? keptPage(reason) : keptAnswer(reason));

/** Sends what waits, oldest first; rejects if one could not go (so Background Sync tries again). */
function replay(askingPage: AskingPage): Promise<void> {
  return (attempts = attempts.catch(() => {}).then(() => asOneSender(() => attempt(askingPage))));
}

async function attempt(askingPage: AskingPage) {
  let missed = false;
  try {
    for (const lead of await keptLeads()) {
      // Refused: it waits for the visitor. In flight: the visitor's own send has it. Gone: cancelled.
      if (lead.refused || inFlight.has(lead.key) || !(await isKept(lead.key))) continue;
      const { verdict } = await sendTracked(lead, false);
      if (verdict.kind === "retry") {
        missed = true;
        throw new Error("outbox: not sent yet");
      }
      if (verdict.kind === "stored" && !lead.url) await tellPages(storedNews(verdict), askingPage);
    }
  } finally {
    // Only the page that asked steps its timer: a try it did not ask for is not one of its steps.
    await tellPages(missed && askingPage ? { missed } : {}, missed && askingPage ? askingPage : undefined);
  }
}

async function requestSync() {
  const sync = (self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
    .sync;
  await sync?.register(syncTag).catch(() => {});
}

/** The page that asked for a try; null when no page did (Background Sync, a page from the network, the start). */
type AskingPage = Client | null;

/** A lead stored while no page could hear it: told to the next page that asks. */
let unheardNews: Pick<OutboxNews, "outcome" | "storedId"> | null = null;
/** The pages that have asked this worker something: only they have the app listening for its news. */
const listeningPageIds = new Set<string>();

/** Tells every open page the outbox's state (the line under the form), and one page how a try ended. */
async function tellPages(tryNews: Pick<OutboxNews, "outcome" | "storedId" | "missed">, askingPage?: AskingPage) {
  const state = await outboxState();
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  // A try no page asked for is told to a page that listens: the focused one, or any. A page whose app
  // has not loaded (or not yet: a worker that starts sends at once) would not hear it.
  const listeningPages = pages.filter((p) => listeningPageIds.has(p.id));
  const pageToTell =
    askingPage === null ? (listeningPages.find((p) => (p as WindowClient).focused) ?? listeningPages[0]) : askingPage;
  if (tryNews.outcome && !pageToTell) {
    const { outcome, storedId } = tryNews;
    unheardNews = storedId ? { outcome, storedId } : { outcome };
  }
  for (const page of pages) page.postMessage(page.id === pageToTell?.id ? { ...state, ...tryNews } : state);
}

/** After a page came from the network, a lead that could not go is tried again: a signal just back
 * may drop again, and the server may be busy for a moment (a 5xx). Only the waits a worker kept
 * alive by that page's event outlives; past them, the next page from the network tries again. */
const resendDelaysMs = outboxRetryDelaysMs.filter((ms) => ms <= 30_000);

const waiting = async () => (await keptLeads()).some((l) => !l.refused);

/** Sends what waits, if anything does: a page just came from the network, so the signal is back.
 * The warm-up brings a dozen pages at once: they share one look at the store, and its retries. */
export function sendWaiting(): Promise<void> {
  return (lookingForWaiting ??= (async () => {
    for (const ms of [0, ...resendDelaysMs]) {
      await wait(ms);
      if (!(await waiting())) return;
      try {
        return await replay(null);
      } catch {
        // Not sent yet: the next wait, then another try.
      }
    }
  })().finally(() => (lookingForWaiting = null)));
}
let lookingForWaiting: Promise<void> | null = null;

/** Background Sync's event: the connection is back (Chromium). Rejected, the browser tries again later. */
export function handleSync(event: Event) {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === syncTag) sync.waitUntil(replay(null));
}

/** A worker that starts (a new visit, a browser restarted) sends what an earlier one kept. */
export async function sendAtStart(): Promise<void> {
  await adoptOlderOutbox();
  if (await waiting()) await replay(null);
}

export function handleOutboxMessage(event: ExtendableMessageEvent) {
  const ask = event.data as OutboxRequest | null;
  if (!ask || ask.outbox === undefined) return;
  const askingPage = event.source instanceof Client ? event.source : null;
  if (askingPage) listeningPageIds.add(askingPage.id);
  const work =
    ask.outbox === "send"
      ? replay(askingPage).catch(() => {})
      : ask.outbox === "cancel"
        ? dropWaiting().then(() => tellPages({}))
        : ask.outbox === "discard"
          ? dropLead(ask.key).then(() => tellPages({}))
          : Promise.resolve();
  event.waitUntil(
    work.then(async () => {
      if (!askingPage) return;
      askingPage.postMessage({ ...(await outboxState()), ...unheardNews } satisfies OutboxNews);
      unheardNews = null;
    }),
  );
}
