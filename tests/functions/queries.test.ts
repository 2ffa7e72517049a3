// Each SQL statement of the store alone, against the local D1 with the migrations applied.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { RateWindow } from "../../functions/store.ts";
import { batch, countSubmission, deleteEndedWindows, erasedKey, insertLead, leadByKey } from "../../functions/store.ts";
import type { NewLeadRow } from "../../src/shared/lead-row.ts";
import { uniqueEmail } from "./helpers.ts";

const db = env.DB;
let clients = 0;
const windowOf = (max = 5, start = 1_000_000): RateWindow => ({
  key: `client-${++clients}`,
  start,
  max,
  retryAfter: 600,
});
const lead = (overrides: Partial<NewLeadRow> = {}): NewLeadRow => ({
  name: "Ana Souza",
  email: uniqueEmail(),
  whatsapp: "27 99999-8888",
  instagram: null,
  idempotency_key: crypto.randomUUID(),
  request_hash: "a".repeat(64),
  whatsapp_e164: "+5527999998888",
  privacy_version: "2026-11-23",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer_host: null,
  landing_path: null,
  ...overrides,
});

describe("deleteEndedWindows", () => {
  it("deletes the windows that started before the current one and keeps the current one", async () => {
    const w = windowOf();
    await db
      .prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?1, 100, 1), (?1, 700, 2)")
      .bind(w.key)
      .run();
    await deleteEndedWindows(db, 700).run();
    const { results } = await db.prepare("SELECT window_start FROM rate_limits WHERE key = ?1").bind(w.key).all();
    expect(results).toEqual([{ window_start: 700 }]);
  });
});

describe("countSubmission", () => {
  it("starts a client's window at 1 and adds 1 on each submission", async () => {
    const w = windowOf();
    expect(await countSubmission(db, w, null).first()).toEqual({ count: 1 });
    expect(await countSubmission(db, w, crypto.randomUUID()).first()).toEqual({ count: 2 });
  });

  it("returns no row and counts nothing when the idempotency key is already stored", async () => {
    const w = windowOf();
    const stored = lead();
    await insertLead(db, stored, { ...w, max: 0 }, null).run(); // no count yet: the insert is refused
    await countSubmission(db, w, null).run();
    await insertLead(db, stored, w, null).run();
    expect(await countSubmission(db, w, stored.idempotency_key).first()).toBeNull();
    expect(await db.prepare("SELECT count FROM rate_limits WHERE key = ?1").bind(w.key).first()).toEqual({ count: 1 });
  });
});

describe("insertLead", () => {
  it("stores every column and returns the new public id while the client is within its allowance", async () => {
    const w = windowOf(1);
    await countSubmission(db, w, null).run();
    const s = lead({ instagram: "@ana" });
    const row = await insertLead(db, s, w, null).first<{ public_id: string }>();
    expect(row?.public_id).toMatch(/^[0-9a-f]{32}$/);
    const stored = db.prepare("SELECT * FROM contact_submissions WHERE public_id = ?1").bind(row!.public_id);
    expect(await stored.first()).toMatchObject({
      name: s.name,
      email: s.email,
      whatsapp: s.whatsapp,
      instagram: "@ana",
      idempotency_key: s.idempotency_key,
      request_hash: s.request_hash,
      whatsapp_e164: s.whatsapp_e164,
      privacy_version: s.privacy_version,
      status: "novo",
    });
  });

  it("stores nothing once the client's count is over the allowance, or before it was counted", async () => {
    const w = windowOf(1);
    const s = lead();
    expect(await insertLead(db, s, w, null).first()).toBeNull();
    await countSubmission(db, w, null).run();
    await countSubmission(db, w, null).run();
    expect(await insertLead(db, s, w, null).first()).toBeNull();
    expect(await leadByKey(db, s.idempotency_key).first()).toBeNull();
  });

  it("stores nothing under an idempotency key that is already stored", async () => {
    const w = windowOf();
    await countSubmission(db, w, null).run();
    const s = lead();
    await insertLead(db, s, w, null).run();
    expect(await insertLead(db, { ...s, name: "Outra Pessoa" }, w, null).first()).toBeNull();
  });
});

describe("erasedKey", () => {
  it("finds an erased key's hash, and insertLead stores nothing under it", async () => {
    const w = windowOf();
    await countSubmission(db, w, null).run();
    const hash = crypto.randomUUID().replaceAll("-", "").repeat(2);
    expect(await erasedKey(db, hash).first()).toBeNull();
    await db.prepare("INSERT INTO erased_keys (key_hash) VALUES (?1)").bind(hash).run();
    expect(await erasedKey(db, hash).first()).toEqual({ erased: 1 });
    expect(await erasedKey(db, null).first()).toBeNull();
    const s = lead();
    expect(await insertLead(db, s, w, hash).first()).toBeNull();
    expect(await leadByKey(db, s.idempotency_key).first()).toBeNull();
  });
});

describe("leadByKey", () => {
  it("finds the lead stored under a key with its hash, and nothing under an unknown key or none", async () => {
    const w = windowOf();
    await countSubmission(db, w, null).run();
    const s = lead();
    const stored = await insertLead(db, s, w, null).first<{ public_id: string }>();
    expect(await leadByKey(db, s.idempotency_key).first()).toEqual({
      public_id: stored!.public_id,
      request_hash: s.request_hash,
    });
    expect(await leadByKey(db, crypto.randomUUID()).first()).toBeNull();
    expect(await leadByKey(db, null).first()).toBeNull();
  });
});

describe("batch", () => {
  it("returns each statement's first row under its own name, in one transaction", async () => {
    const w = windowOf();
    const s = lead();
    const rows = await batch(db, {
      counted: countSubmission(db, w, s.idempotency_key),
      inserted: insertLead(db, s, w, null),
      earlier: leadByKey(db, s.idempotency_key),
    });
    expect(rows).toEqual({
      counted: { count: 1 },
      inserted: { public_id: expect.stringMatching(/^[0-9a-f]{32}$/) },
      earlier: { public_id: rows.inserted!.public_id, request_hash: s.request_hash },
    });
  });
});

describe("migration 0005", () => {
  it("gives every lead stored before it a public id of its own, shaped as new ones are", async () => {
    const w = windowOf(3);
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) {
      await countSubmission(db, w, null).run();
      await insertLead(db, lead({ email }), w, null).run();
    }
    const marks = emails.map(() => "?").join(", ");
    // As a row stored before the column existed.
    await db
      .prepare(`UPDATE contact_submissions SET public_id = NULL WHERE email IN (${marks})`)
      .bind(...emails)
      .run();
    const backfill = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0005"))!.queries.find((q) =>
      q.startsWith("UPDATE"),
    )!;
    await db.prepare(backfill).run();
    const { results } = await db
      .prepare(`SELECT public_id FROM contact_submissions WHERE email IN (${marks})`)
      .bind(...emails)
      .all<{ public_id: string }>();
    const ids = results.map((r) => r.public_id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
  });
});
