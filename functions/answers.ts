// JSON answers of the API. Bodies carry codes and Portuguese messages only: never an exception,
// SQL or any other internal detail.
// Then the answer to a JavaScript-less form post that cannot be stored: an HTML page.
import type { ContactErrorCode, ContactResponse } from "../src/shared/api-types.ts";
import { contactFields, type LeadField } from "../src/shared/contact-fields.ts";
import { pageTitle } from "../src/content/site.ts";
import type { Env } from "./bindings.ts";
import { inlineStyleHashes, policyAllowingStyles } from "./headers.ts";

/** Headers every /api answer carries, whatever produced it. */
export const apiHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
};

export function json(
  body: ContactResponse | { ok: boolean; error?: string },
  status: number,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...apiHeaders, ...headers },
  });
}

export const statusOf: Record<ContactErrorCode, number> = {
  validation: 400,
  bad_request: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  idempotency_conflict: 422,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** A refusal of the contact endpoint, carried up to the route, which renders it as JSON or HTML. */
export class ContactError extends Error {
  readonly headers: Record<string, string>;
  readonly fields?: Partial<Record<LeadField, string>>;
  constructor(
    readonly code: ContactErrorCode,
    message?: string,
    opts: { headers?: Record<string, string>; fields?: Partial<Record<LeadField, string>> } = {},
  ) {
    super(message ?? code);
    this.headers = opts.headers ?? {};
    if (opts.fields) this.fields = opts.fields;
  }
  get status() {
    return statusOf[this.code];
  }
  /** The message meant for the visitor, if this refusal has one. */
  get visitorMessage(): string | undefined {
    return this.message === this.code ? undefined : this.message;
  }
}

export function errorJson(err: ContactError, headers: Record<string, string> = {}) {
  const body: ContactResponse = { ok: false, error: err.code };
  if (err.visitorMessage) body.message = err.visitorMessage;
  if (err.fields) body.fields = err.fields;
  return json(body, err.status, { ...err.headers, ...headers });
}

// The answer to a form posted without JavaScript that cannot be stored: the prerendered home page
// itself, with the error at the top of the form and every field holding what the visitor typed.
// app.ts adds the site's security headers to it, as to every HTML page the function renders; its
// policy is the static pages' one, allowing the inline critical CSS of the page actually sent.
export interface FormError {
  status: number;
  title: string;
  message: string;
  fields?: Partial<Record<LeadField, string>>;
  values?: Partial<Record<LeadField, string>>;
  headers?: Record<string, string>;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function alertHtml(e: FormError): string {
  return (
    `<div id="contact-form-error" role="alert" tabindex="-1" ` +
    `style="border:2px solid #b9461f;border-radius:.5rem;padding:.75rem ` +
    `1rem;margin-bottom:1rem;color:#0f2a3d;background:#fff">` +
    `<strong>${escapeHtml(e.title)}</strong><br>${escapeHtml(e.message)}</div>`
  );
}

function fallbackPage(e: FormError): string {
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, ` +
    `initial-scale=1"><title>${escapeHtml(pageTitle(e.title))}</title></head><body><main>${alertHtml(e)}<p><a ` +
    `href="/#contato">Voltar ao formulário</a></p></main></body></html>`
  );
}

async function homePage(env: Env, request: Request): Promise<string | null> {
  if (!env.ASSETS) return null;
  try {
    const res = await env.ASSETS.fetch(new URL("/", request.url));
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

// Adds the error and the typed values only as elements and attributes (style attributes, which
// style-src-attr allows): the page's <style> elements are sent as they were hashed.
function rewrite(html: string, e: FormError, headers: Record<string, string>): Response {
  const hasForm = /id="contact-form"|action="\/api\/contact"/.test(html);
  let placed = false;
  const place = (el: Element) => {
    if (placed) return;
    placed = true;
    el.prepend(alertHtml(e), { html: true });
  };
  let rewriter = new HTMLRewriter();
  rewriter = hasForm
    ? rewriter.on("form#contact-form", { element: place }).on('form[action="/api/contact"]', { element: place })
    : rewriter.on("body", { element: place });
  for (const field of contactFields) {
    rewriter = rewriter.on(`input[name="${field}"]`, {
      element(el) {
        const value = e.values?.[field];
        // setAttribute escapes only the quote; escaping & too makes "&amp;" typed show as typed.
        if (value !== undefined) el.setAttribute("value", value.replaceAll("&", "&amp;"));
        const message = e.fields?.[field];
        if (!message) return;
        const id = `${field}-server-error`;
        el.setAttribute("aria-invalid", "true");
        const describedBy = el.getAttribute("aria-describedby");
        el.setAttribute("aria-describedby", describedBy ? `${describedBy} ${id}` : id);
        el.after(`<p id="${id}" style="color:#b9461f;margin:.25rem 0 0">${escapeHtml(message)}</p>`, { html: true });
      },
    });
  }
  return rewriter.transform(new Response(html, { status: e.status, headers }));
}

export async function formErrorPage(env: Env, request: Request, e: FormError): Promise<Response> {
  const home = await homePage(env, request);
  const html = home ?? fallbackPage(e);
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policyAllowingStyles(await inlineStyleHashes(html)),
    ...apiHeaders,
    ...e.headers,
  };
  return home ? rewrite(home, e, headers) : new Response(html, { status: e.status, headers });
}
