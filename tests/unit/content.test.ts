import { describe, expect, it } from "vitest";
import { findDestinationDetails } from "../../src/content/destination-details.ts";
import { destinations } from "../../src/content/destinations.ts";

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
  it.each(destinations)("never repeats an item on the $slug page", ({ slug }) => {
    const items = lists.flatMap((key) => detailsOf(slug)[key]);
    expect(new Set(items).size).toBe(items.length);
  });

  it.each(destinations)("tells the best season, average °C and the currency for $slug", ({ slug, country }) => {
    const text = allText(slug);
    expect(text.toLowerCase()).toContain("melhor época");
    expect(text).toMatch(/\d °C/);
    expect(text).toContain(country === "Argentina" ? "peso argentino" : "peso chileno");
  });

  it("finds no details for an unknown slug, even an inherited property name", () => {
    expect(findDestinationDetails("atlantida")).toBeUndefined();
    expect(findDestinationDetails("toString")).toBeUndefined();
  });
});
