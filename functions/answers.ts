// JSON answers of the API. Bodies carry codes and Portuguese messages only: never an exception,
// SQL or any other internal detail.
// Then the answer to a JavaScript-less form post that cannot be stored: an HTML page.
import {
  type ApiErrorCode,
  type ApiBody,
  type DeparturesBody,
  type FieldMessages,
  statusOf,
} from "../src/shared/api-contract.ts";
import { contactFields } from "../src/shared/contact-fields.ts";
import { detailFields } from "../src/shared/details-fields.ts";
import { pageTitle } from "../src/content/site.ts";
import { escapeHtml } from "../src/shared/escape-html.ts";
import type { Env } from "./bindings.ts";
import { inlineHashes, policyAllowingInline } from "./headers.ts";
import { readDepartures } from "./departures-store.ts";
import { withMonthsOf } from "./offered-months.ts";

/** Headers every /api answer carries, whatever produced it. */
export const apiHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
};

export function json(body: ApiBody | DeparturesBody, status: number, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...apiHeaders, ...headers },
  });
}

/** A refusal of an /api post (a lead, its details), carried up to the route (post-route.ts), which
 * renders it as JSON or HTML, with its status (src/shared/api-contract.ts). */
export class ContactError extends Error {
  readonly headers: Record<string, string>;
  readonly fields?: FieldMessages;
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    opts: { headers?: Record<string, string>; fields?: FieldMessages } = {},
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
  const body: ApiBody = { ok: false, error: err.code };
  if (err.visitorMessage) body.message = err.visitorMessage;
  if (err.fields) body.fields = err.fields;
  return json(body, err.status, { ...err.headers, ...headers });
}

// The answer to a form posted without JavaScript that cannot be stored: the prerendered page the
// form is on (the home page for a lead, /obrigado for its details), with the error at the top of
// the form and every field holding what the visitor typed. app.ts adds the site's security headers
// to it, as to every HTML page the function renders; its policy is the static pages' one, allowing
// the inline critical CSS of the page actually sent.
export interface FormError {
  status: number;
  title: string;
  message: string;
  fields?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  headers?: Record<string, string>;
}

/** Where a plain form lives: its page, the form on it, its fields and the link back to it. */
interface FormPage {
  path: string;
  /** The form's selectors, and how to tell that the page holds it. */
  forms: string[];
  holdsForm: RegExp;
  /** The error's element id. */
  errorId: string;
  fields: readonly string[];
  back: string;
}

const leadForm: FormPage = {
  path: "/",
  forms: ["form#contact-form", 'form[action="/api/contact"]'],
  holdsForm: /id="contact-form"|action="\/api\/contact"/,
  errorId: "contact-form-error",
  fields: contactFields,
  back: "/#contato",
};
const detailsForm: FormPage = {
  path: "/obrigado",
  forms: ["form#details-form"],
  holdsForm: /id="details-form"/,
  errorId: "details-form-error",
  fields: detailFields,
  back: "/obrigado#detalhes",
};

function alertHtml(e: FormError, id: string): string {
  return (
    `<div id="${id}" role="alert" tabindex="-1" ` +
    `style="border:2px solid #b9461f;border-radius:.5rem;padding:.75rem ` +
    `1rem;margin-bottom:1rem;color:#0f2a3d;background:#fff">` +
    `<strong>${escapeHtml(e.title)}</strong><br>${escapeHtml(e.message)}</div>`
  );
}

/** A page of its own: the message, and one link on. */
function plainPage(e: FormError, errorId: string, link: { href: string; text: string }): string {
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, ` +
    `initial-scale=1"><title>${escapeHtml(pageTitle(e.title))}</title></head><body><main>` +
    `${alertHtml(e, errorId)}<p><a href="${link.href}">${link.text}</a></p></main></body></html>`
  );
}

const fallbackPage = (e: FormError, page: FormPage) =>
  plainPage(e, page.errorId, { href: page.back, text: "Voltar ao formulário" });

