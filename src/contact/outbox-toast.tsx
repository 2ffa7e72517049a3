// What the visitor is told when a lead kept in the outbox (src/sw/outbox.ts) gets its answer,
// possibly on a page without the form: loaded only then, with sonner and the toast host.
import { toast } from "sonner";
import {
  failedTitle,
  invalidTitle,
  outboxNotSent as notSent,
  sendFailedMessage,
  storedLine,
  storedTitle,
} from "../shared/form-messages.ts";
import type { OutboxNews } from "../sw/messages.ts";
import { mountToaster } from "./toaster-host.tsx";

export async function showOutboxOutcome(news: OutboxNews) {
  await mountToaster();
  if (news.outcome === "stored") {
    toast(storedTitle, { description: storedLine });
  } else if (news.message) {
    toast.error(invalidTitle, { description: `${news.message}. ${notSent} Corrija e envie de novo.` });
  } else {
    toast.error(failedTitle, { description: `${notSent} ${sendFailedMessage}` });
  }
}
