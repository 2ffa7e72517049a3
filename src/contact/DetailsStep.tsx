// The optional step after a stored lead: "Quer adiantar a conversa?". Loaded only once a lead is
// stored, with the shared schema, so nothing of it weighs on the page's first load. It knows its
// lead by the public id the function answered; sending again replaces what was sent.
import { type FormEvent, useState } from "react";
import { detailFields } from "../shared/details-fields.ts";
import { validateDetails } from "../shared/details-schema.ts";
import { detailsIntro, detailsTitle } from "../shared/form-messages.ts";
import { DetailsFields } from "./DetailsFields.tsx";
import { type DetailsOutcome, sendDetails } from "./send-details.ts";

export default function DetailsStep({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const [outcome, setOutcome] = useState<DetailsOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const errors = outcome?.kind === "invalid" ? outcome.fields : {};

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const data = new FormData(e.currentTarget);
    const check = validateDetails(Object.fromEntries(detailFields.map((f) => [f, String(data.get(f) ?? "")])));
    if (!check.ok) return setOutcome({ kind: "invalid", line: check.message, fields: check.fields });
    setSending(true);
    setOutcome(await sendDetails(leadId, check.data));
    setSending(false);
  }

  const done = outcome?.kind === "stored" || outcome?.kind === "kept";
  return (
    <section aria-labelledby="details-title" className="mt-8 border-t border-granite/40 pt-6">
      <h3 id="details-title" className="text-xl font-bold">
        {detailsTitle}
      </h3>
      {!done && (
        <form id="details-step" noValidate onSubmit={onSubmit} className="mt-3 grid gap-4">
          <p className="text-sm text-granite">{detailsIntro}</p>
          <DetailsFields errors={errors} now={new Date()} />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={sending} className="btn-submit sm:w-auto">
              {sending ? "Enviando..." : "Enviar detalhes"}
            </button>
            <button type="button" className="link-light" onClick={onClose}>
              Agora não
            </button>
          </div>
        </form>
      )}
      <p role="status" className={outcome ? "outbox-line" : undefined}>
        {outcome?.line}
      </p>
    </section>
  );
}
