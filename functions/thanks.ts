// GET /obrigado: the page the plain form lands on, with the departure months it offers drawn on
// the day it is asked for. The page is prerendered at build time, so its own months start at the
// build's month, which may be past, while the details endpoint takes a month from São Paulo's
// current one on: drawn here, the plain form offers only months the endpoint takes. The rest of
// the page is the static one, with the security headers every page carries.
import { Hono } from "hono";
import { departureMonths } from "../src/contact/departure-months.ts";
import { apiHeaders } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { inlineHashes, policyAllowingInline, securityHeaders } from "./headers.ts";

export const thanks = new Hono<{ Bindings: Env }>();

const isMonth = /^\d{4}-\d{2}$/;

/** The page with its departure months from `now`'s month on; "ainda não sei" and the blank stay. */
export function withMonthsOf(page: Response, now: Date): Response {
  const months = departureMonths(now)
    .map((m) => `<option value="${m.value}">${m.label}</option>`)
    .join("");
  return new HTMLRewriter()
    .on('select[name="departure"] option', {
      element(el) {
        if (isMonth.test(el.getAttribute("value") ?? "")) el.remove();
      },
    })
    .on('select[name="departure"]', {
      element(el) {
        el.append(months, { html: true });
      },
    })
    .transform(page);
}

thanks.get("/obrigado", async (c) => {
  const found = c.env.ASSETS ? await c.env.ASSETS.fetch(new URL("/obrigado", c.req.url)) : null;
  // No static page to draw from (a function run without the site): the path is not ours to answer.
  if (!found?.ok) return c.notFound();
  const html = await found.text();
  const headers = {
    ...securityHeaders,
    ...apiHeaders,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policyAllowingInline(await inlineHashes(html)),
  };
  return withMonthsOf(new Response(html, { headers }), new Date());
});
