// GET /obrigado, the page the plain form lands on: the function draws its departure months on the
// day it is asked for, so a page prerendered months ago offers only months the endpoint takes.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../functions/bindings.ts";
import { app } from "../../functions/app.ts";
import { withMonthsOf } from "../../functions/offered-months.ts";
import { thanks } from "../../functions/thanks.ts";
import { departureMonths } from "../../src/shared/departure-months.ts";
import { validateDetails } from "../../src/shared/details-schema.ts";
import { testEnv } from "./helpers.ts";

/** /obrigado as a build of October 2026 drew it. */
const builtInOctober = `<!doctype html><html><head><style>main{color:red}</style></head><body><form>
<select name="departure"><option value="">—</option><option value="nao-sei">Ainda não sei</option>
<option value="2026-10">outubro de 2026</option><option value="2026-11">novembro de 2026</option></select>
<select name="people"><option value="2026-10">not a month field</option></select></form></body></html>`;

const offered = async (page: Response) =>
  [...(await page.text()).matchAll(/<select name="departure">(.*?)<\/select>/gs)]
    .flatMap((m) => [...m[1]!.matchAll(/value="([^"]*)"/g)])
    .map((m) => m[1]!);

describe("/obrigado's departure months", () => {
  it("on a month's last evening and the next one's first morning in São Paulo, are all taken", async () => {
    for (const [iso, first] of [
      ["2026-12-01T02:30:00Z", "2026-11"],
      ["2026-12-01T03:30:00Z", "2026-12"],
    ] as const) {
      const now = new Date(iso);
      const values = await offered(withMonthsOf(new Response(builtInOctober), now));
      expect(values.slice(0, 3)).toEqual(["", "nao-sei", first]);
      expect(values).toHaveLength(26);
      for (const departure of values.slice(1)) {
        expect(validateDetails({ departure }, () => now)).toMatchObject({ ok: true });
      }
    }
  });

  it("are drawn on the static page, served with every page's security headers", async () => {
    const withPage: Env = { ...env, ASSETS: { fetch: async () => new Response(builtInOctober) } as unknown as Fetcher };
    const res = await thanks.request("/obrigado", {}, withPage);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toMatch(/style-src 'self' .*'sha256-/);
    const html = await res.text();
    expect(html).not.toContain('value="2026-10">outubro');
    expect(html).toContain('<option value="2026-10">not a month field</option>');
  });

  it("are today's on the page a refused plain post of details comes back as, the visitor's choice marked", async () => {
    const withPage: Env = {
      ...testEnv,
      ASSETS: { fetch: async () => new Response(builtInOctober) } as unknown as Fetcher,
    };
    const thisMonth = departureMonths(new Date())[0]!;
    const res = await app.request(
      "/api/contact/details",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams({ people: "muitas", departure: thisMonth }).toString(),
      },
      withPage,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain('value="2026-10">outubro');
    expect(html).toContain(`<option value="${thisMonth}" selected="">`);
  });
});

describe("the other ways to /obrigado Pages sends to the function", () => {
  const headersOfEveryPage = (res: Response) => {
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  };

  it("a trailing slash gets the site's 308 to /obrigado, with the headers of every page", async () => {
    const res = await thanks.request("/obrigado/?x=1", {}, env);
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/obrigado?x=1");
    headersOfEveryPage(res);
  });

  it.skipIf(!env.ASSETS).each([
    ["GET", "/Obrigado"],
    ["GET", "/OBRIGADO"],
    ["POST", "/obrigado"],
    ["POST", "/obrigado/"],
  ])("%s %s gets the site's 404 page, with the headers of every page", async (method, path) => {
    const res = await thanks.request(path, { method }, env);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    headersOfEveryPage(res);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' .*'sha256-/);
    expect(await res.text()).toContain("Página não encontrada");
  });
});
