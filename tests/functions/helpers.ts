// Shared by the function tests: requests against the Hono app with a real D1, and row reads.
// Rows persist between the tests of one file, so tests count deltas or look rows up by a unique e-mail.
import { env } from "cloudflare:test";
import { app } from "../../functions/app.ts";
import type { Env } from "../../functions/bindings.ts";
import type { LeadRow } from "../../src/shared/lead-row.ts";

/** The real bindings with a salt and a rate limit no ordinary test reaches; rate-limit tests pass their own. */
export const testEnv: Env = { ...env, RATE_LIMIT_SALT: "test-salt", RATE_LIMIT_MAX: "1000000" };

let counter = 0;
/** A unique e-mail, so a test can find exactly its own row. */
export function uniqueEmail(tag = "lead"): string {
  counter += 1;
  return `${tag}.${Date.now()}.${counter}@example.com`;
}

export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: "Ana Souza", email: uniqueEmail(), whatsapp: "27 99999-8888", ...overrides };
}

export interface PostOptions {
  headers?: Record<string, string>;
  env?: Env;
  ctx?: ExecutionContext;
  method?: string;
}

export function postRaw(body: BodyInit | null, contentType: string | null, opts: PostOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (contentType !== null) headers["content-type"] = contentType;
  return app.request("/api/contact", { method: opts.method ?? "POST", headers, body }, opts.env ?? testEnv, opts.ctx);
}

export function postJson(body: unknown, opts: PostOptions = {}) {
  return postRaw(JSON.stringify(body), "application/json", opts);
}

export function postForm(fields: Record<string, string>, opts: PostOptions = {}) {
  return postRaw(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", opts);
}

export async function countRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM contact_submissions").first<{ n: number }>();
  return row?.n ?? 0;
}

export async function rowsByEmail(email: string): Promise<LeadRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM contact_submissions WHERE email = ?1 ORDER BY id")
    .bind(email)
    .all<LeadRow>();
  return results;
}
