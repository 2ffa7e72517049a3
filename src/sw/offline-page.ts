// The pages the service worker writes itself, in the site's stylesheet: the one a navigation gets
// when there is no connection and the page was never cached (linking every page this device does
// have, by its own title), and the ones the plain form gets when its lead went to the outbox or the
// site refused it.
import { cacheNames } from "workbox-core";
import { ownTitle, pageTitle } from "../content/site.ts";
import {
  failedTitle,
  invalidTitle,
  type KeptReason,
  keptNotice,
  refusedLine,
  sendFailedMessage,
} from "../shared/form-messages.ts";
import type { Refusal } from "../shared/outbox-store.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function cachedPages(cacheName: string): Promise<Array<{ path: string; title: string }>> {
  const cache = await caches.open(cacheName);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const path = new URL(request.url).pathname;
      const html = (await (await cache.match(request))?.text()) ?? "";
      // Already escaped: it comes from our own prerendered HTML.
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      return { path, title: title ? ownTitle(title) : escapeHtml(path) };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

async function page(title: string, body: string, status: number): Promise<Response> {
  const precached = await (await caches.open(cacheNames.precache)).keys();
  const css = precached.map((r) => new URL(r.url).pathname).find((p) => p.endsWith(".css"));
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${pageTitle(title)}</title>
${css ? `<link rel="stylesheet" href="${escapeHtml(css)}" />` : ""}
</head>
<body>
<main id="conteudo" class="section">
<h1 class="section-title">${title}</h1>
${body}
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

export async function offlinePage(cacheName: string): Promise<Response> {
  const links = (await cachedPages(cacheName))
    .map((p) => `<li><a href="${escapeHtml(p.path)}">${p.title}</a></li>`)
    .join("");
  return page(
    "Sem conexão",
    `<p>Esta página ainda não foi guardada neste aparelho. Quando a conexão voltar, ela abre normalmente.</p>
${links ? `<p>Estas você pode ler agora, mesmo sem sinal:</p><ul>${links}</ul>` : ""}`,
    503,
  );
}

export function keptPage(reason: KeptReason): Promise<Response> {
  const { title, line } = keptNotice[reason];
  return page(
    title,
    `<p>${line}</p><p>Você pode continuar lendo o site: <a href="/">voltar à página inicial</a>.</p>`,
    202,
  );
}

/** The plain form's lead refused by the site: it waits on the device, and the form gives it back. */
export function refusedPage(refusal: Refusal): Promise<Response> {
  return page(
    invalidTitle,
    `<p>${escapeHtml(refusedLine(refusal.message))}</p><p><a href="/#contato">Voltar ao formulário</a></p>`,
    400,
  );
}

/** The plain form's lead that could be neither sent nor kept (storage refused, no network): said plainly. */
export function notSentPage(): Promise<Response> {
  return page(failedTitle, `<p>${sendFailedMessage}</p><p><a href="/#contato">Voltar ao formulário</a></p>`, 503);
}
