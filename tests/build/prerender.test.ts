// The static HTML `npm run build` leaves in dist/: one file per known route, each with its own head,
// its whole visible content, and the not-found page, robots.txt beside them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir } from "../../scripts/measure/byte-budgets.ts";
import { destinations } from "../../src/content/destinations.ts";
import { findDestinationDetails } from "../../src/content/destination-details.ts";
import { site } from "../../src/content/site.ts";
import { headFor } from "../../src/route-match.ts";
import { knownPaths } from "../../src/routes.ts";

const fileOf = (path: string) => join(distDir, path === "/" ? "index.html" : `${path.slice(1)}.html`);
const read = (file: string) => readFileSync(file, "utf8");
const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The content of the <meta> whose name or property is `key`; every match, so duplicates show. */
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => new RegExp(`(?:name|property)="${key}"`).test(tag))
    .map((tag) => decode(/content="([^"]*)"/.exec(tag)![1]!));
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]!));
/** The app the page's script imports after the first paint (src/main.tsx). */
const appUrl = (html: string) => /<div id="root"[^>]* data-app="([^"]+)"/.exec(html)![1]!;
/** The visible text of the body, tags dropped and whitespace collapsed. */
const text = (html: string) =>
  decode(html.slice(html.indexOf("<body")).replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

beforeAll(() => {
  expect(existsSync(join(distDir, "index.html")), "dist/ is missing: run `npm run build` first").toBe(true);
});

describe("the prerendered page of each known route", () => {
  for (const path of knownPaths()) {
    it(`${path} has its own title, description, canonical, Open Graph and Twitter tags`, () => {
      const html = read(fileOf(path));
      const head = headFor(path);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/i);
      expect(titles(html)).toEqual([head.title]);
      expect(metas(html, "description")).toEqual([head.description]);
      const url = site.url + (head.canonical ?? path);
      if (head.canonical === null) {
        expect(canonicals(html)).toEqual([]);
        expect(metas(html, "robots")).toEqual(["noindex"]);
      } else {
        expect(canonicals(html)).toEqual([url]);
        expect(metas(html, "robots")).toEqual([]);
      }
      expect(metas(html, "og:title")).toEqual([head.title]);
      expect(metas(html, "og:description")).toEqual([head.description]);
      expect(metas(html, "og:url")).toEqual([url]);
      expect(metas(html, "og:image")).toEqual([site.url + head.image]);
      expect(metas(html, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metas(html, "twitter:image")).toEqual([site.url + head.image]);
      expect(existsSync(join(distDir, head.image)), `${head.image} is not in dist`).toBe(true);
    });

    it(`${path} carries its rendered page, marked for hydration, with exactly one h1`, () => {
      const html = read(fileOf(path));
      expect(html).toMatch(new RegExp(`<div id="root" data-path="${path}" data-app="/assets/app-[\\w-]+\\.js">`));
      expect(existsSync(join(distDir, appUrl(html)))).toBe(true);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).toContain('<main id="conteudo"');
      expect(text(html)).toContain("Aventuras que transformam vidas");
    });
  }

  it("/ holds the seed's hero, the nine cards and the form", () => {
    const page = text(read(fileOf("/")));
    for (const s of [
      "Expedição Ushuaia",
      "De Vitória a Ushuaia: A Aventura de uma Vida",
      "Site em construção",
      "Quero Saber Mais!",
    ]) expect(page).toContain(s);
    for (const d of destinations) {
      expect(page).toContain(d.name);
      expect(page).toContain(d.description);
    }
    const html = read(fileOf("/"));
    for (const name of ["name", "email", "whatsapp", "instagram"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('action="/api/contact"');
  });

  for (const d of destinations) {
    it(`/destino/${d.slug} holds its name, country, description and every item of its four lists`, () => {
      const page = text(read(fileOf(`/destino/${d.slug}`)));
      const details = findDestinationDetails(d.slug)!;
      for (const s of [d.name, d.country, d.description, "Voltar", "O que fazer?", "Onde se hospedar?", "Onde comer?", "Outras informações importantes"])
        expect(page).toContain(s);
      for (const item of [...details.oQueFazer, ...details.ondeSeHospedar, ...details.ondeComer, ...details.outrasInformacoes])
        expect(page).toContain(item.replace(/\s+/g, " "));
    });
  }
});

describe("the files beside the pages", () => {
  it("404.html is the not-found page, not indexed, hydrating whatever path it is served for", () => {
    const html = read(join(distDir, "404.html"));
    expect(html).toMatch(/<html lang="pt-BR">/);
    expect(html).toMatch(/<div id="root" data-path="\*" data-app="\/assets\/app-[\w-]+\.js">/);
    expect(metas(html, "robots")).toEqual(["noindex"]);
    expect(canonicals(html)).toEqual([]);
    expect(text(html)).toContain("Oops! Page not found");
    expect(text(html)).toContain("Return to Home");
  });

  it("destino/404.html is the unknown-slug page Pages serves under /destino/, hydrating for any slug", () => {
    const html = read(join(distDir, "destino/404.html"));
    expect(html).toMatch(/<div id="root" data-path="\/destino\/:slug" data-app="\/assets\/app-[\w-]+\.js">/);
    expect(metas(html, "robots")).toEqual(["noindex"]);
    expect(text(html)).toContain("Destino não encontrado");
    expect(text(html)).toContain("Voltar para home");
  });

  it("robots.txt allows everything and points to the sitemap", () => {
    expect(read(join(distDir, "robots.txt"))).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  });
});
