// The editor's points on the road book, as a visitor reads the built pages: one word for one
// thing, articles before country names, proper names kept, and the FAQ's first emergency call.
import { beforeAll, describe, expect, it } from "vitest";
import { distFiles, fileOf, page, requireBuild, visibleText } from "../support/dist.ts";

beforeAll(requireBuild);

describe("the Portuguese of the road book", () => {
  it.each(distFiles(".html"))("%s puts the article before Argentina and Chile where a sentence needs it", (file) => {
    expect(visibleText(page(file))).not.toMatch(/(?:para|[:,]) Argentina e Chile\b/);
  });

  it.each(distFiles(".html"))(
    "%s says “vinícolas”, “acampamentos” and “o trecho mais longo sem posto”, not bodegas, campings or “o maior vazio”",
    (file) => {
      const text = visibleText(page(file));
      expect(text.replace(/Bodega Escorihuela Gascón/g, "")).not.toMatch(/\bbodegas?\b/i);
      expect(text).not.toMatch(/\bcampings?\b/i);
      expect(text).not.toMatch(/maior vazio/i);
    },
  );

  it("tells the spare tyre from the steppe where the guide names both", () => {
    const text = visibleText(page("antes-de-partir.html"));
    expect(text).toMatch(/dois estepes \(pneus sobressalentes\)/);
    expect(text).toMatch(/na estepe patagônica, rajadas/);
  });

  it("leads the FAQ's emergency answer with the number to call when in doubt, with Carabineros capitalised", () => {
    const text = visibleText(page(fileOf("/perguntas-frequentes")));
    expect(text).toMatch(/no Chile, 133 \(Carabineros\), /);
    expect(text).toMatch(/na Argentina, 911 \(emergências\), /);
  });
});
