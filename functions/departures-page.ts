// GET /saidas: the prerendered page with the departures D1 holds now written into it, so crawlers,
// link previews and visitors without JavaScript read them, and the service worker keeps this copy,
// dated, for a visit with no signal. As /obrigado (thanks.ts), the rest is the static page.
import { Hono } from "hono";
import { departuresHtml, departuresListId } from "../src/shared/departures-html.ts";
import { apiHeaders } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { eventsJsonLd } from "./departure-events.ts";
import { readDepartures } from "./departures-store.ts";
import { waitUntilOf } from "./departures.ts";
import { edgeCacheControl, edgeSecondsOf, fromEdge } from "./edge-cache.ts";
import { inlineHashes, policyAllowingInline, securityHeaders } from "./headers.ts";

const readAtFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "long",
  timeStyle: "short",
});

/** "2 de dezembro de 2026 às 10:15 (horário de Brasília)". */
export const readAtText = (now: Date) => `${readAtFormat.format(now)} (horário de Brasília)`;

export const departuresPage = new Hono<{ Bindings: Env }>();

departuresPage.get("/saidas", async (c) => {
  const seconds = edgeSecondsOf(c.env);
  return fromEdge(c.req.url, seconds, waitUntilOf(c), async () => {
    const found = c.env.ASSETS ? await c.env.ASSETS.fetch(new URL("/saidas", c.req.url)) : null;
    // No static page to draw from (a function run without the site): the path is not ours to answer.
    if (!found?.ok) return c.notFound();
    const html = await found.text();
    const now = new Date();
    let list: string;
    let status = 200;
    let head = "";
    try {
      const departures = await readDepartures(c.env.DB, now);
      list = departuresHtml(departures, readAtText(now));
      if (departures.length > 0) head = eventsJsonLd(departures);
    } catch (err) {
      console.error(`saidas: database read failed (${err instanceof Error ? err.name : typeof err})`);
      list = "<p><strong>Não foi possível ler as saídas agora.</strong> Tente de novo em alguns instantes.</p>";
      status = 503;
    }
    const headers = {
      ...securityHeaders,
      ...apiHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policyAllowingInline(await inlineHashes(html)),
      ...(status === 200 && { "Cache-Control": edgeCacheControl(seconds) }),
    };
    const page = new HTMLRewriter()
      .on(`#${departuresListId}`, { element: (el) => void el.setInnerContent(list, { html: true }) })
      .on("head", { element: (el) => void el.append(head, { html: true }) })
      .transform(new Response(html, { status, headers }));
    // Whole, so the copy kept at the edge is the finished page.
    return new Response(await page.text(), { status, headers });
  });
});
