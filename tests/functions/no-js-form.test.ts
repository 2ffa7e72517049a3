// The same form posted with JavaScript off (application/x-www-form-urlencoded).
import { createPagesEventContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { onRequest } from "../../functions/api/[[route]].ts";
import type { Env } from "../../functions/bindings.ts";
import { contentSecurityPolicy } from "../../functions/headers.ts";
import { countRows, postForm, rowsByEmail, testEnv, uniqueEmail } from "./helpers.ts";

const homeHtml = `<!doctype html><html lang="pt-BR"><body><main><section id="contato">
<form id="contact-form" method="post" action="/api/contact">
<input name="name" aria-describedby="name-hint"><input name="email" type="email">
<input name="whatsapp" type="tel"><input name="instagram"><button>Quero Saber Mais!</button>
</form></section></main></body></html>`;
const fakeAssets = {
  fetch: async () => new Response(homeHtml, { headers: { "content-type": "text/html" } }),
} as unknown as Fetcher;
const withPage: Env = { ...testEnv, ASSETS: fakeAssets };

/** Runs the Pages entry point (functions/api/[[route]].ts) as Pages would, with the test's bindings
 * (the default rate limit of 5 applies; these tests post fewer). */
function viaPages(request: Request) {
  type Fn = PagesFunction<Cloudflare.Env, never, Record<string, never>>;
  const ctx = createPagesEventContext<Fn>({ request: request as Parameters<Fn>[0]["request"] });
  return onRequest(ctx as unknown as Parameters<typeof onRequest>[0]);
}

describe("a form posted without JavaScript", () => {
  it("is stored and redirected with 303 to /obrigado", async () => {
    const email = uniqueEmail();
    const res = await postForm({ name: "José Araújo", email, whatsapp: "(27) 99999-8888", instagram: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/obrigado");
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({ name: "José Araújo", whatsapp: "(27) 99999-8888", instagram: null });
  });

  it("gets the home page back with status 400, the error on top of the form and the values kept", async () => {
    const before = await countRows();
    const typed = { name: 'Zé "Aspas" <b>&amp;', email: "nao-e-email", whatsapp: "27 99999-8888", instagram: "@ze" };
    const res = await postForm(typed, { env: withPage });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(
        '<form id="contact-form"[^>]*><div id="contact-form-error" role="alert"[^>]*>' +
          "<strong>Erro no formulário</strong><br>E-mail inválido</div>",
      ),
    );
    expect(html).toContain('name="name" aria-describedby="name-hint" value="Zé &quot;Aspas&quot; <b>&amp;amp;"');
    expect(html).toContain(
      'name="email" type="email" value="nao-e-email" aria-invalid="true" aria-describedby="email-server-error"',
    );
    expect(html).toMatch(/<p id="email-server-error"[^>]*>E-mail inválido<\/p>/);
    expect(html).toContain('name="whatsapp" type="tel" value="27 99999-8888"');
    expect(html).toContain('name="instagram" value="@ze"');
    expect(await countRows()).toBe(before);
  });

  it.each([
    ["the home page with the error", withPage],
    ["the standalone error page", { ...testEnv, ASSETS: undefined }],
  ])("serves %s with the static pages' security headers", async (_, pageEnv) => {
    const res = await postForm({ name: "A", email: "x", whatsapp: "1" }, { env: pageEnv });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps HTML-looking input inert: only inside a quoted value attribute", async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const res = await postForm({ name: hostile, email: hostile, whatsapp: "" }, { env: withPage });
    const html = await res.text();
    expect(html).toContain('value="&quot;><img src=x onerror=alert(1)>"');
    expect(html.replace(/value="[^"]*"/g, "")).not.toContain("<img");
  });

  it("gets a small standalone error page when the site's assets are not bound", async () => {
    const { ASSETS: _, ...noAssets } = testEnv;
    const res = await postForm({ name: "A", email: "x", whatsapp: "1" }, { env: noAssets as Env });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="/#contato"');
  });

  it.skipIf(!env.ASSETS)("gets the built home page (dist/) with the error, through the Pages onRequest", async () => {
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ name: "A", email: "ana@example.com", whatsapp: "27 99999-8888" }).toString(),
    });
    const res = await viaPages(request);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<html lang="pt-BR"[ >]/);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Nome deve ter pelo menos 2 caracteres");
    if (html.includes('name="email"')) expect(html).toMatch(/name="email"[^>]*value="ana@example.com"/);
  });

  // createPagesEventContext needs the ASSETS binding, which only a built site gives.
  it.skipIf(!env.ASSETS)("is stored through the Pages onRequest and redirected", async () => {
    const email = uniqueEmail();
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Ana Souza", email, whatsapp: "27 99999-8888" }).toString(),
    });
    const res = await viaPages(request);
    expect(res.status).toBe(303);
    expect(await rowsByEmail(email)).toHaveLength(1);
  });
});
