// The static HTML `npm run build` leaves in dist/: one file per known route, each with its own head,
// its whole visible content, and the not-found page, robots.txt beside them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CheerioAPI } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { contactFields } from "../../src/shared/contact-fields.ts";
import { destinations } from "../../src/content/destinations.ts";
import { findDestinationDetails } from "../../src/content/destination-details.ts";
import { site } from "../../src/content/site.ts";
import { headFor } from "../../src/route-match.ts";
import { knownPaths } from "../../src/routes.ts";
import { distDir, fileOf, metas, page, requireBuild, visibleText } from "../support/dist.ts";

const titles = ($: CheerioAPI) =>
  $("title")
    .map((_, t) => $(t).text())
    .get();
const canonicals = ($: CheerioAPI) =>
  $('link[rel="canonical"]')
    .map((_, l) => $(l).attr("href"))
    .get();
const doctype = ($: CheerioAPI) => ($.root().get(0)!.children[0] as { data?: string }).data?.toLowerCase();
/** #root's attributes: the path it hydrates for and the app the page's script imports after the first paint. */
const rootAttrs = ($: CheerioAPI) => $("#root").attr();
const appUrl = /^\/assets\/app-[\w-]+\.js$/;

beforeAll(requireBuild);

describe("the prerendered page of each known route", () => {
  for (const path of knownPaths()) {
    it(`${path} has its own title, description, canonical, Open Graph and Twitter tags`, () => {
      const $ = page(fileOf(path));
      const head = headFor(path);
      expect(doctype($)).toBe("!doctype html");
      expect($("html").attr("lang")).toBe("pt-BR");
      expect(titles($)).toEqual([head.title]);
      expect(metas($, "description")).toEqual([head.description]);
      const url = site.url + (head.canonical ?? path);
      if (head.canonical === null) {
        expect(canonicals($)).toEqual([]);
        expect(metas($, "robots")).toEqual(["noindex"]);
      } else {
        expect(canonicals($)).toEqual([url]);
        expect(metas($, "robots")).toEqual([]);
      }
      expect(metas($, "og:title")).toEqual([head.title]);
      expect(metas($, "og:description")).toEqual([head.description]);
      expect(metas($, "og:url")).toEqual([url]);
      expect(metas($, "og:image")).toEqual([site.url + head.image]);
      expect(metas($, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metas($, "twitter:image")).toEqual([site.url + head.image]);
      expect(existsSync(join(distDir, head.image)), `${head.image} is not in dist`).toBe(true);
    });

    it(`${path} carries its rendered page, marked for hydration, with exactly one h1`, () => {
      const $ = page(fileOf(path));
      expect(rootAttrs($)).toEqual({ id: "root", "data-path": path, "data-app": expect.stringMatching(appUrl) });
      expect(existsSync(join(distDir, rootAttrs($)!["data-app"]!))).toBe(true);
      expect($("h1")).toHaveLength(1);
      expect($("main#conteudo")).toHaveLength(1);
      expect(visibleText($)).toContain("Aventuras que transformam vidas");
    });
  }

  it("/ holds the hero's title, subtitle and notice, the nine cards and the form", () => {
    const $ = page("index.html");
    const text = visibleText($);
    for (const s of [
      "Expedição Ushuaia",
      "De Vitória a Ushuaia: A Aventura de uma Vida",
      "Site em construção",
      "Quero Saber Mais!",
    ])
      expect(text).toContain(s);
    for (const d of destinations) {
      expect(text).toContain(d.name);
      expect(text).toContain(d.description);
    }
    const form = $('form[action="/api/contact"]');
    expect(form).toHaveLength(1);
    for (const name of contactFields) expect(form.find(`[name="${name}"]`), name).toHaveLength(1);
  });

  for (const d of destinations) {
    it(`/destino/${d.slug} holds its name, country, description and every item of its four lists`, () => {
      const text = visibleText(page(fileOf(`/destino/${d.slug}`)));
      const details = findDestinationDetails(d.slug)!;
      for (const s of [
        d.name,
        d.country,
        d.description,
        "Voltar",
        "O que fazer?",
        "Onde se hospedar?",
        "Onde comer?",
        "Outras informações importantes",
      ])
        expect(text).toContain(s);
      for (const item of [
        ...details.oQueFazer,
        ...details.ondeSeHospedar,
        ...details.ondeComer,
        ...details.outrasInformacoes,
      ])
        expect(text).toContain(item.replace(/\s+/g, " "));
    });
  }
});

describe("the files beside the pages", () => {
  it("404.html is the not-found page, not indexed, hydrating whatever path it is served for", () => {
    const $ = page("404.html");
    expect($("html").attr("lang")).toBe("pt-BR");
    expect(rootAttrs($)).toEqual({ id: "root", "data-path": "*", "data-app": expect.stringMatching(appUrl) });
    expect(metas($, "robots")).toEqual(["noindex"]);
    expect(canonicals($)).toEqual([]);
    expect(visibleText($)).toContain("Oops! Page not found");
    expect(visibleText($)).toContain("Return to Home");
  });

  it("destino/404.html is the unknown-slug page Pages serves under /destino/, hydrating for any slug", () => {
    const $ = page("destino/404.html");
    expect(rootAttrs($)).toEqual({
      id: "root",
      "data-path": "/destino/:slug",
      "data-app": expect.stringMatching(appUrl),
    });
    expect(metas($, "robots")).toEqual(["noindex"]);
    expect(visibleText($)).toContain("Destino não encontrado");
    expect(visibleText($)).toContain("Voltar para home");
  });

  it("robots.txt allows everything and points to the sitemap", () => {
    expect(readFileSync(join(distDir, "robots.txt"), "utf8")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`,
    );
  });
});
