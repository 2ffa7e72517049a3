// The page's side of the contact outbox, which the service worker keeps (src/sw/outbox.ts). Loaded
// by the app on a page the worker controls (src/contact/ContactForm.tsx): it asks the worker to
// send what waits now (the next visit), when the browser says it is online again, when the page
// comes back to the front (Safari and Firefox have no Background Sync: these are their moments)
// and, while a lead waits, on a timer; it gives the form its line, and shows how a kept lead's
// sending ended with a toast loaded only then.
import { outboxLine } from "../shared/form-messages.ts";
import { type OutboxNews, type OutboxRequest, outboxRetryDelaysMs as waits } from "../sw/messages.ts";

const askOutbox = (outbox: OutboxRequest["outbox"]) =>
  navigator.serviceWorker.controller?.postMessage({ outbox } satisfies OutboxRequest);

// The form on screen (one at most) shows its line with this; a form mounted later replaces it.
let showLine: (line: string) => void = () => {};

/** The form's line ("" when nothing waits) from now on goes to `show`, starting with the current one. */
export function showLineWith(show: typeof showLine) {
  showLine = show;
  askOutbox("state");
}

export const cancelOutbox = () => askOutbox("cancel");

function start(sw: ServiceWorkerContainer) {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => askOutbox("send");
  sw.addEventListener("message", (e: MessageEvent<OutboxNews | null>) => {
    const news = e.data;
    if (typeof news?.pending !== "number") return;
    showLine(news.pending > 0 ? outboxLine : "");
    if (news.outcome) void import("./outbox-toast.tsx").then((t) => t.showOutboxOutcome(news));
    // A connection said to be back may still fail for a while: a signal that comes and goes.
    clearTimeout(timer);
    if (news.pending > 0) timer = setTimeout(send, waits[Math.min(tries++, waits.length - 1)]);
    else tries = 0;
  });
  send();
  addEventListener("online", send);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && send());
}

start(navigator.serviceWorker);
