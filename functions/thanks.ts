// GET /obrigado: the page the plain form lands on, with the departures and months it offers drawn
// on the day it is asked for. The page is prerendered at build time, so its own months start at the
// build's month, which may be past, while the details endpoint takes a month from São Paulo's
// current one on: drawn here, the plain form offers only months the endpoint takes. The rest of
// the page is the static one, with the security headers every page carries.
import { Hono } from "hono";
import { apiHeaders } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { inlineHashes, policyAllowingInline, securityHeaders } from "./headers.ts";
import { readDepartures } from "./departures-store.ts";
import { withMonthsOf } from "./offered-months.ts";

export const thanks = new Hono<{ Bindings: Env }>();

/** A page the function sends: every page's headers, its own inline elements allowed by hash. */
async function page(html: string, status = 200): Promise<Response> {
  const headers = {
    ...securityHeaders,
    ...apiHeaders,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policyAllowingInline(await inlineHashes(html)),
  };
  return new Response(html, { status, headers });
}

const staticPage = async (env: Env, path: string, requestUrl: string) => {
  const found = env.ASSETS ? await env.ASSETS.fetch(new URL(path, requestUrl)) : null;
  return found?.ok ? found.text() : null;
};

thanks.get("/obrigado", async (c) => {
  const html = await staticPage(c.env, "/obrigado", c.req.url);
  // No static page to draw from (a function run without the site): the path is not ours to answer.
  if (html === null) return c.notFound();
  const now = new Date();
  return withMonthsOf(await page(html), now, await readDepartures(c.env.DB, now));
});

// Pages sends here every path /obrigado matches whatever its case or a trailing slash, and every
// method. Each gets what a static page would: the slash a 308 to the page, anything else the site's
// 404 page, with the headers every page carries.
thanks.all("*", async (c) => {
  const url = new URL(c.req.url);
  if (url.pathname === "/obrigado/" && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return new Response(null, {
      status: 308,
      headers: { ...securityHeaders, ...apiHeaders, Location: `/obrigado${url.search}` },
    });
  }
  return page(
    (await staticPage(c.env, "/404", c.req.url)) ?? "<!doctype html><title>Página não encontrada</title>",
    404,
  );
});
