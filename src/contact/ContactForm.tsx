// The lead form. A real form posting to /api/contact, so it works without JavaScript; with it, the
// submit is handled by ./use-contact-submit.ts, and the line under it says what the outbox holds
// (./use-outbox-state.ts). zod, sonner and the sending code load on the first interaction.
import { useRef } from "react";
import { Link } from "wouter";
import { ContactField, type ContactFieldProps } from "./ContactField.tsx";
import { contactFields, type LeadField, visitSourceFields } from "../shared/contact-fields.ts";
import { contactLimits } from "../shared/contact-limits.ts";
import { sendingLabel } from "../shared/form-messages.ts";
import { privacyNoticeVersion } from "../shared/privacy-notice.ts";
import { keyField } from "../shared/random-key.ts";
import { useContactSubmit } from "./use-contact-submit.ts";
import { useOutboxState } from "./use-outbox-state.ts";

/** Each field's input: a field added to `contactFields` fails to compile until it has one here. */
const inputs = {
  name: {
    label: "Nome completo",
    required: true,
    autoComplete: "name",
    autoCapitalize: "words",
    minLength: contactLimits.name.min,
    maxLength: contactLimits.name.max,
    placeholder: "Seu nome e sobrenome",
  },
  email: {
    label: "E-mail",
    required: true,
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    spellCheck: false,
    maxLength: contactLimits.email.max,
    placeholder: "voce@exemplo.com.br",
  },
  whatsapp: {
    label: "WhatsApp",
    required: true,
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
    minLength: contactLimits.whatsapp.min,
    maxLength: contactLimits.whatsapp.max,
    placeholder: "(27) 99999-8888",
    hint: "Com DDD, para falarmos com você pelo WhatsApp.",
  },
  instagram: {
    label: "Instagram (opcional)",
    autoCapitalize: "none",
    spellCheck: false,
    maxLength: contactLimits.instagram.max,
    placeholder: "@seuperfil",
  },
} as const satisfies Record<LeadField, Omit<ContactFieldProps, "name">>;

/** `onStored` hears the public id of each lead stored from this form: by the visitor's own send, or
 * later by the outbox that kept it. */
export function ContactForm({ onStored }: { onStored?: (leadId: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useContactSubmit(formRef, (outcome) => {
    outboxState.afterSend(outcome);
    if (outcome.kind === "stored" && outcome.id) onStored?.(outcome.id);
  });
  const outboxState = useOutboxState(formRef, submit.setErrors, onStored);
  const { errors, sending, prepare } = submit;

  return (
    <form
      id="contact-form"
      ref={formRef}
      method="post"
      action="/api/contact"
      aria-busy={sending}
      onFocus={prepare}
      onInput={(e) => {
        prepare();
        submit.clearError(e);
      }}
      onSubmit={submit.onSubmit}
      className="grid gap-5"
    >
      {contactFields.map((name) => (
        <ContactField key={name} name={name} error={errors[name]} {...inputs[name]} />
      ))}
      {/* Honeypot: invisible to people and screen readers, filled only by bots. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor="contact-website">Site</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="privacy_version" value={privacyNoticeVersion} />
      {/* The filled form's one key (./form-key.ts), a random UUID the page's script writes; left empty
          (JavaScript off), the function derives one (functions/lead-key.ts). No value of React's, so
          hydration keeps the script's. */}
      <input type="hidden" name={keyField} />
      {/* Where the visit began: the page's first script fills these (src/contact/keep-visit-source.ts). */}
      {visitSourceFields.map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
      {submit.turnstile && <div ref={submit.turnstileRef} className="min-h-[65px]" />}
      <div className="grid gap-3">
        <button
          ref={submit.buttonRef}
          type="submit"
          disabled={sending}
          aria-describedby="contact-consent"
          className="btn-submit"
        >
          {sending ? sendingLabel : "Quero Saber Mais!"}
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
          <p role="status" className={outboxState.line ? "outbox-line" : undefined}>
            {outboxState.line}
          </p>
          {outboxState.refused ? (
            <button type="button" className="link-light text-sm" onClick={outboxState.discard}>
              Descartar
            </button>
          ) : (
            outboxState.line && (
              <button type="button" className="link-light text-sm" onClick={outboxState.cancel}>
                Cancelar envio
              </button>
            )
          )}
        </div>
      </div>
    </form>
  );
}
