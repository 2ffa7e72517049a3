// npm run leads:purge against a real local D1: exactly the leads older than the cut-off go, and so
// do the rate limit's hashed addresses of windows that have ended; nothing else is touched. A purged
// lead's key stays as a hash, and a hash goes only after the notice's whole retention.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRetentionMonths } from "../../src/content/privacy.ts";
import { runCommand, runNpm } from "../support/leads.ts";
import { d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("purge");
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
const now = Math.floor(Date.now() / 1000);

/** Leads by e-mail tag, with how many days ago each was stored. */
const leads = { old: 400, justPast: 370, young: 300, fresh: 0 } as const;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function insertLeads() {
  const values = Object.entries(leads)
    .map(([tag, days]) => `('Pessoa ${tag}', '${tag}@example.com', '27 99999-8888', '${ago(days)}', 'form-${tag}')`)
    .join(", ");
  await d1Rows(
    state,
    `INSERT INTO contact_submissions (name, email, whatsapp, created_at, idempotency_key) VALUES ${values}`,
  );
  // Keys erased by hand over the last year and more: past the notice's retention, and within it.
  await d1Rows(
    state,
    "INSERT INTO erased_keys (key_hash, erased_at) VALUES (?1, ?2), (?3, ?4)",
    sha256("erased-400-days-ago"),
    ago(400),
    sha256("erased-300-days-ago"),
    ago(300),
  );
  // Details sent with an old lead and with a young one: they go, or stay, with their lead.
  await d1Rows(
    state,
    `INSERT INTO lead_details (lead_id, people) SELECT id, 2 FROM contact_submissions
     WHERE email IN ('old@example.com', 'young@example.com')`,
  );
  // An ended window (an hour ago) and one still running whenever the purge runs (a slow machine may
  // cross a window boundary between this insert and the purge), which the rate limit still needs.
  await d1Rows(
    state,
    `INSERT INTO rate_limits (key, window_start, count) VALUES ('ended', ${now - 3600}, 1), ` +
      `('current', ${now + day / 1000}, 1)`,
  );
}

const remainingEmails = async () =>
  (await d1Rows<{ email: string }>(state, "SELECT email FROM contact_submissions ORDER BY email")).map((r) => r.email);
const remainingDetails = async () =>
  (
    await d1Rows<{ email: string }>(
      state,
      "SELECT c.email FROM lead_details d JOIN contact_submissions c ON c.id = d.lead_id ORDER BY c.email",
    )
  ).map((r) => r.email);
const erasedKeys = async () =>
  (await d1Rows<{ key_hash: string }>(state, "SELECT key_hash FROM erased_keys ORDER BY key_hash")).map(
    (r) => r.key_hash,
  );
const remainingWindows = async () =>
  (await d1Rows<{ key: string }>(state, "SELECT key FROM rate_limits ORDER BY key")).map((r) => r.key);

beforeAll(async () => {
  await migrate();
  await insertLeads();
}, 60_000);

afterAll(remove, 30_000);

describe("npm run leads:purge", { timeout: 180_000 }, () => {
  it("refuses to delete without a terminal unless --yes is given, and deletes nothing", async () => {
    const r = await runNpm("leads:purge", at);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(`(mais de ${leadRetentionMonths} meses): 2`);
    expect(r.stdout).toContain("Janelas encerradas do limite de envios (hash do IP): 1");
    expect(r.stdout).toContain(`Chaves de leads apagados (hash) há mais de ${leadRetentionMonths} meses: 1`);
    expect(r.stderr).toMatch(/rode de novo com --yes/);
    expect(await remainingEmails()).toHaveLength(4);
    expect(await remainingWindows()).toEqual(["current", "ended"]);
  });

  it("deletes exactly the leads older than the notice's retention, their details and the ended windows", async () => {
    const r = await runCommand("purge.ts", [...at, "--yes"]);
    expect(r.stderr).toBe("");
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain("2 lead(s) e 1 janela(s) do limite de envios apagados.");
    expect(r.stdout).toContain("a chave de envio de cada um (2) ficou registrada só como hash");
    expect(await remainingEmails()).toEqual(["fresh@example.com", "young@example.com"]);
    expect(await remainingDetails()).toEqual(["young@example.com"]);
    expect((await d1Rows<{ n: number }>(state, "SELECT count(*) AS n FROM lead_details"))[0]!.n).toBe(1);
    expect(await remainingWindows()).toEqual(["current"]);
  });

  it("keeps the purged leads' keys as hashes only, and drops the hashes past the notice's retention", async () => {
    const kept = ["erased-300-days-ago", "form-justPast", "form-old"].map(sha256).sort();
    expect(await erasedKeys()).toEqual(kept);
    const [columns] = await d1Rows(state, "SELECT * FROM erased_keys LIMIT 1");
    expect(Object.keys(columns!).sort()).toEqual(["erased_at", "key_hash"]);
  });

  it("takes a shorter period with --older-than and says when there is nothing left to delete", async () => {
    const r = await runCommand("purge.ts", [...at, "--older-than", "6", "--yes"]);
    expect(r).toMatchObject({ code: 0 });
    expect(await remainingEmails()).toEqual(["fresh@example.com"]);
    expect(r.stdout).toContain("a chave de envio de cada um (1) ficou registrada só como hash");
    // A key erased 300 days ago stays: a device may hold a copy for the notice's whole retention.
    expect(await erasedKeys()).toContain(sha256("erased-300-days-ago"));
    expect(await erasedKeys()).toContain(sha256("form-young"));
    const again = await runCommand("purge.ts", [...at, "--older-than", "6", "--yes"]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain("Nada para apagar.");
  });
});
