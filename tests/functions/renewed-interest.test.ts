// A plain form sent again, as the worker sends it (the form's values as JSON, under the key it made
// when it first kept them): the same values on another day are a new contact, stored, told to the
// team and open to details; a retry of one send is still one row, told once.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../functions/app.ts";
import { leadOf } from "../../src/sw/lead-of.ts";
import { postRaw, rowsByEmail, testEnv, uniqueEmail } from "./helpers.ts";

const hook = "https://hooks.example.com/services/T000/B000/XXXX";
const withHook = { ...testEnv, LEADS_WEBHOOK_URL: hook };

afterEach(() => vi.restoreAllMocks());

/** The worker's send of the plain form posted at `iso`, and the public id it was answered with (none
 * for a repeat: this key can be computed from the values, so a repeat is not told the id). */
async function sentOn(iso: string, fields: Record<string, string>) {
  const form = new Request("https://expedicao.example/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const { key, body } = await leadOf(form, new Date(iso));
  const ctx = createExecutionContext();
  const res = await postRaw(body, "application/json", { env: withHook, ctx, headers: { "Idempotency-Key": key } });
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id?: string }).id;
}

describe("the same values sent again by the plain form", () => {
  it("on another day are a new contact: stored, told to the team, and its details taken", async () => {
    const notified = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("ok"));
    const email = uniqueEmail("renewed");
    const fields = { name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" };
    const first = await sentOn("2026-11-27T15:00:00Z", fields);
    // The first contact was yesterday.
    await env.DB.prepare(
      "UPDATE contact_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day') " +
        "WHERE public_id = ?1",
    )
      .bind(first)
      .run();
    const second = await sentOn("2026-11-28T15:00:00Z", fields);
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

  it("as a retry of one send (a reload, the worker's replay days later) are one row, told once", async () => {
    const notified = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("ok"));
    const email = uniqueEmail("retried");
    const fields = { name: "Rita Sem Script", email, whatsapp: "(27) 99999-8888" };
    expect(await sentOn("2026-11-28T11:00:00Z", fields)).toMatch(/^[0-9a-f]{32}$/);
    // 23:30 in São Paulo: the same day there, the next one in UTC.
    expect(await sentOn("2026-11-29T02:30:00Z", fields)).toBeUndefined();
    expect(await rowsByEmail(email)).toHaveLength(1);
    expect(notified).toHaveBeenCalledTimes(1);
  });
});
