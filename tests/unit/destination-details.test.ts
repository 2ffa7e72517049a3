import { describe, expect, it } from "vitest";
import { destinationDetails, findDestinationDetails } from "../../src/content/destination-details.ts";
import { destinations, start } from "../../src/content/destinations.ts";

const lists = ["oQueFazer", "ondeSeHospedar", "ondeComer", "outrasInformacoes"] as const;

function detailsOf(slug: string) {
  const details = findDestinationDetails(slug);
  if (!details) throw new Error(`no details for ${slug}`);
  return details;
}

// Each stop with the one before and after it in route order, as the map and the home page show it.
const legs = destinations.map((d, i) => ({
  slug: d.slug,
  previous: destinations[i - 1]?.name,
  next: destinations[i + 1]?.name,
}));

// The card keeps the specified spelling "El Chalten" while the guides write the place's real name,
// "El Chaltén": a stop is named when its name appears with or without accents.
function bare(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "");
}

function thisMonth(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

describe("destination guides in route order", () => {
  it("covers every destination of the route and nothing else", () => {
    expect(Object.keys(destinationDetails).sort()).toEqual(destinations.map((d) => d.slug).sort());
  });

  it.each(legs)("says when $slug was last checked, as a real month that is not in the future", ({ slug }) => {
    const { verifiedIn } = detailsOf(slug);
    expect(verifiedIn).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    // "YYYY-MM" strings compare in calendar order.
    expect(verifiedIn <= thisMonth()).toBe(true);
  });

  it("has the crew arrive in Santiago from Brazil across the Cristo Redentor pass", () => {
    const { arrival } = detailsOf("santiago");
    expect(arrival).toMatch(new RegExp(`${start.name}|${start.country}`));
    expect(arrival).toContain("Cristo Redentor");
  });

  it.each(legs.filter((leg) => leg.previous))("has the crew arrive in $slug from $previous", ({ slug, previous }) => {
    expect(bare(detailsOf(slug).arrival)).toContain(bare(previous ?? ""));
  });

  it.each(legs.filter((leg) => leg.next))("has the crew leave $slug for $next", ({ slug, next }) => {
    expect(bare(detailsOf(slug).departure)).toContain(bare(next ?? ""));
  });

  it("takes the crew back north from Ushuaia through Monte Aymond", () => {
    expect(detailsOf("ushuaia").departure).toContain("Monte Aymond");
  });

  it.each(legs)("gives $slug four lists of at least four non-empty items", ({ slug }) => {
    const details = detailsOf(slug);
    for (const key of lists) {
      expect(details[key].length, key).toBeGreaterThanOrEqual(4);
      for (const item of details[key]) expect(item.trim(), key).not.toBe("");
    }
  });

  it.each(legs)("never calls the Chilean SOAPEX insurance optional on the $slug page", ({ slug }) => {
    const details = detailsOf(slug);
    const texts = [...lists.flatMap((key) => details[key]), details.arrival, details.departure];
    for (const text of texts.filter((t) => /SOAPEX/i.test(t))) {
      expect(text).not.toMatch(/opcional|facultativ|se o Chile exige|confirme .*SOAPEX/i);
    }
  });

  it("names at least one official source for every destination", () => {
    for (const { slug } of legs) expect(detailsOf(slug).sources.length, slug).toBeGreaterThan(0);
  });
});
