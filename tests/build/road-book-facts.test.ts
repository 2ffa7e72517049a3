// Facts that would mislead a driver if one page said them right and another wrong: each is checked
// on every built page that speaks of it, as a visitor reads it.
import { beforeAll, describe, expect, it } from "vitest";
import { distFiles, page, requireBuild, visibleText } from "../support/dist.ts";

beforeAll(requireBuild);

const texts = new Map<string, string>();
/** A page's visible text, read once: the checks below read every page several times. */
const read = (file: string) => texts.get(file) ?? texts.set(file, visibleText(page(file))).get(file)!;
/** The sentences of a page that mention `topic`. */
const sentences = (file: string, topic: RegExp) =>
  read(file)
    .split(/(?<=[.;:])\s+/)
    .filter((s) => topic.test(s));

describe("facts a crew would be misled by, on every page where they appear", () => {
  it("asks for an extinguisher of at least 2,5 kg for a 4x4 in Argentina wherever Argentina's kit is named", () => {
    const guide = read("antes-de-partir.html");
    expect(guide).toMatch(/Extintor \(matafuego\)[^;]*2,5 kg/);
    expect(guide).toMatch(/1 kg[^.]*só vale para carros de até 1\.500 kg/);
    expect(read("perguntas-frequentes.html")).toMatch(/Extintor[^.]*2,5 kg/);
  });

  it.each(distFiles(".html"))("%s names 2,5 kg wherever it speaks of an extinguisher in Argentina", (file) => {
    for (const s of sentences(file, /\bextintor\b/i).filter((s) => /Argentina/.test(s))) expect(s).toMatch(/2,5 kg/);
  });

  it(
    "marks the Facundo–Los Tamariscos works on the Ruta 40 between Esquel and Perito Moreno, in the table and " +
      "on the Bariloche page",
    () => {
      const $ = page("antes-de-partir.html");
      const row = $("#etapas")
        .parent()
        .find("tr")
        .filter((_, tr) => /Esquel → Perito Moreno/.test($(tr).text()));
      expect(row.length).toBe(1);
      expect(row.text()).toMatch(/Facundo e Los Tamariscos[^;]*ripio/);
      expect(read("destino/bariloche.html")).toMatch(/Facundo e Los Tamariscos/);
    },
  );

  it(
    "names the longest gravel of the route, Bardas Blancas–Ranquil Norte, when the FAQ answers whether a 4x4 " +
      "is needed",
    () => {
      const $ = page("perguntas-frequentes.html");
      const answer = $("h3, dt, summary")
        .filter((_, q) => /Preciso de um 4x4\?/.test($(q).text()))
        .first()
        .parent()
        .text();
      expect(answer).toMatch(/Bardas Blancas e Ranquil Norte/);
      expect(answer).toMatch(/110 km/);
    },
  );

  it("names the owner's authorisation on the guide, the FAQ and Santiago's page", () => {
    for (const file of ["antes-de-partir.html", "perguntas-frequentes.html", "destino/santiago.html"])
      expect(read(file), file).toMatch(/autorização do proprietário/);
  });

  it.each(distFiles(".html"))(
    "%s asks for the owner's authorisation with the signature recognised and apostilled",
    (file) => {
      for (const s of sentences(file, /autorização do proprietário/)) expect(s).toMatch(/apostilad/);
    },
  );
});

describe("facts that had aged or were said too broadly", () => {
  const stageRow = (from: string) => {
    const $ = page("antes-de-partir.html");
    return $("#etapas")
      .parent()
      .find("tr")
      .filter((_, tr) => $(tr).find("th").text().includes(`${from} →`))
      .text();
  };

  it.each(distFiles(".html"))(
    "%s gives Cerro Sombrero as the only fuel between the ferry and San Sebastián, not on all of Chilean " +
      "Tierra del Fuego",
    (file) => {
      for (const s of sentences(file, /Cerro Sombrero/).filter((s) => /único/.test(s)))
        expect(s).toMatch(/entre a balsa/);
    },
  );

  it("says so in the stage table's fuel column", () => {
    expect(stageRow("Punta Delgada")).toMatch(/Cerro Sombrero, o único posto entre a balsa e San Sebastián/);
  });

  it("gives the Ruta 257 on Chilean Tierra del Fuego as paved to the border, and the Argentine 11 km as rough", () => {
    expect(stageRow("Punta Delgada")).toMatch(/Asfalto até a fronteira/);
    expect(stageRow("Punta Delgada")).toMatch(/do lado argentino, 11 km esburacados/);
    expect(stageRow("Punta Delgada")).not.toMatch(/trechos de ripio/);
  });

  it("cites Brazil's equipment rule in force, Contran's 993/2023, not the revoked 14/1998", () => {
    const rules = read("antes-de-partir.html");
    expect(rules).toMatch(/Resolução Contran nº 993\/2023/);
    expect(rules).not.toMatch(/14\/1998/);
  });

  it("takes Torres del Paine's paved access, the Y-150, to the Sarmiento gate, and says the rest is gravel", () => {
    expect(stageRow("Puerto Natales")).toMatch(/Y-150[^;]*portaria Sarmiento/);
    expect(read("destino/puerto-natales.html")).toMatch(
      /Y-150, pavimentada desde agosto de 2025 até a portaria Sarmiento/,
    );
    expect(read("destino/torres-del-paine.html")).toMatch(/portaria Sarmiento/);
  });

  it(
    "frames Torres del Paine's per-route ticket as planned for 1 May 2026, with the old tickets +4,9% until " +
      "30 April, and warns of the O circuit's weather",
    () => {
      const text = read("destino/torres-del-paine.html");
      expect(text).toMatch(/estava prevista para 1º de maio de 2026/);
      expect(text).toMatch(/1º de janeiro a 30 de abril de 2026[^.]*4,9%/);
      expect(text).not.toMatch(/passaria a ser vendida/);
      expect(text).toMatch(/Em novembro de 2025, cinco caminhantes morreram/);
    },
  );

  it("tells when Santiago's gantries can be paid without a tag: from the 11th to the 30th day", () => {
    expect(read("destino/santiago.html")).toMatch(/do 11º ao 30º dia após a passagem/);
  });

  it("gives grado 2 diesel as hundreds of ppm of sulphur, not a single 500 ppm that is not true in Patagonia", () => {
    const guide = read("antes-de-partir.html");
    expect(guide).toMatch(/grado 2, mais barato, tem centenas de ppm/);
    expect(guide).not.toMatch(/500 ppm/);
  });

  it("accepts the CIN on paper or card at the border, and only the phone version is refused", () => {
    expect(read("perguntas-frequentes.html")).toMatch(
      /CIN[^?]*em papel ou cartão; a versão digital no celular não vale/,
    );
  });

  it("says Santa Cruz's road-safety agency closes the “73 malditos”, on the guide and on the Bariloche page", () => {
    for (const file of ["antes-de-partir.html", "destino/bariloche.html"]) {
      expect(read(file), file).toMatch(/Agência Provincial de Segurança Viária de Santa Cruz fecha/);
      expect(read(file), file).not.toMatch(/polícia provincial fecha/);
    }
  });

  it("dates Cristo Redentor's summer closure to the end of January 2026", () => {
    expect(read("antes-de-partir.html")).toMatch(/fechou até no verão por tempestade \(fim de janeiro de 2026\)/);
  });
});
