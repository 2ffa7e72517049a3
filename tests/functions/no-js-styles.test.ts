// A visitor without JavaScript sees the pages a plain form post leads to styled from their first
// paint: each page's inline critical CSS must be allowed by the Content-Security-Policy it is
// served with, or the browser drops it and the page flashes unstyled until the stylesheet arrives.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../functions/headers.ts";
import { postForm, testEnv } from "./helpers.ts";

/** The text of each inline <style> element, as the browser hashes it. */
const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

async function hashSource(css: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(css));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The sources a directive of the policy lists: style-src governs <style> elements, script-src scripts. */
function sources(csp: string | null, name = "style-src"): string[] {
  const directive = (csp ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return directive?.slice(1) ?? [];
}
const styleSources = (csp: string | null) => sources(csp, "style-src");

async function expectStylesAllowed(res: Response) {
  const html = await res.text();
  const styles = inlineStyles(html);
  expect(styles.length, "the built page has no inline critical CSS").toBeGreaterThan(0);
  const allowed = styleSources(res.headers.get("content-security-policy"));
  for (const css of styles) expect(allowed, css.slice(0, 60)).toContain(await hashSource(css));
}

// The built site (dist/) is the page sent back; `npm test` builds first.
describe.skipIf(!env.ASSETS)("the pages a form posted without JavaScript leads to", () => {
  it("allow the inline styles of the home page sent back with the error", async () => {
    const res = await postForm({ name: "A", email: "nao-e-email", whatsapp: "27 99999-8888" }, { env: testEnv });
    expect(res.status).toBe(400);
    expect(await res.clone().text()).toContain('id="contact-form-error"');
    await expectStylesAllowed(res.clone());
    // Hashes added to style-src and script-src, and nothing else loosened.
    const hashed = ["style-src", "script-src"];
    const directives = (csp: string) => csp.split("; ").map((d) => hashed.find((h) => d.startsWith(`${h} `)) ?? d);
    const sent = res.headers.get("content-security-policy")!;
    expect(directives(sent)).toEqual(directives(contentSecurityPolicy));
    for (const name of hashed)
      expect(sources(sent, name).slice(0, sources(contentSecurityPolicy, name).length)).toEqual(
        sources(contentSecurityPolicy, name),
      );
    // The page's first script, inside it, runs there too: allowed by its hash alone.
    const [, firstScript] = /<script type="module">([\s\S]*?)<\/script>/.exec(await res.clone().text()) ?? [];
    expect(firstScript, "the page sent back has no first script").toBeTruthy();
    expect(sources(sent, "script-src").slice(sources(contentSecurityPolicy, "script-src").length)).toEqual([
      await hashSource(firstScript!),
    ]);
  });

  it("allow the inline styles of the thank-you page the stored lead is redirected to", async () => {
    const res = await env.ASSETS!.fetch(new URL("/obrigado", "http://localhost"));
    expect(res.status).toBe(200);
    await expectStylesAllowed(res);
  });
});
