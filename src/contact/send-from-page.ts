// Where no service worker is in charge (an app's own browser on iOS: Instagram, Facebook, TikTok; a
// browser that has them off; a first visit before its worker takes the page), the page itself sends
// what the outbox keeps: as each page loads, when the signal returns, when the page comes back to the
// front, and on the outbox's schedule while a lead waits. The same store, keys and answers as the
// worker's (src/sw/outbox.ts), one of the two at a time, so a lead is stored once whichever sends it;
// and the same news for the app's form (src/contact/outbox-client.ts). Before the app is there, this
// script's own line says it.
import { contactFields, type LeadField } from "../shared/contact-fields.ts";
import { refusedLine, storedLine, storedTitle } from "../shared/form-messages.ts";
import { sendKept } from "../shared/outbox-send.ts";
import { asOneSender, outboxState, refusedLead, storedNews } from "../shared/outbox-state.ts";
import { dropLead, keptLeads } from "../shared/outbox-store.ts";
import {
  type OutboxNews,
  outboxNewsEvent,
  outboxRetryDelaysMs as waits,
  type RefusedLead,
} from "../shared/worker-messages.ts";
import { tell } from "./first-notice.ts";

const contactUrl = "/api/contact";
/** What the app says when it kept a lead itself: this script, already on the page, takes it from there. */
export const leadKeptEvent = "outbox-lead-kept";
let sending: Promise<void> | null = null;
let missed = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits, oldest first, unless a worker is in charge of this page. */
export function sendFromPage(): Promise<void> {
  return (sending ??= asOneSender(attempt)
    .catch(() => {})
    .finally(() => (sending = null)));
}

/** A lead was just kept: the next try follows the outbox's schedule. */
export function sendFromPageLater(): void {
  clearTimeout(timer);
  timer = setTimeout(sendFromPage, waits[Math.min(missed++, waits.length - 1)]);
}

async function attempt() {
  if (navigator.serviceWorker?.controller) return;
  clearTimeout(timer);
  for (const lead of await keptLeads()) {
    if (lead.refused) {
      await tellNews({}, refusedLead(lead.key, lead.body, lead.refused));
      continue;
    }
    // Refused details are dropped (no form holds them); a refused lead waits for the form.
    const { verdict } = await sendKept(lead.url ?? contactUrl, lead, !!lead.url);
    if (verdict.kind === "retry") return sendFromPageLater();
    if (lead.url) continue;
    if (verdict.kind === "stored") await tellNews(storedNews(verdict));
    if (verdict.kind === "refused") await tellNews({}, refusedLead(lead.key, lead.body, verdict.refusal));
  }
  missed = 0;
}

/** The app's form hears the outbox's news as it would from the worker; before the app is there, this
 * script's line says it, and a refused lead goes back into the plain form. */
async function tellNews(tryNews: Pick<OutboxNews, "outcome" | "storedId">, refused?: RefusedLead) {
  const news = { ...(await outboxState()), ...tryNews };
  if (!dispatchEvent(new CustomEvent(outboxNewsEvent, { detail: news, cancelable: true }))) return;
  if (news.outcome) tell(`${storedTitle} ${storedLine}`);
  if (refused) backInForm(refused);
}

/** A lead the site refused goes back into this page's form, with the reason, for the visitor to
 * correct and send again; a page without the form keeps it for the next one that has it. */
function backInForm(refused: RefusedLead) {
  const form = document.getElementById("contact-form") as HTMLFormElement | null;
  if (!form) return;
  const inputs = contactFields.map((f) => form.elements.namedItem(f) as HTMLInputElement | null);
  if (inputs.every((input) => !input?.value))
    for (const input of inputs) if (input) input.value = refused.values[input.name as LeadField] ?? "";
  tell(refusedLine(refused.message));
  void dropLead(refused.key);
}

/** From this page on: now, when the signal returns, and when the visitor comes back to the page. */
export function startSendingFromPage(): void {
  void sendFromPage();
  addEventListener("online", () => void sendFromPage());
  addEventListener(leadKeptEvent, sendFromPageLater);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && sendFromPage());
}