/** A lead erased at the person's request, sent again as a plain form: a plain page that says so,
 * with nothing of what the post carried. */
export function erasedPage(message: string): Response {
  const e: FormError = { status: statusOf.erased, title: "Contato apagado", message };
  return new Response(plainPage(e, leadForm.errorId, { href: "/", text: "Ir para a página inicial" }), {
    status: e.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...apiHeaders },
  });
}

async function staticPage(env: Env, request: Request, path: string): Promise<string | null> {
  if (!env.ASSETS) return null;
  try {
    const res = await env.ASSETS.fetch(new URL(path, request.url));
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/** The field's message under it, and the field marked invalid and described by the message. */
function markInvalid(el: Element, field: string, message: string) {
  const id = `${field}-server-error`;
  el.setAttribute("aria-invalid", "true");
  const describedBy = el.getAttribute("aria-describedby");
  el.setAttribute("aria-describedby", describedBy ? `${describedBy} ${id}` : id);
  el.after(`<p id="${id}" style="color:#b9461f;margin:.25rem 0 0">${escapeHtml(message)}</p>`, { html: true });
}

// Adds the error and the typed values only as elements and attributes (style attributes, which
// style-src-attr allows): the page's <style> elements are sent as they were hashed.
function rewrite(html: string, page: FormPage, e: FormError, headers: Record<string, string>): Response {
  const hasForm = page.holdsForm.test(html);
  let placed = false;
  const place = (el: Element) => {
    if (placed) return;
    placed = true;
    el.prepend(alertHtml(e, page.errorId), { html: true });
  };
  let rewriter = new HTMLRewriter();
  rewriter = hasForm
    ? page.forms.reduce((r, selector) => r.on(selector, { element: place }), rewriter)
    : rewriter.on("body", { element: place });
  for (const field of page.fields) {
    const value = e.values?.[field];
    const message = e.fields?.[field];
    rewriter = rewriter
      .on(`input[name="${field}"]`, {
        element(el) {
          const type = el.getAttribute("type");
          if (value !== undefined && (type === "radio" || type === "checkbox")) {
            if (el.getAttribute("value") === value) el.setAttribute("checked", "");
            else el.removeAttribute("checked");
          } else if (value !== undefined) {
            // setAttribute escapes only the quote; escaping & too makes "&amp;" typed show as typed.
            el.setAttribute("value", value.replaceAll("&", "&amp;"));
          }
          if (message && type !== "radio") markInvalid(el, field, message);
        },
      })
      .on(`select[name="${field}"], textarea[name="${field}"]`, {
        element(el) {
          if (value !== undefined && el.tagName === "textarea") el.setInnerContent(value);
          if (message) markInvalid(el, field, message);
        },
      })
      .on(`select[name="${field}"] option`, {
        element(el) {
          if (value === undefined) return;
          if (el.getAttribute("value") === value) el.setAttribute("selected", "");
          else el.removeAttribute("selected");
        },
      });
  }
  return rewriter.transform(new Response(html, { status: e.status, headers }));
}

async function errorPage(env: Env, request: Request, page: FormPage, e: FormError): Promise<Response> {
  let found = await staticPage(env, request, page.path);
  // The departures and months offered are today's, before the visitor's own choice is marked among them.
  if (found && page === detailsForm) {
    const now = new Date();
    found = await withMonthsOf(new Response(found), now, await readDepartures(env.DB, now)).text();
  }
  const html = found ?? fallbackPage(e, page);
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": policyAllowingInline(await inlineHashes(html)),
    ...apiHeaders,
    ...e.headers,
  };
  return found ? rewrite(found, page, e, headers) : new Response(html, { status: e.status, headers });
}

/** A lead's plain form that cannot be stored: the home page with the error. */
export const formErrorPage = (env: Env, request: Request, e: FormError) => errorPage(env, request, leadForm, e);

/** Details posted from /obrigado's plain form that cannot be stored: that page with the error. */
export const detailsErrorPage = (env: Env, request: Request, e: FormError) => errorPage(env, request, detailsForm, e);
