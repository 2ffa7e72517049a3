// GET /obrigado: the page the plain form lands on, with the departure months it offers drawn on
// the day it is asked for. The page is prerendered at build time, so its own months start at the
// build's month, which may be past, while the details endpoint takes a month from São Paulo's
// current one on: drawn here, the plain form offers only months the endpoint takes. The rest of
// the page is the static one, with the security headers every page carries.
import { Hono } from "hono";
import { apiHeaders } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { inlineHashes, policyAllowingInline, securityHeaders } from "./headers.ts";
import { withMonthsOf } from "./offered-months.ts";

export const thanks = new Hono<{ Bindings: Env }>();

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
