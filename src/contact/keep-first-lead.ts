// A lead posted as a plain form while neither the app nor the service worker is there (a first visit
// at one bar: the signal gone moments after the page appeared). Part of the page's first script,
// which comes inside the HTML (scripts/build/prerender.ts), so it holds from the first paint. It is
// the app's own client, bundled in: the form's one key (./form-key.ts), the outbox's one store and
// the one reading of answers (src/shared/outbox-send.ts). What the site does not store now waits in
// the outbox, and the worker or the page (./send-from-page.ts) sends it later under the same key.
import { keptNotice, outboxLine, sendingLabel, slowLine, slowTitle, submitTimeoutMs } from "../shared/form-messages.ts";
import { sendKept } from "../shared/outbox-send.ts";
import { keepLead } from "../shared/outbox-store.ts";
import { keyField } from "../shared/random-key.ts";
import { tell } from "./first-notice.ts";
import { formKey, renewFormKey } from "./form-key.ts";
import { sendFromPageLater } from "./send-from-page.ts";

/** As the worker tells a visitor whose send is slow that the lead is kept (src/sw/outbox.ts). */
const slowAfterMs = 10_000;

export function keepFirstLeads(): void {
  let sending = false;
  // In the capture phase, ahead of the app's own listener: a second tap while this send is on its
  // way, the app loaded meanwhile or not, sends nothing twice.
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target as HTMLFormElement;
    if (form.id !== "contact-form") return;
    if (sending) {
      e.preventDefault();
      e.stopImmediatePropagation();
      return;
    }
    // The app sends it (src/contact/submit-contact-form.ts), or the worker keeps the plain post.
    if (document.documentElement.hasAttribute("data-hydrated") || navigator.serviceWorker?.controller) return;
    e.preventDefault();
    sending = true;
    void send(form).finally(() => (sending = false));
  };
  addEventListener("submit", onSubmit, { capture: true });
}

async function send(form: HTMLFormElement): Promise<void> {
  const key = formKey(form);
  // The values as the function reads a plain form: a repeated field's first value wins. The key
  // goes as the header.
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (name !== keyField && !Object.hasOwn(values, name) && typeof value === "string") values[name] = value;
  });
  const body = JSON.stringify(values);
  let keptAs: string;
  try {
    // The same values kept before under another key are that lead: it goes under its key.
    keptAs = await keepLead(key, body);
  } catch {
    // No storage (a private window may refuse it): the form goes as it would with no script, key included.
    return form.submit();
  }
  tell(sendingLabel);
  const slow = setTimeout(() => tell(`${slowTitle}. ${slowLine}`), slowAfterMs);
  const { verdict } = await sendKept(form.action, { key: keptAs, body }, true, fetch, submitTimeoutMs);
  clearTimeout(slow);
  // Stored: the thank-you page, which finds the lead by the cookie the answer set.
  if (verdict.kind === "stored") {
    renewFormKey(form);
    return location.assign("/obrigado");
  }
  // Refused: the same values go as a plain form, and the function's page shows why, in the form.
  if (verdict.kind !== "retry") return form.submit();
  renewFormKey(form);
  form.reset();
  const notice = keptNotice[verdict.reason];
  tell(verdict.reason === "offline" ? outboxLine : `${notice.title}. ${notice.line}`);
  sendFromPageLater();
}
