// What the outbox holds on this device, for the form: the line under it, a refused lead (given back
// into its fields, with the site's reasons, by ./outbox-client.ts), and what the visitor can do.
import { type RefObject, useEffect, useState } from "react";
import { outboxLine } from "../shared/form-messages.ts";
import { outbox } from "./outbox-page.ts";
import type { ContactOutcome } from "./send-contact.ts";
import type { FieldErrors } from "./use-contact-submit.ts";

/** `onStored` hears the public id of a kept lead the outbox stored, as the form's own send's. */
export function useOutboxState(
  formRef: RefObject<HTMLFormElement | null>,
  showErrors: (e: FieldErrors) => void,
  onStored?: (leadId: string) => void,
) {
  const [line, setLine] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  // A lead the page kept itself, before the worker was in charge: the worker says so once it is.
  const [keptByPage, setKeptByPage] = useState(false);
  useEffect(
    () =>
      void outbox.then((o) =>
        o.showStateWith(formRef.current!, (view) => {
          setKeptByPage(false);
          setLine(view.line);
          setRefused(view.refusedKey);
          if (view.errors) showErrors(view.errors);
          if (view.storedId) onStored?.(view.storedId);
        }),
      ),
    [formRef, showErrors, onStored],
  );
  const discardRefused = () => refused && void outbox.then((o) => o.discardRefused(refused));

  return {
    refused,
    line: line || (keptByPage ? outboxLine : ""),
    afterSend(outcome: ContactOutcome) {
      if (outcome.kind === "queued" && !navigator.serviceWorker.controller) setKeptByPage(true);
      // The refused lead, corrected, is on its way as a new one.
      if (outcome.kind === "stored" || outcome.kind === "queued") discardRefused();
    },
    discard() {
      formRef.current!.reset();
      showErrors({});
      discardRefused();
    },
    cancel: () => void outbox.then((o) => o.cancelOutbox()),
  };
}
