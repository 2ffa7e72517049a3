// What the visitor is told when a lead kept in the outbox (src/sw/outbox.ts) gets its answer,
// possibly on a page without the form: loaded only then, with sonner and the toast host.
import { toast } from "sonner";
import { invalidTitle, refusedLine, storedLine, storedTitle } from "../shared/form-messages.ts";
import type { OutboxNews, RefusedLead } from "../shared/worker-messages.ts";
import { mountToaster } from "./toaster-host.tsx";

export async function showOutboxNews(news: OutboxNews, refused: RefusedLead | null) {
  await mountToaster();
  if (news.outcome === "stored") toast(storedTitle, { description: storedLine });
  if (!refused) return;
  // The form holds the lead's values again; a page without it sends the visitor there.
  const form = document.getElementById("contact-form");
  toast.error(invalidTitle, {
    description: refusedLine(refused.message),
    ...(form ? {} : { action: { label: "Corrigir", onClick: () => location.assign("/#contato") } }),
  });
}
