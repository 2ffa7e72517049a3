// What the contact form tells a visitor, once: the page's toasts, the worker's outbox and offline
// page, the function's no-JavaScript error page and the thank-you page all read it. No imports, so
// any of them may load it. The schema's field messages live with their rules (contact-schema.ts).

/** A lead stored: the toast, and the thank-you page a form posted without JavaScript lands on. */
export const storedTitle = "Interesse registrado!";
export const storedLine = "Entraremos em contato em breve com mais informações sobre a expedição.";

/** Past this a send is given up and the visitor told so, rather than left waiting (the page's lead
 * and details alike; the worker tells "Conexão lenta" sooner, src/sw/outbox.ts). */
export const submitTimeoutMs = 15_000;

/** A send on its way: the form's button, and the page's first script's line while the app is not there. */
export const sendingLabel = "Enviando...";

/** A field the schema refused. */
export const invalidTitle = "Erro no formulário";

/** Anything else that kept a lead from being stored. */
export const failedTitle = "Erro ao enviar";
export const sendFailedMessage = "Ocorreu um erro ao registrar seu interesse. Tente novamente.";

/** Sent before Turnstile had given the page its token. */
export const unverifiedMessage = "Aguarde a verificação de segurança terminar e tente novamente.";

/** What the visitor reads while a lead waits: under the form, in its toast, on the plain form's page. */
export const queuedTitle = "Sem conexão";
export const outboxLine =
  "Sem conexão? Seu contato ficou guardado neste aparelho e será enviado automaticamente quando a conexão voltar.";

/** Why a lead just sent was kept on the device instead of stored: each says so, and nothing more. */
export type KeptReason = "offline" | "slow" | "busy" | "rate_limited";
const keptLater = "Seu contato ficou guardado neste aparelho e será enviado automaticamente";
// Each also on its own: the page's first script quotes them, and takes strings, not this table.
export const slowTitle = "Conexão lenta";
export const slowLine = `${keptLater} assim que o site responder.`;
export const busyTitle = "Site indisponível no momento";
export const busyLine = `${keptLater} assim que o site voltar.`;
export const keptNotice: Record<KeptReason, { title: string; line: string }> = {
  offline: { title: queuedTitle, line: outboxLine },
  slow: { title: slowTitle, line: slowLine },
  busy: { title: busyTitle, line: busyLine },
  rate_limited: { title: "Muitas tentativas seguidas", line: `${keptLater} em alguns minutos.` },
};

/** A lead kept on the device that the site refused when it was sent: back in the form, with the reason. */
export const outboxNotSent = "O contato guardado neste aparelho não foi enviado.";
export const refusedLine = (reason: string) =>
  `${outboxNotSent} ${reason ? `${reason.replace(/\.$/, "")}. ` : ""}Corrija e envie de novo, ou descarte.`;

/** What a visitor over the rate limit is told, from the Retry-After the function sent (when known). */
export function rateLimitedMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return "Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.";
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Muitas tentativas seguidas. Aguarde ${minutes <= 1 ? "1 minuto" : `${minutes} minutos`} e tente novamente.`;
}

/** What the team's chat is told of a new lead (functions/contact.ts): no personal data, only that
 * there is one and the command that reads it. `npm run leads:delete` quotes it. */
export const newLeadMessage = "1 novo lead no site. Para ler: npm run leads -- --remote";

/** The details step after a lead (src/contact/DetailsStep.tsx, and /obrigado's plain form). */
export const detailsTitle = "Quer adiantar a conversa? (opcional)";
export const detailsIntro =
  "Conte um pouco da viagem que você imagina. Tudo é opcional: com isso, a primeira conversa já começa pelo que " +
  "importa.";
/** Under the intro when the cost page's choices fill some fields. */
export const detailsPlannedLine =
  "Já preenchemos o que você escolheu em “Quanto custa a viagem?”: confira antes de enviar.";
export const detailsStoredLine = "Detalhes recebidos. Obrigado! Eles já estarão com a equipe na primeira conversa.";
export const detailsKeptLine =
  "Seus detalhes ficaram guardados neste aparelho e serão enviados automaticamente quando a conexão voltar.";
