// Tells the team about a new lead through an incoming webhook: `text` is read by Google Chat and
// Slack, `content` by Discord. The message carries no personal data, only that there is a new lead
// and the command that reads it: a chat keeps its messages outside the team's control (and beyond
// the erase and purge commands). Runs after the row is stored and never changes the visitor's answer.

export const newLeadMessage = "1 novo lead no site. Para ler: npm run leads -- --remote";

export async function notifyWebhook(url: string): Promise<void> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: newLeadMessage, content: newLeadMessage }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) console.error(`Lead webhook answered ${res.status}`);
  } catch (err) {
    console.error("Lead webhook failed:", err instanceof Error ? err.name : "unknown error");
  }
}
