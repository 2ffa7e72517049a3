import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { countRows, postForm, postJson, rowsByEmail, testEnv, uniqueEmail, validLead } from "./helpers.ts";

/** The real database, except that the lead INSERT fails as a broken D1 would. */
function dbFailingOnInsert(): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "prepare") return Reflect.get(target, prop, target);
      return (sql: string) => {
        if (sql.includes("INSERT INTO contact_submissions"))
          throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
        return target.prepare(sql);
      };
    },
  });
}

describe("a failing database", () => {
  it("answers 503 unavailable, logs nothing personal and leaves no row", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail("falha");
    const before = await countRows();
    const res = await postJson(validLead({ email, name: "Fulano Secreto" }), {
      env: { ...testEnv, DB: dbFailingOnInsert() },
    });
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: "unavailable" });
    expect(text).not.toMatch(/SQLITE|D1_|INSERT/);
    expect(await countRows()).toBe(before);
    expect(await rowsByEmail(email)).toHaveLength(0);
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("Fulano");
    errors.mockRestore();
  });

  it("answers 503 when the table is missing, and works again once it is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail("sem-tabela");
    await env.DB.prepare("ALTER TABLE contact_submissions RENAME TO contact_submissions_away").run();
    try {
      expect((await postJson(validLead({ email }))).status).toBe(503);
    } finally {
      await env.DB.prepare("ALTER TABLE contact_submissions_away RENAME TO contact_submissions").run();
      vi.restoreAllMocks();
    }
    expect(await rowsByEmail(email)).toHaveLength(0);
    expect((await postJson(validLead({ email }))).status).toBe(201);
  });

  it("shows a JavaScript-less visitor the page with a 503 and the values kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await postForm(
      { name: "Ana Souza", email: "ana@example.com", whatsapp: "27 99999-8888" },
      { env: { ...testEnv, DB: dbFailingOnInsert() } },
    );
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("Ocorreu um erro ao registrar seu interesse. Tente novamente.");
  });
});
