// A lead posted as a plain form while neither the app nor the service worker is there (a first visit
// at one bar: the signal gone moments after the page appeared). Part of the page's first script,
// which comes inside the HTML (scripts/build/prerender.ts), so it holds from the first paint. The
// lead goes into the outbox first, then to the site once, as the form's own script would send it;
// what the site does not store now waits there, and the worker sends it at the next visit under the
// same key, so it is stored once (docs/offline.md). Strings and constants only from other modules:
// the build writes them in, and this script stays one file.
import { busyLine, busyTitle, outboxLine, slowLine, slowTitle } from "../shared/form-messages.ts";
import { outboxName, outboxStore } from "../shared/outbox-names.ts";

/** As the worker tells a visitor whose send is slow that the lead is kept (src/sw/outbox.ts). */
const slowAfterMs = 10_000;

interface FirstLead {
  key: string;
  body: string;
}

export function keepFirstLeads(): void {
  let sending = false;
  addEventListener("submit", (e) => {
    const form = e.target as HTMLFormElement;
    if (form.id !== "contact-form" || e.defaultPrevented) return;
    // The app sends it (src/contact/submit-contact-form.ts), or the worker keeps the plain post.
    if (document.documentElement.hasAttribute("data-hydrated") || navigator.serviceWorker?.controller) return;
    e.preventDefault();
    if (sending) return;
    sending = true;
    void send(form).finally(() => (sending = false));
  });
}

async function send(form: HTMLFormElement): Promise<void> {
  // The values as the function reads a plain form: a repeated field's first value wins. A key of its
  // own for each send: the same values sent again another day are another contact.
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (!Object.hasOwn(values, name) && typeof value === "string") values[name] = value;
  });
  const lead = { key: `form-${crypto.randomUUID()}`, body: JSON.stringify(values) };
  try {
    await inOutbox((store) => keep(store, lead));
  } catch {
    // No storage (a private window may refuse it): the form goes as it would with no script.
    return form.submit();
  }
  const slow = setTimeout(() => tell(`${slowTitle}. ${slowLine}`), slowAfterMs);
  let answer: Response | null = null;
  try {
    answer = await fetch(form.action, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": lead.key },
      body: lead.body,
      redirect: "manual",
    });
  } catch {
    // No answer: the signal is gone.
  }
  clearTimeout(slow);
  const verdict = answer?.status === 201 ? "stored" : answer && refusedForGood(answer.status) ? "refused" : "kept";
  if (verdict !== "kept") await inOutbox((store) => store.delete(lead.key)).catch(() => {});
  // Stored: the thank-you page, which finds the lead by the cookie the answer set.
  if (verdict === "stored") return location.assign("/obrigado");
  // Refused: the same values go as a plain form, and the function's page shows why, in the form.
  if (verdict === "refused") return form.submit();
  form.reset();
  // No answer: the outbox's own line for a lead kept offline, which already asks about the connection.
  if (answer) tell(`${busyTitle}. ${busyLine}`);
  else tell(outboxLine);
}

/** A final refusal of the lead itself: a 4xx other than a timeout or the rate limit, which pass. The
 * one reading of every answer (src/shared/api-contract.ts) is a chunk the app's senders share, and this
 * script imports no chunk: it reads here only the three outcomes it acts on, as that table says them. */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Keeps the lead after every other on the device, unless it is there already. */
function keep(store: IDBObjectStore, lead: FirstLead) {
  const all = store.getAll();
  all.onsuccess = () => {
    const kept = all.result as (FirstLead & { seq: number })[];
    if (kept.some((l) => l.key === lead.key)) return;
    store.put({ ...lead, seq: Math.max(0, ...kept.map((l) => l.seq)) + 1 });
  };
}

/** Runs `work` in one read-write transaction of the outbox; resolves once it is written. The store is
 * made where the database is new, or was opened without it (src/shared/outbox-store.ts does the same). */
function inOutbox(work: (store: IDBObjectStore) => void): Promise<void> {
  const open = (version?: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(outboxName, version);
      request.onupgradeneeded = () => request.result.createObjectStore(outboxStore, { keyPath: "key" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  return open().then(async (db) => {
    if (!db.objectStoreNames.contains(outboxStore)) {
      db.close();
      db = await open(db.version + 1);
    }
    return new Promise<void>((resolve, reject) => {
      const tx = db.transaction(outboxStore, "readwrite");
      work(tx.objectStore(outboxStore));
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
  });
}

/** The line the app would show under the form, at the foot of the screen: outside the app's part of
 * the page, which it will take over as the server rendered it. */
function tell(line: string) {
  let notice = document.getElementById("first-lead-notice");
  if (!notice) {
    notice = document.createElement("p");
    notice.id = "first-lead-notice";
    notice.setAttribute("role", "status");
    notice.setAttribute("style", "position:fixed;inset:auto 1rem 1rem;padding:1rem;background:#222;color:#fff");
    document.body.append(notice);
  }
  notice.textContent = line;
}
