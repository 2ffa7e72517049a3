// /api/health reads the database, so the deploy's smoke test and any uptime check see the truth.
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../functions/app.ts";

/** The real database, except that every statement fails as a locked D1 does. */
const lockedDb = new Proxy(env.DB, {
  get(target, prop) {
    if (prop !== "prepare" && prop !== "batch") return Reflect.get(target, prop, target);
    return () => {
      throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
    };
  },
});

describe("GET /api/health", () => {
  it("answers 200 with ok and sees the migrated contact table", async () => {
    const res = await app.request("/api/health", {}, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const row = await env.DB.prepare("SELECT count(*) AS n FROM contact_submissions").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("answers 503 with Retry-After when the database is locked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.request("/api/health", {}, { ...env, DB: lockedDb });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ ok: false, error: "unavailable" });
  });

  it.each(["contact_submissions", "rate_limits"])(
    "answers 503 with Retry-After while the %s table is missing, and 200 once it is back",
    async (table) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
      try {
        const res = await app.request("/api/health", {}, env);
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBeTruthy();
      } finally {
        await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
      }
      expect((await app.request("/api/health", {}, env)).status).toBe(200);
    },
  );

  it("answers 503 while a column the function writes is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare("ALTER TABLE contact_submissions RENAME COLUMN landing_path TO landing_path_away").run();
    try {
      expect((await app.request("/api/health", {}, env)).status).toBe(503);
    } finally {
      await env.DB.prepare("ALTER TABLE contact_submissions RENAME COLUMN landing_path_away TO landing_path").run();
    }
  });
});
