// The rules and emergency section of the pre-trip guide as a visitor reads it in dist/.
import type { CheerioAPI } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { page, requireBuild } from "../support/dist.ts";

beforeAll(requireBuild);

const guide = (): CheerioAPI => page("antes-de-partir.html");
const text = ($: CheerioAPI, el: Parameters<CheerioAPI>[0]) => $(el).text().replace(/\s+/g, " ").trim();

/** The numbers listed under a country's heading in the emergency block, with what each one is for. */
function emergencyNumbers($: CheerioAPI, country: string): Map<string, string> {
  const block = $("#emergencias")
    .parent()
    .find("h4")
    .filter((_, h) => text($, h) === country)
    .parent();
  return new Map(
    block
      .find("dl > div")
      .map((_, d) => [[text($, $(d).find("dt")), text($, $(d).find("dd"))]])
      .get() as [string, string][],
  );
}

describe("the rules of the road and emergencies in the pre-trip guide", () => {
  it("has a section per country with its kit, alcohol, speed and winter rules", () => {
    const $ = guide();
    for (const [id, country] of [
      ["regras-argentina", "Argentina"],
      ["regras-chile", "Chile"],
    ]) {
      const section = $(`#${id}`).parent();
      expect(text($, $(`#${id}`))).toContain(country);
      const body = text($, section);
      for (const topic of [/[Ee]quipamento/, /Álcool/, /Velocidade/, /Inverno/, /Combustível/])
        expect(body).toMatch(topic);
    }
    expect(text($, $("#regras-chile").parent())).toMatch(/colete refletivo/);
    expect(text($, $("#regras-argentina").parent())).toMatch(
      /de meados de maio a 30 de setembro \(datas fixadas a cada ano/,
    );
  });

  it("lists Chile's and Argentina's emergency numbers as numbers a phone can dial", () => {
    const $ = guide();
    const chile = emergencyNumbers($, "Chile");
    expect(chile.get("131")).toMatch(/Ambulância/);
    expect(chile.get("132")).toMatch(/Bombeiros/);
    expect(chile.get("133")).toMatch(/Carabineros/);
    const argentina = emergencyNumbers($, "Argentina");
    expect(argentina.get("911")).toMatch(/Emergências/);
    expect(argentina.get("107")).toMatch(/Ambulância/);
    expect(argentina.get("100")).toMatch(/Bombeiros/);
    for (const n of ["131", "133", "911", "107"]) expect($(`#emergencias ~ * a[href="tel:${n}"]`).length).toBe(1);
  });

  it("adds Chile's forest-fire line and Argentina's civil defence to the numbers a crew can dial", () => {
    const $ = guide();
    expect(emergencyNumbers($, "Chile").get("130")).toMatch(/CONAF.*incêndios florestais/);
    expect(emergencyNumbers($, "Argentina").get("103")).toMatch(/Defesa Civil/);
    for (const n of ["130", "103"]) expect($(`#emergencias ~ * a[href="tel:${n}"]`).length).toBe(1);
  });

  it("says which Brazilian posts exist in Argentina and whom to call on the southern half, where there is none", () => {
    const $ = guide();
    const list = text($, $("#emergencias").parent().find("ul.guide-list"));
    for (const post of ["Buenos Aires", "Paso de los Libres", "Puerto Iguazú", "Córdoba", "Mendoza", "Santiago"])
      expect(list).toContain(post);
    expect(list).toMatch(/nenhum ao sul de Mendoza.*plantão consular do Itamaraty/);
  });

  it("names the Brazilian consulates on the route with links to Itamaraty's pages and a duty phone", () => {
    const $ = guide();
    const consulates = $("#emergencias").parent().find("li a[href^='https://www.gov.br/mre/']");
    expect(consulates.length).toBeGreaterThanOrEqual(3);
    expect($("#emergencias").parent().find("a[href^='tel:+55']").length).toBe(1);
  });

  it("says how the parks are booked, with links to the destination pages", () => {
    const $ = guide();
    const parks = $("#parques").parent();
    for (const park of ["Torres del Paine", "El Chaltén", "Perito Moreno"]) expect(text($, parks)).toContain(park);
    expect(parks.find("a[href^='/destino/']").length).toBeGreaterThanOrEqual(3);
  });

  it("leaves Torres del Paine's ticket dates to the park's page, so the guide cannot contradict it", () => {
    const $ = guide();
    const paine = $("#parques")
      .parent()
      .find("li")
      .filter((_, li) => text($, li).startsWith("Torres del Paine"));
    expect(text($, paine)).not.toMatch(/\d{1,2}º? de [a-zç]+ de \d{4}/);
    expect(paine.find("a[href='/destino/torres-del-paine#outras-informacoes']").length).toBe(1);
    expect(text($, paine)).toContain("pasesparques.cl");
  });
});

describe("the guide's advice that used to contradict itself or leave a gap", () => {
  it("gives Argentina one headlight rule, the safe one, in the kit list and in the rules", () => {
    const $ = guide();
    const kit = text($, $("#equipamento-obrigatorio").parent());
    const rules = text($, $("#regras-argentina").parent());
    for (const body of [kit, rules]) {
      expect(body).toMatch(/[Ff]arol baixo aceso/);
      expect(body).not.toMatch(/faróis baixos ou luz diurna/);
    }
  });

  it("tells the crew that nothing compulsory covers another car in Chile, and to ask for an extension", () => {
    const $ = guide();
    const insurance = text($, $("#seguros").parent());
    const said = [
      "No Chile, nenhum seguro obrigatório paga o conserto do carro de outra pessoa",
      "extensão de responsabilidade civil",
      "válida no Chile",
    ];
    expect(insurance).toMatch(new RegExp(said.join(".*")));
  });

  it("does not promise a hotel at every stage end in the FAQ, and names the one where none was confirmed", () => {
    const $ = page("perguntas-frequentes.html");
    const body = text($, $("main"));
    expect(body).not.toContain("no fim de cada etapa da tabela têm hotel");
    expect(body).toMatch(/menos Punta Delgada/);
  });
});
