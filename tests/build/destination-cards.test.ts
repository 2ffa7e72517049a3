import { describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";
import { page, requireBuild } from "../support/dist.ts";

// The destination table of the site's specification, whose visible strings are kept to the letter.
const specified = [
  { name: "Ushuaia", country: "Argentina", description: "O fim do mundo", slug: "ushuaia" },
  { name: "Puerto Natales", country: "Chile", description: "Portal para Torres del Paine", slug: "puerto-natales" },
  { name: "Torres del Paine", country: "Chile", description: "Parque Nacional icônico", slug: "torres-del-paine" },
  { name: "El Calafate", country: "Argentina", description: "Glaciar Perito Moreno", slug: "el-calafate" },
  { name: "El Chalten", country: "Argentina", description: "Capital do trekking", slug: "el-chalten" },
  { name: "Bariloche", country: "Argentina", description: "Alpes argentinos", slug: "bariloche" },
  { name: "Pucón", country: "Chile", description: "Aventura e vulcões", slug: "pucon" },
  { name: "Santiago", country: "Chile", description: "Capital chilena", slug: "santiago" },
  { name: "Mendoza", country: "Argentina", description: "Vinhos e Andes", slug: "mendoza" },
];

describe("the destination cards on the home page", () => {
  it(
    "show exactly the nine specified destinations, each with its name, country and description to the letter, " +
      "linking to its page",
    () => {
      requireBuild();
      const $ = page("index.html");
      const cards = $("#destinos a[href^='/destino/']")
        .map((_, a) => {
          const [country, description] = $(a)
            .find(".card-body p")
            .map((_, p) => $(p).text().trim())
            .get();
          return {
            name: $(a).find("h3").text().trim(),
            country,
            description,
            slug: $(a).attr("href")!.replace("/destino/", ""),
          };
        })
        .get();
      const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
      expect(cards.sort(bySlug)).toEqual([...specified].sort(bySlug));
    },
  );

  it("show each destination's own illustration", () => {
    requireBuild();
    const $ = page("index.html");
    for (const d of destinations) expect($(`#card-${d.slug} img`).attr("src")).toBe(d.image);
  });
});
