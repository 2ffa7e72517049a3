// Tells the team about a new lead through an incoming webhook: `text` is read by Slack and Google
// Chat, `content` by Discord. Runs after the row is stored and never changes the visitor's answer.
import type { NewLeadRow } from "../store/store.ts";

export function leadMessage(s: Pick<NewLeadRow, "name" | "email" | "whatsapp" | "whatsapp_e164">): string {
  const digits = (s.whatsapp_e164 ?? s.whatsapp).replace(/\D/g, "");
  const parts = [`Novo lead: ${s.name}`, `WhatsApp ${s.whatsapp_e164 ?? s.whatsapp}`];
  if (digits) parts.push(`https://wa.me/${digits}`);
  parts.push(s.email);
  return parts.join(" · ");
}

export function webhookBody(message: string) {
  return {
    // Slack reads <, > and & as markup; escaping keeps a name like "<!channel>" inert.
    text: message.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    // A zero-width space after @ keeps "@everyone" in a name from pinging a Discord channel.
    content: message.replace(/@/g, "@\u200b"),
  };
}

export async function notifyWebhook(url: string, message: string): Promise<void> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(webhookBody(message)),
      signal: AbortSignal.timeout(5000),
    });
    // Only the status is logged: the lead's data stays out of the logs.
    if (!res.ok) console.error(`Lead webhook answered ${res.status}`);
  } catch (err) {
    console.error("Lead webhook failed:", err instanceof Error ? err.name : "unknown error");
  }
}
