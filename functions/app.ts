// The whole /api surface of the site.
import { Hono } from "hono";
import { json, apiHeaders } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { contact } from "./contact.ts";
import { departures } from "./departures.ts";
import { details } from "./details.ts";
import { securityHeaders, transportSecurity } from "./headers.ts";
import { healthReads } from "./store.ts";

export const app = new Hono<{ Bindings: Env }>().basePath("/api");

app.use("*", async (c, next) => {
  await next();
  // Rebuilt so headers from any source (c.json, a rewritten page) can be set. A page the function
  // renders (the no-JavaScript form's error page) gets the same security headers as a static one.
  c.res = new Response(c.res.body, c.res);
  const html = c.res.headers.get("content-type")?.startsWith("text/html");
  for (const [name, value] of Object.entries(
    html ? { ...securityHeaders, ...apiHeaders } : { ...transportSecurity, ...apiHeaders },
  )) {
    // A page that allows its own inline styles (answers.ts) keeps that policy, built from
    // the same directives.
    // The departures' answers are cached at the edge for a stated time (edge-cache.ts): theirs stays.
    if ((name === "Content-Security-Policy" || name === "Cache-Control") && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
});

// Reads the database, so the deploy's smoke test and an uptime check see a locked, broken or
// unmigrated D1 as down.
app.get("/health", async (c) => {
  try {
    await c.env.DB.batch(healthReads(c.env.DB));
    return json({ ok: true }, 200);
  } catch (err) {
    console.error(`health: database check failed (${err instanceof Error ? err.name : typeof err})`);
    return json({ ok: false, error: "unavailable" }, 503, { "Retry-After": "30" });
  }
});

app.route("/saidas", departures);
app.route("/contact/details", details);
app.route("/contact", contact);

app.notFound(() => json({ ok: false, error: "not_found" }, 404));
app.onError((err) => {
  console.error(`api: unhandled ${err.name}`);
  return json({ ok: false, error: "unavailable" }, 503);
});
