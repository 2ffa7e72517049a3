// Sends the outbox's pending lead (see outbox-store.ts) once the connection is back: when the
// browser says it is online, when the page comes back to the front, on a timer that backs off,
// and at the next visit to any page (src/main.tsx finds the entry, ContactForm.tsx loads this
// chunk). No React, zod or sonner here: the toasts arrive in their own chunk, only with news.
import { sendContact, type ContactPayload, type SubmitOutcome } from "./send-contact.ts";
import {
  clearOutbox, outboxStorageKey, readOutbox, retryDelayMs, writeOutbox, type OutboxEntry,
} from "./outbox-store.ts";

/** The line under the form while a lead waits; ContactForm shows what this module announces. */
export const outboxLine =
  "Sem conexão? Seu contato fica guardado neste aparelho e será enviado automaticamente quando a conexão voltar.";
// ContactForm listens for the first and sends the second when it mounts, which may be before or
// after this chunk arrives. The names are repeated there: a shared module would cost the app bytes.
const stateEvent = "expedicao-ushuaia:outbox";
const askEvent = "expedicao-ushuaia:outbox?";

let started = false;
let sending = false;
let failures = 0;
let lastAttempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function announce(entry: OutboxEntry | null) {
  dispatchEvent(new CustomEvent(stateEvent, { detail: entry ? outboxLine : "" }));
  if (!entry) clearTimeout(timer);
}

function schedule(at: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void flush(true), Math.max(at - Date.now(), 1000));
}

function start() {
  if (started) return;
  started = true;
  addEventListener("online", () => void flush(true));
  addEventListener("focus", () => void flush());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void flush());
  // Another tab sent, cancelled or replaced the entry.
  addEventListener("storage", (e) => (e.key === outboxStorageKey || e.key === null) && announce(readOutbox()));
  addEventListener(askEvent, () => announce(readOutbox()));
}

/** At a visit that found an entry: try it now. */
export function bootOutbox() {
  start();
  void flush(true);
}

/** Keeps a lead whose sending just failed for a network reason; false if the device would not. */
export function keepInOutbox(lead: Omit<OutboxEntry, "failedAt" | "notBefore">): boolean {
  const held = readOutbox();
  // The same lead failing again keeps its first failure time, so 7 days stay 7 days.
  const failedAt = held?.key === lead.key ? held.failedAt : Date.now();
  const entry: OutboxEntry = { ...lead, failedAt, notBefore: 0 };
  if (!writeOutbox(entry)) return false;
  start();
  failures = Math.max(failures, 1);
  lastAttempt = Date.now();
  announce(entry);
  schedule(Date.now() + retryDelayMs(failures));
  return true;
}

/** The visitor gave up on the pending lead. */
export function cancelOutbox() {
  clearOutbox();
  failures = 0;
  announce(null);
}

/** The form itself got a final answer for this key: the outbox has nothing left to do with it. */
export function settleOutbox(key: string) {
  if (readOutbox()?.key === key) cancelOutbox();
}

/** The key of the pending lead if it holds these values, so a resend cannot make a second row. */
export function pendingKeyFor(lead: Pick<OutboxEntry, "name" | "email" | "whatsapp" | "instagram">) {
  const held = readOutbox();
  return held && sameLead(held, lead) ? held.key : null;
}

const sameLead = (a: Pick<OutboxEntry, "name" | "email" | "whatsapp" | "instagram">, b: typeof a) =>
  a.name === b.name && a.email === b.email && a.whatsapp === b.whatsapp && (a.instagram ?? "") === (b.instagram ?? "");

/**
 * One attempt, unless one is under way or not yet due. `due` is false for focus and visibility,
 * which fire in bursts: those wait a few seconds after the last attempt.
 */
async function flush(due = false) {
  if (sending) return;
  const entry = readOutbox();
  announce(entry);
  if (!entry) return;
  const now = Date.now();
  if (entry.notBefore > now) return schedule(entry.notBefore);
  if (!due && now - lastAttempt < 5000) return;
  sending = true;
  try {
    // Two tabs holding the same entry: the one that gets the lock sends it. The key makes a
    // duplicate impossible anyway; the lock only spares the second request.
    const locks = navigator.locks;
    if (locks) await locks.request(outboxStorageKey, { ifAvailable: true }, (lock) => (lock ? attempt() : wait()));
    else await attempt();
  } finally {
    sending = false;
  }
}

/** Another tab is sending: look again later, in case that tab closes before it is done. */
function wait() {
  schedule(Date.now() + retryDelayMs(failures + 1));
}

async function attempt() {
  // Re-read under the lock: the other tab may have sent or cancelled it meanwhile.
  const entry = readOutbox();
  if (!entry) return announce(null);
  lastAttempt = Date.now();
  const { key, failedAt: _f, notBefore: _n, ...lead } = entry;
  const payload: ContactPayload = { ...lead, website: "" };
  const outcome = await sendContact(payload, key);
  // Only this entry is settled: a newer lead may have replaced it while the request was out.
  const still = readOutbox()?.key === key;
  if (outcome.kind === "unreachable") {
    failures++;
    return schedule(Date.now() + retryDelayMs(failures));
  }
  if (outcome.kind === "rate_limited") {
    const notBefore = Date.now() + (outcome.retryAfterSeconds ?? 10 * 60) * 1000;
    if (still) writeOutbox({ ...entry, notBefore });
    return schedule(notBefore);
  }
  failures = 0;
  if (still) clearOutbox();
  announce(readOutbox());
  updateForm(entry, outcome.kind === "stored");
  tell(outcome);
}

/**
 * The form on this page, if any: still showing the lead, it is cleared as after a normal success;
 * left empty, a refused lead goes back into it so the visitor can correct it instead of retyping.
 */
function updateForm(lead: OutboxEntry, stored: boolean) {
  const form = document.getElementById("contact-form");
  if (!(form instanceof HTMLFormElement)) return;
  const fields = ["name", "email", "whatsapp", "instagram"] as const;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const shown = Object.fromEntries(fields.map((f) => [f, input(f)?.value.trim() ?? ""])) as Record<(typeof fields)[number], string>;
  if (stored) {
    if (sameLead(shown, lead)) form.reset();
  } else if (fields.every((f) => !shown[f])) {
    for (const f of fields) {
      const el = input(f);
      if (el) el.value = lead[f] ?? "";
    }
  }
}

function tell(outcome: SubmitOutcome) {
  import("./outbox-toast.tsx").then((t) => t.showOutboxOutcome(outcome)).catch(() => {});
}
