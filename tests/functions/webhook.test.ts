// Outbound fetch is mocked: this sandbox has no network, and the team's webhook is not ours to call.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, postForm, postJson, rowsByEmail, testEnv, uniqueEmail, validLead } from "./helpers.ts";

const hook = "https://hooks.example.com/services/T000/B000/XXXX";
const env = { ...testEnv, LEADS_WEBHOOK_URL: hook };

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(impl);
}

afterEach(() => vi.restoreAllMocks());

describe("the new-lead webhook", () => {
  it("posts only that there is a new lead and the command that reads it: no personal data", async () => {
    const fetchSpy = mockFetch(async () => new Response("ok"));
    const email = uniqueEmail();
    const ctx = createExecutionContext();
    const lead = validLead({ email, name: "João Araújo", whatsapp: "(27) 99999-8888", instagram: "@joao.araujo" });
    const res = await postJson(lead, { env, ctx });
    expect(res.status).toBe(201);
    await waitOnExecutionContext(ctx);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(hook);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    const message = "1 novo lead no site. Para ler: npm run leads -- --remote";
    expect(JSON.parse(String(init?.body))).toEqual({ text: message, content: message });
    for (const personal of ["João", "Araújo", email, "99999", "8888", "joao.araujo"]) {
      expect(String(init?.body)).not.toContain(personal);
    }
    expect(await rowsByEmail(email)).toHaveLength(1);
  });

  it.each([
    ["answers 500", async () => new Response("boom", { status: 500 })],
    [
      "fails to connect",
      async (): Promise<Response> => {
        throw new TypeError("Network connection lost.");
      },
    ],
  ])("keeps the 201 and the row when the webhook %s, logging no personal data", async (_, impl) => {
    mockFetch(impl);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = uniqueEmail();
    const ctx = createExecutionContext();
    const res = await postJson(validLead({ email, name: "Pessoa Privada" }), { env, ctx });
    expect(res.status).toBe(201);
    await waitOnExecutionContext(ctx);
    expect(await rowsByEmail(email)).toHaveLength(1);
    expect(errors).toHaveBeenCalled();
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("Pessoa");
  });

  it("does not make the visitor wait for a slow webhook", async () => {
    let release: () => void = () => {};
    mockFetch(
      () =>
        new Promise((resolve) => {
          release = () => resolve(new Response("ok"));
        }),
    );
    const ctx = createExecutionContext();
    const res = await postForm(validLead() as Record<string, string>, { env, ctx });
    expect(res.status).toBe(303);
    release();
    await waitOnExecutionContext(ctx);
  });

  it("sends nothing when LEADS_WEBHOOK_URL is not set", async () => {
    const fetchSpy = mockFetch(async () => new Response("ok"));
    const ctx = createExecutionContext();
    expect((await postJson(validLead(), { ctx })).status).toBe(201);
    await waitOnExecutionContext(ctx);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends nothing for a honeypot hit or a repeated idempotency key", async () => {
    const fetchSpy = mockFetch(async () => new Response("ok"));
    const ctx = createExecutionContext();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const lead = validLead();
    await postJson(lead, { env, ctx, headers });
    const before = await countRows();
    await postJson(lead, { env, ctx, headers });
    await postJson(validLead({ website: "spam" }), { env, ctx });
    await waitOnExecutionContext(ctx);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await countRows()).toBe(before);
  });
});
