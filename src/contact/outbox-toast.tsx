// What the visitor is told when a lead kept in the outbox (src/sw/outbox.ts) gets its answer,
// possibly on a page without the form: loaded only then, with sonner and the toast host.
import { toast } from "sonner";
import { sendFailedMessage } from "../shared/contact-fields.ts";
import type { OutboxNews } from "../sw/messages.ts";
import { mountToaster } from "./toaster-host.tsx";

const notSent = "O contato guardado neste aparelho não foi enviado.";

export async function showOutboxOutcome(news: OutboxNews) {
  await mountToaster();
  if (news.outcome === "stored") {
    toast("Interesse registrado!", {
      description: "Entraremos em contato em breve com mais informações sobre a expedição.",
    });
  } else if (news.message) {
    toast.error("Erro no formulário", { description: `${news.message}. ${notSent} Corrija e envie de novo.` });
  } else {
    toast.error("Erro ao enviar", { description: `${notSent} ${sendFailedMessage}` });
  }
}
