import { describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { countRows, postForm, postJson, postRaw, rowsByEmail, uniqueEmail, validLead } from "./helpers.ts";

describe("POST /api/contact stores exactly what the visitor typed", () => {
  it("answers 201 with the new row's public id and stores the trimmed values", async () => {
    const email = uniqueEmail();
    const res = await postJson({
      name: "  Ana Souza ",
      email: ` ${email} `,
      whatsapp: " 27 99999-8888 ",
      instagram: " @ana ",
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ ok: boolean; id: string }>();
    expect(body.ok).toBe(true);
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({
      public_id: body.id,
      name: "Ana Souza",
      email,
      whatsapp: "27 99999-8888",
      instagram: "@ana",
    });
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it.each([
    ["accents", "João Conceição Ñandú"],
    ["emoji", "Maria 🌄🚙 Patagônia"],
    ["quotes", `O'Brien "Zé" d’Ávila`],
    ["SQL-looking text", "Robert'); DROP TABLE contact_submissions;--"],
    ["HTML-looking text", `<script>alert("x")</script><img src=x onerror=1>`],
  ])("stores a name with %s verbatim", async (_, name) => {
    const email = uniqueEmail();
    expect((await postJson(validLead({ name, email }))).status).toBe(201);
    const rows = await rowsByEmail(email);
    expect(rows.map((r) => r.name)).toEqual([name]);
  });

  it.each([[undefined], [null], [""], ["   "]])("stores instagram %j as NULL", async (instagram) => {
    const email = uniqueEmail();
    expect((await postJson(validLead({ email, instagram }))).status).toBe(201);
    expect((await rowsByEmail(email))[0]?.instagram).toBeNull();
  });

  it("answers random public ids that say nothing of how many leads there are, never the row id", async () => {
    const ids = [];
    for (const email of [uniqueEmail(), uniqueEmail()]) {
      const body = await (await postJson(validLead({ email }))).json<{ id: unknown }>();
      const [row] = await rowsByEmail(email);
      expect(body.id).toMatch(/^[0-9a-f]{32}$/);
      expect(body.id).toBe(row?.public_id);
      ids.push(body.id);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("answers a repeated Idempotency-Key with the first row's id and stores nothing new", async () => {
    const email = uniqueEmail();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await (await postJson(validLead({ email }), { headers })).json<{ id: string }>();
    const before = await countRows();
    const again = await postJson(validLead({ email }), { headers });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect(await countRows()).toBe(before);
    expect(await rowsByEmail(email)).toHaveLength(1);
  });

  it("answers a reused Idempotency-Key with another lead 422, in Portuguese, keeping the first row", async () => {
    const email = uniqueEmail();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    await postJson(validLead({ email, name: "Ana Souza" }), { headers });
    const before = await countRows();
    const res = await postJson(validLead({ email, name: "Outra Pessoa" }), { headers });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      error: "idempotency_conflict",
      message: expect.stringMatching(/já foi usada/),
    });
    expect(await countRows()).toBe(before);
    expect((await rowsByEmail(email)).map((r) => r.name)).toEqual(["Ana Souza"]);
  });

  it("treats a retry that differs only in spaces around the values as the same lead", async () => {
    const email = uniqueEmail();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await (await postJson(validLead({ email }), { headers })).json<{ id: string }>();
    const again = await postJson(validLead({ email: ` ${email} `, name: " Ana Souza " }), { headers });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
  });

  it("stores two rows for two different Idempotency-Keys", async () => {
    const email = uniqueEmail();
    await postJson(validLead({ email }), { headers: { "Idempotency-Key": crypto.randomUUID() } });
    await postJson(validLead({ email }), { headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(await rowsByEmail(email)).toHaveLength(2);
  });

  it("answers a filled honeypot as if stored but stores nothing", async () => {
    const email = uniqueEmail();
    const before = await countRows();
    const res = await postJson(validLead({ email, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    const body = await res.json<{ ok: boolean; id: unknown }>();
    expect(body.ok).toBe(true);
    // Shaped as a stored lead's public id, so a robot cannot tell it was caught.
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    const form = await postForm({ name: "Bot", email, whatsapp: "27999998888", website: "x" });
    expect(form.status).toBe(303);
    expect(await countRows()).toBe(before);
  });

  it("keeps the first value of a form field sent twice", async () => {
    const email = uniqueEmail();
    const body = `name=Ana+Souza&name=Outro+Nome&email=${encodeURIComponent(email)}&whatsapp=27999998888`;
    expect((await postRaw(body, "application/x-www-form-urlencoded")).status).toBe(303);
    expect((await rowsByEmail(email))[0]?.name).toBe("Ana Souza");
  });

  it(
    "stores the privacy notice version the page sent when it is one the site published (a page cached offline " +
      "may send an older one)",
    async () => {
      const email = uniqueEmail();
      await postJson(validLead({ email, privacy_version: "2026-11-23" }));
      expect((await rowsByEmail(email))[0]?.privacy_version).toBe("2026-11-23");
    },
  );

  it.each([
    [undefined],
    ["versão 1"],
    ["2025-1-31"],
    [20250131],
    ["2025-01-31; DROP"],
    ["9999-99-99"],
    ["1999-01-01"],
    ["2025-01-31"],
  ])(
    "stores the current privacy notice version when the page sent %j, which was never published",
    async (privacy_version) => {
      const email = uniqueEmail();
      await postJson(validLead({ email, privacy_version }));
      expect((await rowsByEmail(email))[0]?.privacy_version).toBe(privacyNoticeVersion);
    },
  );

  it("ignores unknown fields", async () => {
    const email = uniqueEmail();
    const res = await postJson(validLead({ email, id: 1, created_at: "1999-01-01", admin: true }));
    expect(res.status).toBe(201);
    const [row] = await rowsByEmail(email);
    expect(row?.created_at.startsWith("1999")).toBe(false);
  });
});
