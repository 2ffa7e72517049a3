// What the outbox holds on this device, for the form: the line under it, a refused lead given back
// into its fields with the site's reasons, and what the visitor can do about either.
import { type RefObject, useEffect, useRef, useState } from "react";
import { contactFields, type LeadField } from "../shared/contact-fields.ts";
import { outboxLine, refusedLine } from "../shared/form-messages.ts";
import { outbox } from "./outbox.ts";
import type { OutboxState } from "./outbox-client.ts";
import type { ContactOutcome } from "./send-contact.ts";
import type { FieldErrors } from "./use-contact-submit.ts";

export function useOutboxState(formRef: RefObject<HTMLFormElement | null>, showErrors: (e: FieldErrors) => void) {
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

  // A refused lead comes back into the form with the site's reasons, unless the visitor is already
  // typing another.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!refused || restored.current === refused.key) return;
    restored.current = refused.key;
    const inputs = contactFields.map((f) => formRef.current!.elements.namedItem(f) as HTMLInputElement);
    if (inputs.every((input) => !input.value))
      for (const input of inputs) input.value = refused.values[input.name as LeadField] ?? "";
    showErrors(refused.fields);
  }, [refused, formRef, showErrors]);

  return {
    refused,
    line: refused ? refusedLine(refused.message) : kept.pending > 0 || keptByPage ? outboxLine : "",
    afterSend(outcome: ContactOutcome) {
      if (outcome.kind === "queued" && !navigator.serviceWorker.controller) setKeptByPage(true);
      // The refused lead, corrected, is on its way as a new one.
      if (refused && (outcome.kind === "stored" || outcome.kind === "queued")) {
        void outbox.then((o) => o.discardRefused(refused.key));
      }
    },
    discard() {
      if (!refused) return;
      formRef.current!.reset();
      showErrors({});
      void outbox.then((o) => o.discardRefused(refused.key));
    },
    cancel: () => void outbox.then((o) => o.cancelOutbox()),
  };
}
