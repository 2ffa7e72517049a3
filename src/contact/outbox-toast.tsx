// What the visitor is told when a lead kept in the outbox gets its answer, possibly on a page
// without the form: loaded only then, with sonner and the toast host.
import { toast } from "sonner";
import { sendFailedMessage } from "../shared/contact-fields.ts";
import type { SubmitOutcome } from "./send-contact.ts";
import { mountToaster } from "./toaster-host.tsx";

const notSent = "O contato guardado neste aparelho não foi enviado.";

export async function showOutboxOutcome(outcome: SubmitOutcome) {
  await mountToaster();
  if (outcome.kind === "stored") {
    toast("Interesse registrado!", {
      description: "Entraremos em contato em breve com mais informações sobre a expedição.",
    });
  } else if (outcome.kind === "invalid") {
    toast.error("Erro no formulário", { description: `${outcome.message}. ${notSent} Corrija e envie de novo.` });
  } else {
    toast.error("Erro ao enviar", { description: `${notSent} ${sendFailedMessage}` });
  }
}
