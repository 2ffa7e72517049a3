import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../functions/app/app.ts";

describe("GET /api/health", () => {
  it("answers 200 with ok and sees the migrated contact table", async () => {
    const res = await app.request("/api/health", {}, env);
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM contact_submissions").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
