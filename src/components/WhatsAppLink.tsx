// "Falar agora pelo WhatsApp": once a lead is sent, the visitor may start the conversation
// themselves. The team's number is `WHATSAPP_NUMBER` in wrangler.toml's [vars] (E.164), read once,
// at build time, by vite.config.ts: the thank-you page is prerendered and the toast runs in the
// browser, so neither could read the function's variables when it runs. Without a number, no link.
import { site } from "../content/site.ts";

/** The visitor's first message: it names the expedition and carries nothing about the person. */
const whatsappGreeting = `Olá! Acabei de enviar meu contato pelo site e quero saber mais sobre a ${site.name}.`;

/** The wa.me link to the team's number, or null when none is configured. */
export function whatsappUrl(number = import.meta.env.WHATSAPP_NUMBER): string | null {
  if (!number) return null;
  // Thrown at build time (the prerender renders the thank-you page): a wrong number never ships.
  if (!/^\+[1-9]\d{7,14}$/.test(number))
    throw new Error(`WHATSAPP_NUMBER deve estar em E.164, como +5527999998888 (veio "${number}")`);
  return `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(whatsappGreeting)}`;
}

export function WhatsAppLink({ className }: { className: string }) {
  const href = whatsappUrl();
  return (
    href && (
      <a href={href} rel="noreferrer" className={className}>
        Falar agora pelo WhatsApp
      </a>
    )
  );
}

/** The success toast's extras: the link, and time to reach it (sonner pauses while hovered or focused). */
export function whatsappToast() {
  return whatsappUrl() ? { action: <WhatsAppLink className="link-light" />, duration: 15_000 } : {};
}
