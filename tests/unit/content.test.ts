import { describe, expect, it } from "vitest";
import { findDestinationDetails } from "../../src/content/destination-details.ts";
import { destinations, findDestination } from "../../src/content/destinations.ts";

// The destination table every page keeps to the letter: name, country, short description, slug.
const table = [
  { name: "Ushuaia", country: "Argentina", description: "O fim do mundo", slug: "ushuaia" },
  { name: "Puerto Natales", country: "Chile", description: "Portal para Torres del Paine", slug: "puerto-natales" },
  { name: "Torres del Paine", country: "Chile", description: "Parque Nacional icônico", slug: "torres-del-paine" },
  { name: "El Calafate", country: "Argentina", description: "Glaciar Perito Moreno", slug: "el-calafate" },
  { name: "El Chalten", country: "Argentina", description: "Capital do trekking", slug: "el-chalten" },
  { name: "Bariloche", country: "Argentina", description: "Alpes argentinos", slug: "bariloche" },
  { name: "Pucón", country: "Chile", description: "Aventura e vulcões", slug: "pucon" },
  { name: "Santiago", country: "Chile", description: "Capital chilena", slug: "santiago" },
  { name: "Mendoza", country: "Argentina", description: "Vinhos e Andes", slug: "mendoza" },
] as const;

const lists = ["oQueFazer", "ondeSeHospedar", "ondeComer", "outrasInformacoes"] as const;

function detailsOf(slug: string) {
  const details = findDestinationDetails(slug);
  if (!details) throw new Error(`no details for ${slug}`);
  return details;
}

function allText(slug: string): string {
  const details = detailsOf(slug);
  return lists.flatMap((key) => details[key]).join("\n");
}

describe("destination content", () => {
  it("has exactly the nine slugs, each once", () => {
    const slugs = destinations.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(table.map((row) => row.slug).sort());
  });

  it.each(table)("shows $slug with its name, country and description to the letter", (row) => {
    const d = findDestination(row.slug);
    expect(d).toBeDefined();
    expect({ name: d?.name, country: d?.country, description: d?.description, slug: d?.slug }).toEqual(row);
  });

  it.each(table)("never repeats an item on the $slug page", ({ slug }) => {
    const items = lists.flatMap((key) => detailsOf(slug)[key]);
    expect(new Set(items).size).toBe(items.length);
  });

  it.each(table)("tells the best season, average °C and the currency for $slug", ({ slug, country }) => {
    const text = allText(slug);
    expect(text.toLowerCase()).toContain("melhor época");
    expect(text).toMatch(/\d °C/);
    expect(text).toContain(country === "Argentina" ? "peso argentino" : "peso chileno");
  });

  it("states the Torres del Paine entrance fee for foreigners and that it is bought in advance", () => {
    const text = allText("torres-del-paine");
    expect(text).toContain("CLP 21.000");
    expect(text).toMatch(/estrangeiros/);
    expect(text).toMatch(/pasesparques/);
  });

  it("finds no details for an unknown slug, even an inherited property name", () => {
    expect(findDestinationDetails("atlantida")).toBeUndefined();
    expect(findDestinationDetails("toString")).toBeUndefined();
  });
});
