import { createHash } from "node:crypto";
// The schema.org data each prerendered page carries for search engines, read back from dist/ as a
// crawler would: every JSON-LD block parses, names the expected things, and needs no script exception.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";
import { preTripGuide } from "../../src/content/pre-trip-guide.ts";
import { pricesCheckedOn } from "../../src/content/prices.ts";
import { site } from "../../src/content/site.ts";
import { distDir, fileOf, page, requireBuild } from "../support/dist.ts";

type Thing = { "@type": string } & Record<string, unknown>;

/** Every thing described by the page's JSON-LD blocks (each block parsed as JSON). */
function thingsOf(path: string): Thing[] {
  const $ = page(fileOf(path));
  return $('script[type="application/ld+json"]')
    .map((_, s) => {
      const doc = JSON.parse($(s).text()) as { "@context": string; "@graph": Thing[] };
      expect(doc["@context"]).toBe("https://schema.org");
      return doc["@graph"];
    })
    .get()
    .flat();
}

const typesOf = (path: string) => thingsOf(path).map((t) => t["@type"]);
const byType = (path: string, type: string) => thingsOf(path).find((t) => t["@type"] === type)!;

beforeAll(requireBuild);

describe("the JSON-LD of each prerendered page", () => {
  it("describes the home page as a travel agency with its Instagram profile, and the trip's stops in order", () => {
    expect(typesOf("/")).toEqual(["TravelAgency", "TouristTrip"]);
    expect(byType("/", "TravelAgency")).toMatchObject({
      name: site.name,
      url: `${site.url}/`,
      sameAs: [site.instagramUrl],
    });
    const stops = (byType("/", "TouristTrip").itinerary as { itemListElement: { item: { name: string } }[] })
      .itemListElement;
    expect(stops.map((s) => s.item.name)).toEqual(destinations.map((d) => d.name));
  });

  for (const d of destinations) {
    it(`describes /destino/${d.slug} as a tourist destination with its place and a breadcrumb`, () => {
      const path = `/destino/${d.slug}`;
      expect(typesOf(path)).toEqual(["TouristDestination", "BreadcrumbList"]);
      expect(byType(path, "TouristDestination")).toMatchObject({
        name: d.name,
        url: site.url + path,
        containedInPlace: { "@type": "Country", name: d.country },
        geo: { latitude: d.coordinates.lat, longitude: d.coordinates.lon },
      });
      const crumbs = (byType(path, "BreadcrumbList").itemListElement as { name: string; item: string }[]).map(
        (c) => c.name,
      );
      expect(crumbs).toEqual(["Início", "Destinos", d.name]);
    });
  }

  it("describes /antes-de-partir as a page about the trip, dated by its check, with a breadcrumb", () => {
    expect(typesOf("/antes-de-partir")).toEqual(["WebPage", "BreadcrumbList"]);
    expect(byType("/antes-de-partir", "WebPage")).toMatchObject({
      url: `${site.url}/antes-de-partir`,
      dateModified: preTripGuide.verifiedIn,
      about: { "@type": "TouristTrip" },
    });
  });

  it("describes /quanto-custa as a page about the trip, dated by the day its prices were looked up", () => {
    expect(typesOf("/quanto-custa")).toEqual(["WebPage", "BreadcrumbList"]);
    expect(byType("/quanto-custa", "WebPage")).toMatchObject({ dateModified: pricesCheckedOn });
  });

  it("describes /perguntas-frequentes as an FAQPage whose questions and answers are the ones the page shows", () => {
    const path = "/perguntas-frequentes";
    expect(typesOf(path)).toEqual(["FAQPage", "BreadcrumbList"]);
    const questions = byType(path, "FAQPage").mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(questions.length).toBeGreaterThanOrEqual(12);
    // What search engines read must be what a visitor reads: each question is a heading on the page,
    // and the answer under it says the same words (the page adds only the links).
    const $ = page(fileOf(path));
    const onPage = new Map(
      $("main h3")
        .map((_, h) => [[$(h).text().trim(), $(h).next("p").text().replace(/\s+/g, " ").trim()]])
        .get() as [string, string][],
    );
    for (const q of questions) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(onPage.get(q.name), q.name).toBe(q.acceptedAnswer.text);
    }
    const crumbs = (byType(path, "BreadcrumbList").itemListElement as { name: string }[]).map((c) => c.name);
    expect(crumbs).toEqual(["Início", "Perguntas frequentes"]);
  });

  it("leaves pages not meant to be found without structured data", () => {
    for (const path of ["/obrigado", "/404"]) expect(typesOf(path)).toEqual([]);
  });

  it("needs no inline-script exception in the Content-Security-Policy (the one hash is the first script's)", () => {
    const headers = readFileSync(join(distDir, "_headers"), "utf8");
    const scriptSrc = /script-src ([^;]+)/.exec(headers)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'nonce-/);
    const firstScript = page("index.html")('script[type="module"]').text();
    const hashes = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    expect(hashes).toEqual([createHash("sha256").update(firstScript).digest("base64")]);
  });
});
