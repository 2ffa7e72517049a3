// One route for a post that comes as JSON (the page's script) or as a plain form (no JavaScript).
// A lead (contact.ts) and its details (details.ts) are two; each gives only its own steps. In the
// order a request meets it:
//   A. the checks (checks.ts), cheapest first: origin, media type, idempotency key, size, UTF-8;
//   B. the body's known fields, picked into a prototype-less record, then the route's `validate`;
//   C. the route's `store`, whose failure, but for its own refusals, is a 503 with nothing personal
//      logged;
//   D. any refusal answered as JSON, or to the plain form as its page with the error and the values.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { failedTitle, invalidTitle, sendFailedMessage } from "../src/shared/form-messages.ts";
import { ContactError, erasedPage, errorJson, type FormError, json } from "./answers.ts";
import type { BodyKind, ContactEnv, Env } from "./bindings.ts";
import { idempotencyKey, mediaType, sameOrigin, sizeLimit, strictBody } from "./checks.ts";

export type PostContext = Context<ContactEnv>;

export interface PostRoute<F extends string, T> {
  /** Names the route in the function's log. */
  name: string;
  /** The fields read from a body; anything else in it is ignored. */
  fields: readonly F[];
  /** Those a plain form may repeat (a group of boxes), read as a list. */
  lists?: readonly F[];
  /** The valid body, or a ContactError. */
  validate: (fields: Readonly<Partial<Record<F, unknown>>>, c: PostContext) => T;
  /** The route's own step, and its answer. */
  store: (c: PostContext, valid: T) => Promise<Response>;
  /** The plain form's page, showing the error. */
  errorPage: (env: Env, request: Request, e: FormError) => Promise<Response>;
}

export function postRoute<F extends string, T>(route: PostRoute<F, T>): Hono<ContactEnv> {
  // B. Only the known fields are copied, so keys like __proto__ touch nothing. Typed `unknown` for
  // Hono's validator, which cannot infer through a type parameter; `valid` below gives it back as T.
  const read = (value: unknown, c: PostContext): unknown => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new ContactError("bad_request", "O corpo deve ser um objeto JSON.");
    }
    const record = value as Record<string, unknown>;
    const fields: Partial<Record<F, unknown>> = Object.create(null);
    for (const key of route.fields) {
      if (!Object.hasOwn(record, key)) continue;
      const v = record[key];
      // Hono gathers a repeated form field into an array; the first wins, as in URLSearchParams.get,
      // but for a list.
      fields[key] = c.var.kind === "form" && Array.isArray(v) && !route.lists?.includes(key) ? v[0] : v;
    }
    c.set("fields", fields);
    return route.validate(fields, c);
  };
  const byKind: Record<BodyKind, MiddlewareHandler<ContactEnv>> = {
    json: validator("json", read),
    form: validator("form", read),
  };
  const valid: MiddlewareHandler<ContactEnv, string, { out: { json: T; form: T } }> = (c, next) =>
    byKind[c.var.kind](c, next);

  const app = new Hono<ContactEnv>();
  app.post("/", sameOrigin, mediaType, idempotencyKey, sizeLimit, strictBody, valid, async (c) => {
    try {
      return await route.store(c, c.req.valid(c.var.kind));
    } catch (err) {
      if (err instanceof ContactError) throw err;
      console.error(`${route.name}: store failed (${err instanceof Error ? err.name : typeof err})`);
      throw new ContactError("unavailable");
    }
  });
  app.all("/", () => json({ ok: false, error: "method_not_allowed" }, 405, { Allow: "POST" }));

  // D.
  app.onError((caught, c) => {
    const err = refusal(caught, route.name, c.var.kind);
    // A foreign site gets a bare refusal, never our page (the origin is checked before the kind is known).
    if (c.var.kind !== "form") return errorJson(err);
    // Never the form with the values: the person asked for them to be erased.
    if (err.code === "erased") return erasedPage(err.visitorMessage ?? sendFailedMessage);
    return route.errorPage(c.env, c.req.raw, {
      status: err.status,
      title: err.code === "validation" ? invalidTitle : failedTitle,
      message: err.visitorMessage && err.code !== "bad_request" ? err.visitorMessage : sendFailedMessage,
      ...(err.fields ? { fields: err.fields } : {}),
      values: Object.fromEntries(
        Object.entries(c.var.fields ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
      ),
      headers: err.headers,
    });
  });
  return app;
}

function refusal(err: Error, name: string, kind: BodyKind | undefined): ContactError {
  if (err instanceof ContactError) return err;
  // Hono's validator refuses a body its parser cannot read.
  if (err instanceof HTTPException && err.status === 400) {
    return new ContactError("bad_request", kind === "form" ? "Formulário malformado." : "JSON malformado.");
  }
  console.error(`${name}: unexpected failure`);
  return new ContactError("unavailable");
}
