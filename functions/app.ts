// The whole /api surface of the site.
import { Hono } from "hono";
import type { Env } from "./env.ts";

export const app = new Hono<{ Bindings: Env }>().basePath("/api");

app.get("/health", (c) => c.json({ ok: true }));
