// A plain form sent again, as the worker sends it (the form's values as JSON, under the random key it
// made when it first kept them): the same values sent again once the first was stored are a new
// contact, stored, told to the team and open to details; a retry of one kept send is one row, told once.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../functions/app.ts";
import { leadOf } from "../../src/sw/lead-of.ts";
import { postRaw, rowsByEmail, testEnv, uniqueEmail } from "./helpers.ts";

const hook = "https://hooks.example.com/services/T000/B000/XXXX";
const withHook = { ...testEnv, LEADS_WEBHOOK_URL: hook };

afterEach(() => vi.restoreAllMocks());

/** The plain form's post as the worker keeps it: its random key and its JSON. */
const keptFrom = (fields: Record<string, string>) =>
  leadOf(
    new Request("https://expedicao.example/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );

/** The worker's send of a kept lead, and the public id it was answered with. */
async function sent({ key, body }: { key: string; body: string }) {
  const ctx = createExecutionContext();
  const res = await postRaw(body, "application/json", { env: withHook, ctx, headers: { "Idempotency-Key": key } });
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id?: string }).id;
}

describe("the same values sent again by the plain form", () => {
  it("once the first was stored, are a new contact: stored, told to the team, and its details taken", async () => {
    const notified = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("ok"));
    const email = uniqueEmail("renewed");
    const fields = { name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" };
    const first = await sent(await keptFrom(fields));
    // The first contact was yesterday.
    await env.DB.prepare(
      "UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day') " +
        "WHERE public_id = ?1",
    )
      .bind(first)
      .run();
    const second = await sent(await keptFrom(fields));
    expect(second).not.toBe(first);
    expect(await rowsByEmail(email)).toHaveLength(2);
    expect(notified).toHaveBeenCalledTimes(2);
    const details = await app.request(
      "/api/contact/details",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `lead=${second}` },
        body: "people=3",
      },
      testEnv,
    );
    expect(details.status).toBe(303);
  });

  it("as a retry of one kept send (the worker's replay days later) are one row, told once", async () => {
    const notified = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("ok"));
    const email = uniqueEmail("retried");
    const fields = { name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" };
    const kept = await keptFrom(fields);
    const first = await sent(kept);
    expect(await sent(kept)).toBe(first);
    expect(await rowsByEmail(email)).toHaveLength(1);
    expect(notified).toHaveBeenCalledTimes(1);
  });
});
