// The lead form. A real form posting to /api/contact, so it works without JavaScript; with it, the
// submit is handled here. zod, sonner and the sending code load on the first interaction.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { ContactField } from "./ContactField.tsx";
import { contactFields, visitSourceFields } from "../shared/contact-fields.ts";
import { contactLimits } from "../shared/contact-limits.ts";
import type { LeadField as Field } from "../shared/contact-fields.ts";
import { privacyNoticeVersion } from "../shared/privacy-notice.ts";
import { outboxLine, refusedLine } from "../shared/form-messages.ts";
import { outbox } from "./outbox.ts";
import type { OutboxState } from "./outbox-client.ts";

type Engine = typeof import("./submit-contact-form.ts");
let loading: Promise<Engine> | null = null;
// Retried on the next interaction if it failed (offline for a moment, a deploy in between).
const getEngine = () =>
  (loading ??= import("./submit-contact-form.ts").catch((e) => {
    loading = null;
    throw e;
  }));

const turnstileKey = import.meta.env.VITE_TURNSTILE_SITE_KEY;
type Errors = Partial<Record<Field, string>>;

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const turnstileRef = useRef<HTMLDivElement>(null);
  const resetTurnstile = useRef<(() => void) | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const engaged = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // What waits on this device: leads to send, and one the site refused, back for the visitor.
  const [kept, setKept] = useState<OutboxState>({ pending: 0, refused: null });
  // A lead the page kept itself, before the worker was in charge: the worker says so once it is.
  const [keptByPage, setKeptByPage] = useState(false);
  useEffect(
    () =>
      void outbox.then((o) =>
        o.showStateWith((state) => {
          setKeptByPage(false);
          setKept(state);
        }),
      ),
    [],
  );
  const { refused } = kept;
  const held = refused ? refusedLine(refused.message) : kept.pending > 0 || keptByPage ? outboxLine : "";

  // A refused lead comes back into the form with the site's reasons, unless the visitor is already
  // typing another.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!refused || restored.current === refused.key) return;
    restored.current = refused.key;
    const inputs = contactFields.map((f) => formRef.current!.elements.namedItem(f) as HTMLInputElement);
    if (inputs.every((input) => !input.value))
      for (const input of inputs) input.value = refused.values[input.name as Field] ?? "";
    setErrors(refused.fields);
  }, [refused]);

  // Without JavaScript the browser's own checks guard the required fields; once hydrated the
  // shared schema does, with the site's own messages, so the browser's must not pre-empt it.
  useEffect(() => {
    formRef.current!.noValidate = true;
  }, []);

  // The disabled button drops keyboard focus while sending; give it back for a retry.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) buttonRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  function engage() {
    if (engaged.current) return;
    engaged.current = true;
    getEngine().catch(() => {});
    if (turnstileKey && turnstileRef.current) {
      const el = turnstileRef.current;
      import("./turnstile-widget.ts")
        .then((t) => t.mountTurnstile(el, turnstileKey))
        .then((reset) => (resetTurnstile.current = reset))
        .catch(() => {});
    }
  }

  function clearError(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name as Field;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // A second click while the first is on its way must not send the lead again.
    if (busy.current) return;
    busy.current = true;
    engage();
    try {
      let mod: Engine;
      try {
        mod = await getEngine();
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
        // Kept by the page itself (no worker in charge yet): the worker will say so once it is.
        if (outcome.kind === "queued" && !navigator.serviceWorker.controller) setKeptByPage(true);
        // The refused lead, corrected, is on its way as a new one.
        if (refused && (outcome.kind === "stored" || outcome.kind === "queued")) {
          void outbox.then((o) => o.discardRefused(refused.key));
        }
      }
      // The server spends a Turnstile token on every request it sees.
      if (sent) resetTurnstile.current?.();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form
      id="contact-form"
      ref={formRef}
      method="post"
      action="/api/contact"
      aria-busy={sending}
      onFocus={engage}
      onInput={(e) => {
        engage();
        clearError(e);
      }}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <ContactField
        name="name"
        label="Nome completo"
        error={errors.name}
        required
        autoComplete="name"
        autoCapitalize="words"
        minLength={contactLimits.name.min}
        maxLength={contactLimits.name.max}
        placeholder="Seu nome e sobrenome"
      />
      <ContactField
        name="email"
        label="E-mail"
        error={errors.email}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={contactLimits.email.max}
        placeholder="voce@exemplo.com.br"
      />
      <ContactField
        name="whatsapp"
        label="WhatsApp"
        error={errors.whatsapp}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        minLength={contactLimits.whatsapp.min}
        maxLength={contactLimits.whatsapp.max}
        placeholder="(27) 99999-8888"
        hint="Com DDD, para falarmos com você pelo WhatsApp."
      />
      <ContactField
        name="instagram"
        label="Instagram (opcional)"
        error={errors.instagram}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={contactLimits.instagram.max}
        placeholder="@seuperfil"
      />
      {/* Honeypot: invisible to people and screen readers, filled only by bots. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor="contact-website">Site</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="privacy_version" value={privacyNoticeVersion} />
      {/* Where the visit began: the page's first script fills these (src/contact/keep-visit-source.ts). */}
      {visitSourceFields.map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
      {turnstileKey && <div ref={turnstileRef} className="min-h-[65px]" />}
      <div className="grid gap-3">
        <button
          ref={buttonRef}
          type="submit"
          disabled={sending}
          aria-describedby="contact-consent"
          className="btn-submit"
        >
          {sending ? "Enviando..." : "Quero Saber Mais!"}
        </button>
        <div>
          <p id="contact-consent" className="text-sm text-granite">
            Ao enviar, você pede que a equipe da Expedição Ushuaia entre em contato. Usaremos seus dados apenas para
            falar com você sobre a expedição, conforme o nosso{" "}
            <Link href="/privacidade" className="link-light">
              aviso de privacidade
            </Link>
            .
          </p>
          {/* Present (empty) from the start, so screen readers announce the line when it appears. */}
          <p role="status" className={held ? "outbox-line" : undefined}>
            {held}
          </p>
          {refused ? (
            <button
              type="button"
              className="link-light text-sm"
              onClick={() => {
                formRef.current!.reset();
                setErrors({});
                void outbox.then((o) => o.discardRefused(refused.key));
              }}
            >
              Descartar
            </button>
          ) : (
            held && (
              <button
                type="button"
                className="link-light text-sm"
                onClick={() => void outbox.then((o) => o.cancelOutbox())}
              >
                Cancelar envio
              </button>
            )
          )}
        </div>
      </div>
    </form>
  );
}
