// The form's submit, as a hook: the sending code (loaded at the first interaction, with zod and
// sonner), the Turnstile widget when the site has one, the double-click guard, the field errors,
// and the plain form's post when the sending code cannot load.
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { contactFields, type LeadField } from "../shared/contact-fields.ts";
import type { ContactOutcome } from "./send-contact.ts";

type SendingCode = typeof import("./submit-contact-form.ts");
let loading: Promise<SendingCode> | null = null;
// Retried on the next interaction if it failed (offline for a moment, a deploy in between).
const loadSendingCode = () =>
  (loading ??= import("./submit-contact-form.ts").catch((e) => {
    loading = null;
    throw e;
  }));

const turnstileKey = import.meta.env.VITE_TURNSTILE_SITE_KEY;
export type FieldErrors = Partial<Record<LeadField, string>>;

/** `afterSend` hears every outcome of a send the visitor made. */
export function useContactSubmit(formRef: RefObject<HTMLFormElement | null>, afterSend: (o: ContactOutcome) => void) {
  const turnstileRef = useRef<HTMLDivElement>(null);
  const resetTurnstile = useRef<(() => void) | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const prepared = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Without JavaScript the browser's own checks guard the required fields; once hydrated the
  // shared schema does, with the site's own messages, so the browser's must not pre-empt it.
  useEffect(() => {
    formRef.current!.noValidate = true;
  }, [formRef]);

  // The disabled button drops keyboard focus while sending; give it back for a retry.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) buttonRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  /** At the first interaction: loads the sending code, and the Turnstile widget when the site has one. */
  function prepare() {
    if (prepared.current) return;
    prepared.current = true;
    loadSendingCode().catch(() => {});
    if (turnstileKey && turnstileRef.current) {
      const el = turnstileRef.current;
      import("./turnstile-widget.ts")
        .then((t) => t.mountTurnstile(el, turnstileKey))
        .then((reset) => (resetTurnstile.current = reset))
        .catch(() => {});
    }
  }

  function clearError(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name as LeadField;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // A second click while the first is on its way must not send the lead again.
    if (busy.current) return;
    busy.current = true;
    prepare();
    try {
      let mod: SendingCode;
      try {
        mod = await loadSendingCode();
      } catch {
        // The chunk could not load (offline, a new deploy): post the plain form instead.
        form.submit();
        return;
      }
      let sent = false;
      const outcome = await mod.submitContactForm(form, {
        onSending: () => {
          sent = true;
          setSending(true);
        },
        turnstile: !!turnstileKey,
      });
      if (outcome.kind === "invalid") {
        setErrors(outcome.fields);
        const first = contactFields.find((f) => outcome.fields[f]);
        if (first) (form.elements.namedItem(first) as HTMLInputElement).focus();
      } else {
        setErrors({});
        if (outcome.kind === "stored") form.reset();
      }
      afterSend(outcome);
      // The server spends a Turnstile token on every request it sees.
      if (sent) resetTurnstile.current?.();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return {
    sending,
    errors,
    setErrors,
    prepare,
    clearError,
    onSubmit,
    turnstileRef,
    buttonRef,
    turnstile: !!turnstileKey,
  };
}
