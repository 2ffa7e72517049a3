// The page's side of the contact outbox. The service worker keeps and sends it (src/sw/outbox.ts)
// where it controls the page; elsewhere the page's first script does (./send-from-page.ts), and
// tells its news with an event (./outbox-page.ts). Loaded by the app (src/contact/ContactForm.tsx):
// it asks the worker to send what waits now (the next visit), when the browser says it is online
// again, when the page comes back to the front (Safari and Firefox have no Background Sync: these are
// their moments) and, while a lead waits, on a timer that takes one step per try that failed; it gives
// the form the outbox's state, and tells the visitor with a toast, loaded only then, that a kept lead
// was stored, or was refused and is back in the form.
import { contactFields } from "../shared/contact-fields.ts";
import { outboxLine, refusedLine } from "../shared/form-messages.ts";
import { outboxState } from "../shared/outbox-state.ts";
import { dropLead, dropWaiting } from "../shared/outbox-store.ts";
import { type OutboxNews, type OutboxRequest, outboxRetryDelaysMs as waits } from "../shared/worker-messages.ts";

/** What the form shows of the outbox: its line, the refused lead it holds, and that lead's field errors once. */
export interface OutboxView {
  line: string;
  refusedKey: string | null;
  errors?: Partial<Record<(typeof contactFields)[number], string>>;
  /** A kept lead just stored, by its public id: the form offers its details step. */
  storedId?: string;
}

const askOutbox = (ask: OutboxRequest) => {
  const worker = navigator.serviceWorker?.controller;
  if (worker) worker.postMessage(ask);
  else void withoutWorker(ask);
};

/** With no worker in charge, the page answers the form's asks from the store itself; the page's first
 * script sends what waits at its own moments, the same as the ones here. */
async function withoutWorker(ask: OutboxRequest) {
  if (ask.outbox === "cancel") await dropWaiting();
  if (ask.outbox === "discard") await dropLead(ask.key);
  if (ask.outbox !== "send") hear(await outboxState());
}

// The form on screen (one at most) shows the state with this; a form mounted later replaces it.
let form: HTMLFormElement | null = null;
let showState: (view: OutboxView) => void = () => {};
/** The refused lead whose values went back into the form. */
let restored: string | null = null;
/** A kept lead stored before any form was on screen to offer its details: the next form does. */
let storedId: string | null = null;

/** The outbox's state from now on goes to `show`, for this form, starting with the current one. */
export function showStateWith(on: HTMLFormElement, show: typeof showState) {
  form = on;
  showState = show;
  restored = null;
  askOutbox({ outbox: "state" });
}

function view({ pending, refused }: OutboxNews): OutboxView {
  if (!refused) return { line: pending > 0 ? outboxLine : "", refusedKey: null };
  const shown: OutboxView = { line: refusedLine(refused.message), refusedKey: refused.key };
  if (form && restored !== refused.key) {
    restored = refused.key;
    // The refused lead's values come back into the form, unless the visitor is already typing another.
    const inputs = contactFields.map((f) => form!.elements.namedItem(f) as HTMLInputElement);
    if (inputs.every((input) => !input.value))
      for (const input of inputs) input.value = refused.values[input.name as (typeof contactFields)[number]] ?? "";
    shown.errors = refused.fields;
  }
  return shown;
}

export const cancelOutbox = () => askOutbox({ outbox: "cancel" });

/** The refused lead is settled: corrected and sent again, or given up. */
export const discardRefused = (key: string) => askOutbox({ outbox: "discard", key });

/** Refused leads this page has shown a toast for already: once per page is enough. */
const refusalsShown = new Set<string>();

/** The outbox's news, from the worker or the page's own sending: the form's state, and a toast. */
export function hear(news: OutboxNews) {
  if (news.storedId) storedId = news.storedId;
  const shown = view(news);
  // A form left behind by a client-side move cannot open the step: the next form on screen does.
  if (form?.isConnected && storedId) {
    shown.storedId = storedId;
    storedId = null;
  }
  showState(shown);
  const refused = news.refused && !refusalsShown.has(news.refused.key) ? news.refused : null;
  if (refused) refusalsShown.add(refused.key);
  if (news.outcome || refused) void import("./outbox-toast.tsx").then((t) => t.showOutboxNews(news, refused));
}

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
    hear(news);
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
  // Loaded before a worker took the page (the page's own sending had news): the worker, once in
  // charge, tells its state.
  sw.addEventListener("controllerchange", send);
  addEventListener("online", send);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && send());
}

if (navigator.serviceWorker) start(navigator.serviceWorker);
