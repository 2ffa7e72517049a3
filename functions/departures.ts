// GET /api/saidas: the departures from today on (São Paulo), as the site shows them. Counts only:
// the query reads no lead column, so no answer can carry who holds a place.
import { Hono, type Context } from "hono";
import { json } from "./answers.ts";
import type { Env } from "./bindings.ts";
import { readDepartures } from "./departures-store.ts";
import { edgeCacheControl, edgeSecondsOf, fromEdge } from "./edge-cache.ts";

/** waitUntil when the runtime gives one (a test's bare request has none: the write is awaited there). */
export const waitUntilOf = (c: Context) => (p: Promise<unknown>) => {
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    void p;
  }
};

export const departures = new Hono<{ Bindings: Env }>();

departures.get("/", (c) => {
  const seconds = edgeSecondsOf(c.env);
  return fromEdge(c.req.url, seconds, waitUntilOf(c), async () =>
    json({ ok: true, departures: await readDepartures(c.env.DB, new Date()) }, 200, {
      "Cache-Control": edgeCacheControl(seconds),
    }),
  );
});
