// The whole /api surface of the site.
import { Hono } from "hono";
import { submitContact } from "./contact/submit-contact.ts";
import type { Env } from "./env.ts";
import { apiHeaders, json } from "./lib/responses.ts";

export const app = new Hono<{ Bindings: Env }>().basePath("/api");

/** The page's waitUntil when the runtime gives one; tests calling app.request may not. */
function waitUntilOf(c: { executionCtx: ExecutionContext }): (p: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return (p) => void p;
  }
}

app.use("*", async (c, next) => {
  await next();
  // Rebuilt so headers from any source (c.json, a rewritten page) can be set.
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(apiHeaders)) c.res.headers.set(name, value);
});

app.get("/health", (c) => c.json({ ok: true }));

app.post("/contact", (c) => submitContact(c.req.raw, c.env, waitUntilOf(c)));
app.all("/contact", () => json({ ok: false, error: "method_not_allowed" }, 405, { Allow: "POST" }));

app.notFound(() => json({ ok: false, error: "not_found" }, 404));
app.onError((err) => {
  console.error(`api: unhandled ${err.name}`);
  return json({ ok: false, error: "unavailable" }, 503);
});
