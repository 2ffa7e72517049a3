// A plain form's key: its hidden field, which the page's script fills, or with JavaScript off a key
// derived from the client and the lead, so that a browser's retries of one post are one row.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postForm, rowsByEmail, testEnv, uniqueEmail } from "./helpers.ts";

const typed = (email: string) => ({ name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" });
const from = (ip: string) => ({ "cf-connecting-ip": ip });

describe("a plain form's idempotency key", () => {
  it("with JavaScript off, a plain post retried 5 times is one row, and every retry lands on /obrigado", async () => {
    const email = uniqueEmail("retried");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await postForm(typed(email), { headers: from("198.51.100.20") }));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
    expect(answers.map((a) => a.headers.get("location"))).toEqual(Array(5).fill("/obrigado"));
    // The first answer hands the details form its lead; a retry under a derived key hands out nothing.
    expect(answers[0]!.headers.get("set-cookie")).toMatch(/^lead=[0-9a-f]{32};/);
    expect(answers.slice(1).map((a) => a.headers.get("set-cookie"))).toEqual(Array(4).fill(null));
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotency_key).toMatch(/^plain-[0-9a-f]{64}$/);
  });

  it("derived from the client: the same values from another address are another row", async () => {
    const email = uniqueEmail("two-clients");
    await postForm(typed(email), { headers: from("198.51.100.21") });
    await postForm(typed(email), { headers: from("198.51.100.22") });
    expect(await rowsByEmail(email)).toHaveLength(2);
  });

  it("with the field filled, the key is the field's", async () => {
    const email = uniqueEmail("field");
    const key = crypto.randomUUID();
    const first = await postForm({ ...typed(email), idempotency_key: key });
    expect(first.status).toBe(303);
    const [row] = await rowsByEmail(email);
    expect(row!.idempotency_key).toBe(key);
    // A random key is its sender's: the repeat is handed its lead again.
    const again = await postForm({ ...typed(email), idempotency_key: key }, { headers: from("198.51.100.23") });
    expect(again.headers.get("set-cookie")).toMatch(new RegExp(`^lead=${row!.public_id};`));
    expect(await rowsByEmail(email)).toHaveLength(1);
  });

  it("a header's key is taken before the field's", async () => {
    const email = uniqueEmail("header");
    const key = crypto.randomUUID();
    await postForm({ ...typed(email), idempotency_key: crypto.randomUUID() }, { headers: { "Idempotency-Key": key } });
    expect((await rowsByEmail(email))[0]!.idempotency_key).toBe(key);
  });

  it("a field of the wrong shape is refused like the header, and nothing is stored", async () => {
    const email = uniqueEmail("bad-key");
    const res = await postForm({ ...typed(email), idempotency_key: "<script>" }, { env: { ...testEnv } });
    expect(res.status).toBe(400);
    expect(await rowsByEmail(email)).toHaveLength(0);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM contact_submissions WHERE idempotency_key = ?1")
      .bind("<script>")
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
