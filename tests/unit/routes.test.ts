import { describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";
import { headFor } from "../../src/route-match.ts";
import { knownPaths } from "../../src/routes.ts";

describe("the route table", () => {
  it(
    "knows the home, the nine destinations, the pre-trip guide, the FAQ, the road page, the cost page, the " +
      "departures, the privacy notice and the no-JS thank-you page",
    () => {
      expect(knownPaths()).toEqual([
        "/",
        ...destinations.map((d) => `/destino/${d.slug}`),
        "/antes-de-partir",
        "/perguntas-frequentes",
        "/na-estrada",
        "/quanto-custa",
        "/saidas",
        "/privacidade",
        "/obrigado",
      ]);
    },
  );

  it("gives every known path its own title and canonical without a trailing slash", () => {
    const titles = new Set(knownPaths().map((p) => headFor(p).title));
    expect(titles.size).toBe(knownPaths().length);
    expect(headFor("/destino/ushuaia").canonical).toBe("/destino/ushuaia");
  });

  it("treats unknown slugs and paths as not found", () => {
    expect(headFor("/destino/atlantida").canonical).toBeNull();
    expect(headFor("/nada/aqui").title).toMatch(/não encontrada/);
  });
});
