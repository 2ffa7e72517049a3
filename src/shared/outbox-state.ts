// What the outbox holds, as the form shows it: how many leads wait, and the oldest refused one with
// the values it was sent with. The worker (src/sw/outbox.ts) and the page that sends without one
// (src/contact/send-from-page.ts) tell the app the same news from here.
import { contactFields } from "./contact-fields.ts";
import type { Verdict } from "./outbox-send.ts";
import { keptLeads, type Refusal } from "./outbox-store.ts";
import type { OutboxNews, RefusedLead } from "./worker-messages.ts";

/** How many leads wait and the oldest refused one, with its values for the form. */
export async function outboxState(): Promise<OutboxNews> {
  const leads = await keptLeads();
  const refused = leads.find((l) => l.refused);
  return {
    pending: leads.filter((l) => !l.refused).length,
    refused: refused ? refusedLead(refused.key, refused.body, refused.refused!) : null,
  };
}

export function refusedLead(key: string, body: string, refusal: Refusal): RefusedLead {
  const values: RefusedLead["values"] = {};
  let sent: Record<string, unknown> = {};
  try {
    sent = JSON.parse(body);
  } catch {
    // Not JSON: the function said so, and there are no values to give back.
  }
  for (const field of contactFields) if (typeof sent[field] === "string") values[field] = sent[field];
  return { key, values, ...refusal };
}

/** What a page hears of a lead stored: that it was, and the id its details name. */
export const storedNews = (verdict: Verdict): Pick<OutboxNews, "outcome" | "storedId"> =>
  verdict.kind !== "stored" ? {} : { outcome: "stored", ...(verdict.id ? { storedId: verdict.id } : {}) };

interface OneLock {
  request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** One sender at a time on this device, the worker or a page (a lead is never in two sends at once,
 * nor told as stored twice); where the browser has no Web Locks, each sender on its own. */
export function asOneSender<T>(send: () => Promise<T>): Promise<T> {
  // The window's and the worker's navigator both have them; typed here for either.
  const { locks } = (globalThis as { navigator?: { locks?: OneLock } }).navigator ?? {};
  return locks ? locks.request("contact-outbox-send", send) : send();
}
