// The form's behaviour on submit, loaded on the visitor's first interaction so that zod, sonner
// and this code stay out of the page's first load. A lead sent with no connection is kept by the
// service worker's outbox (src/sw/outbox.ts), which sends it when the connection returns; before
// the worker controls the page, the page puts it there itself (./keep-lead.ts).
import { toast } from "sonner";
import { whatsappToast } from "../components/WhatsAppLink.tsx";
import { contactFields } from "../shared/contact-fields.ts";
import { contactMessages, validateContact } from "../shared/contact-schema.ts";
import {
  failedTitle,
  invalidTitle,
  keptNotice,
  rateLimitedMessage,
  sendFailedMessage,
  storedLine,
  storedTitle,
  unverifiedMessage,
} from "../shared/form-messages.ts";
import { cleanVisitSource } from "../shared/visit-source.ts";
import { formKey, renewFormKey } from "./form-key.ts";
import { keepWithoutWorker } from "./keep-lead.ts";
import { visitSourceStorageKey } from "./visit-source-key.ts";
import { sendContact, type ContactPayload, type ContactOutcome } from "./send-contact.ts";
import { mountToaster } from "./toaster-host.tsx";

// Loaded on the first interaction: the toast host is up before the first toast.
void mountToaster();
// Whether the number's country allows it: the function refuses it otherwise, and a lead kept offline
// must not be told it will go. Its metadata (about 29 KiB gzip) follows this code rather than coming
// with it; a send before it has arrived (or with no signal for it) leaves the check to the function,
// whose refusal comes back into the form when the lead is sent.
const phoneCheck = import("../shared/whatsapp.ts").catch(() => null);
const phoneCheckWaitMs = 1500;

async function impossibleWhatsApp(whatsapp: string): Promise<string | null> {
  const check = await Promise.race([phoneCheck, new Promise<null>((r) => setTimeout(() => r(null), phoneCheckWaitMs))]);
  return check && !check.isPossibleWhatsApp(whatsapp) ? contactMessages.whatsapp : null;
}
const text = (data: FormData, name: string) => String(data.get(name) ?? "");

/** Where this visit began (src/contact/keep-visit-source.ts kept it), cleaned; nothing if storage is forbidden. */
function visitSource() {
  try {
    return cleanVisitSource(JSON.parse(sessionStorage.getItem(visitSourceStorageKey)!));
  } catch {
    return {};
  }
}

function showInvalid(message: string) {
  toast.error(invalidTitle, { description: message });
}

/**
 * Validates the form's values, sends them and tells the visitor how it went. `onSending` runs
 * once the values are valid and the request is about to leave, so the button can say so.
 */
export async function submitContactForm(
  form: HTMLFormElement,
  opts: { onSending: () => void; turnstile: boolean },
): Promise<ContactOutcome> {
  await mountToaster();
  const data = new FormData(form);
  const check = validateContact({
    ...Object.fromEntries(contactFields.map((field) => [field, text(data, field)])),
    ...visitSource(),
  });
  if (!check.ok) {
    showInvalid(check.message);
    return { kind: "invalid", message: check.message, fields: check.fields };
  }
  const impossible = await impossibleWhatsApp(check.data.whatsapp);
  if (impossible) {
    showInvalid(impossible);
    return { kind: "invalid", message: impossible, fields: { whatsapp: impossible } };
  }

  const payload: ContactPayload = {
    ...check.data,
    website: text(data, "website"),
    privacy_version: text(data, "privacy_version"),
  };
  // The form's one key, whichever script sends it (./form-key.ts): a fresh Turnstile token is not a new lead.
  const key = formKey(form);
  if (opts.turnstile) {
    const token = text(data, "cf-turnstile-response");
    if (!token) {
      toast.error(failedTitle, { description: unverifiedMessage });
      return { kind: "unverified" };
    }
    payload["cf-turnstile-response"] = token;
  }

  opts.onSending();
  let outcome = await sendContact(payload, key);
  // Not sent, and no worker to keep it yet: the page puts it in the worker's outbox itself.
  if (outcome.kind === "unreachable" && (await keepWithoutWorker(payload, key))) {
    outcome = { kind: "queued", reason: outcome.reason };
  }
  switch (outcome.kind) {
    case "stored":
      renewFormKey(form);
      toast(storedTitle, {
        description: storedLine,
        ...whatsappToast(),
      });
      break;
    case "invalid":
      showInvalid(outcome.message);
      break;
    case "rate_limited":
      toast.error(failedTitle, { description: rateLimitedMessage(outcome.retryAfterSeconds) });
      break;
    case "queued":
      // Kept on the device, as the line under the form now says: the form is free for another.
      renewFormKey(form);
      form.reset();
      toast(keptNotice[outcome.reason].title, { description: keptNotice[outcome.reason].line });
      break;
    case "unreachable":
    case "failed":
      toast.error(failedTitle, { description: sendFailedMessage });
  }
  return outcome;
}
