// The page's side of the contact outbox, which the service worker keeps (src/sw/outbox.ts). Loaded
// by the app on a page the worker controls (src/contact/ContactForm.tsx): it asks the worker to
// send what waits now (the next visit), when the browser says it is online again, when the page
// comes back to the front (Safari and Firefox have no Background Sync: these are their moments)
// and, while a lead waits, on a timer that takes one step per try that failed; it gives the form
// the outbox's state, and tells the visitor with a toast, loaded only then, that a kept lead was
// stored, or was refused and is back in the form.
import { type OutboxNews, type OutboxRequest, outboxRetryDelaysMs as waits } from "../shared/worker-messages.ts";

export type OutboxState = Pick<OutboxNews, "pending" | "refused">;

const askOutbox = (ask: OutboxRequest) => navigator.serviceWorker.controller?.postMessage(ask);

// The form on screen (one at most) shows the state with this; a form mounted later replaces it.
let showState: (state: OutboxState) => void = () => {};

/** The outbox's state from now on goes to `show`, starting with the current one. */
export function showStateWith(show: typeof showState) {
  showState = show;
  askOutbox({ outbox: "state" });
}

export const cancelOutbox = () => askOutbox({ outbox: "cancel" });

/** The refused lead is settled: corrected and sent again, or given up. */
export const discardRefused = (key: string) => askOutbox({ outbox: "discard", key });

/** Refused leads this page has told of already: once per page is enough. */
const told = new Set<string>();

function start(sw: ServiceWorkerContainer) {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => askOutbox({ outbox: "send" });
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      send();
    }, ms);
  };
  sw.addEventListener("message", (e: MessageEvent<OutboxNews | null>) => {
    const news = e.data;
    if (typeof news?.pending !== "number") return;
    showState({ pending: news.pending, refused: news.refused });
    const refused = news.refused && !told.has(news.refused.key) ? news.refused : null;
    if (refused) told.add(refused.key);
    if (news.outcome || refused) void import("./outbox-toast.tsx").then((t) => t.showOutboxNews(news, refused));
    // A connection said to be back may still fail for a while: a signal that comes and goes. One
    // step per failed try; while a lead waits, a timer always runs.
    if (news.pending === 0) {
      clearTimeout(timer);
      timer = undefined;
      tries = 0;
    } else if (news.missed) schedule(waits[Math.min(tries++, waits.length - 1)]!);
    else if (timer === undefined) schedule(waits[Math.min(tries, waits.length - 1)]!);
  });
  send();
  addEventListener("online", send);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && send());
}

start(navigator.serviceWorker);
