// The stage table and the facts at a glance as a visitor reads them in the prerendered guide.
import type { CheerioAPI } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { destinations, start } from "../../src/content/destinations.ts";
import { drivingSeason, stagesCheckedOn } from "../../src/content/stages.ts";
import { page, requireBuild } from "../support/dist.ts";

beforeAll(requireBuild);

const guide = (): CheerioAPI => page("antes-de-partir.html");
const text = ($: CheerioAPI, el: Parameters<CheerioAPI>[0]) => $(el).text().replace(/\s+/g, " ").trim();
/** "1.950 km" → 1950 (pt-BR thousands separator). */
const km = (s: string) => Number(/([\d.]+) km/.exec(s)![1]!.replace(/\./g, ""));

describe("the stage table of the pre-trip guide", () => {
  it("is a captioned table with a header cell for each thing a crew plans with", () => {
    const $ = guide();
    const table = $("table.stage-table");
    expect(table).toHaveLength(1);
    expect(text($, table.find("caption"))).toMatch(
      /^Etapas de Vitória a Ushuaia.*Verificado em \d+ de \p{L}+ de \d{4}\.( Onde [^.]+\.)?$/u,
    );
    expect(
      table
        .find("thead th[scope=col]")
        .map((_, th) => text($, th))
        .get(),
    ).toEqual([
      "Etapa",
      "Distância e tempo ao volante",
      "Estrada e piso",
      "Último combustível",
      "Fronteira ou balsa: horário e onde conferir",
    ]);
  });

  it("has at least 12 stages, chained from Vitória to Ushuaia, each with a distance and a time", () => {
    const $ = guide();
    const rows = $("table.stage-table tbody tr").filter((_, tr) => $(tr).find("th[scope=row]").length > 0);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const ends = rows
      .map((_, tr) => [
        text($, $(tr).find("th"))
          .replace(/^\d+\. /, "")
          .split(" → "),
      ])
      .get() as unknown as [string, string][];
    expect(ends[0]![0]).toBe(start.name);
    expect(ends.at(-1)![1]).toBe(destinations.at(-1)!.name);
    ends.slice(1).forEach(([from], i) => expect(from, `stage ${i + 2}`).toBe(ends[i]![1]));
    rows.each((_, tr) => expect(text($, $(tr).find("td").first())).toMatch(/^[\d.]+ km\s*\d+( a \d+)? h/));
  });

  it("groups the stages by the legs between the nine destinations, in route order, and every stop is reached", () => {
    const $ = guide();
    const legs = $("table.stage-table tbody th[scope=rowgroup]")
      .map((_, th) => text($, th))
      .get();
    expect(legs).toHaveLength(destinations.length);
    legs.forEach((leg, i) => expect(leg).toContain(`→ ${destinations[i]!.name},`));
    $("table.stage-table tbody").each((i, tbody) => {
      const lastStop = text($, $(tbody).find("th[scope=row]").last());
      expect(lastStop.endsWith(`→ ${destinations[i]!.name}`)).toBe(true);
    });
  });

  it("gives each leg the sum of its stages' distances, rounded to ten", () => {
    const $ = guide();
    $("table.stage-table tbody").each((_, tbody) => {
      const sum = $(tbody)
        .find("th[scope=row] + td")
        .map((__, td) => km(text($, td)))
        .get()
        .reduce((a, b) => a + b, 0);
      expect(km(text($, $(tbody).find("th[scope=rowgroup]")))).toBe(Math.round(sum / 10) * 10);
    });
  });

  it("names where to check the day's status for every border post and ferry", () => {
    const $ = guide();
    const items = $("table.stage-table tbody td:last-child li");
    expect(items.length).toBeGreaterThanOrEqual(8);
    items.each((_, li) => {
      expect(text($, li)).toContain("Situação do dia:");
      expect($(li).find("a[href^='https://']").length).toBeGreaterThan(0);
    });
    expect(text($, $("table.stage-table"))).toContain("TABSA");
  });

  it("gives every crossing's hours with the season they were published for", () => {
    const $ = guide();
    const items = $("table.stage-table tbody td:last-child li");
    items.each((_, li) =>
      expect(text($, li)).toMatch(/^[^.]+\. Horário da temporada \d{4}–\d{2}: .+ Situação do dia: /),
    );
  });

  it("says, where a crossing's hours are of an older season, that the driving season's are not out yet", () => {
    const $ = guide();
    const items = $("table.stage-table tbody td:last-child li").get();
    expect(items.some((li) => !text($, li).includes(`Horário da ${drivingSeason}:`))).toBe(true);
    expect(text($, $("table.stage-table caption"))).toContain(
      `Onde o horário é de uma temporada anterior, o da ${drivingSeason} ainda não foi publicado.`,
    );
  });

  it("says so on Ushuaia's page too, beside the return day's border hours", () => {
    const $ = page("destino/ushuaia.html");
    expect(text($, "main")).toContain(`O horário da ${drivingSeason} ainda não foi publicado`);
  });

  it("shows the day the table was last checked and says the hours are local time", () => {
    const $ = guide();
    expect($("table.stage-table caption time").attr("datetime")).toBe(stagesCheckedOn);
    expect(text($, $("section.stage-section > p").first())).toMatch(/Os horários são locais\..*UTC−3.*UTC−4/);
  });
});

describe("the route map's road distances", () => {
  it("give each leg and the total by road on the destination pages, as the guide gives them", () => {
    const $ = guide();
    const byRoad = $("table.stage-table tbody th[scope=rowgroup]")
      .map((_, th) => km(text($, th)))
      .get() as number[];
    const total = /Cerca de ([\d.]+ km) pela estrada/.exec(text($, $("section[aria-labelledby=guia-resumo]")))![1]!;
    destinations.forEach((d, i) => {
      const panel = page(`destino/${d.slug}.html`);
      const leg = text(panel, panel(".rm-journey .rm-leg").first());
      expect(leg).toMatch(
        new RegExp(
          `→ ${d.name}: [\\d.]+ km em linha reta, cerca ` +
            `de ${byRoad[i]!.toLocaleString("pt-BR").replace(".", "\\.")} km pela estrada$`,
        ),
      );
      expect(text(panel, panel(".rm-journey"))).toContain(`cerca de ${total} pela estrada`);
    });
  });
});

describe("the facts at a glance at the top of the guide", () => {
  it("come before the first section and give the distance the table adds up to", () => {
    const $ = guide();
    const facts = $("section[aria-labelledby=guia-resumo]");
    expect(facts.nextAll().length).toBeGreaterThan(0);
    expect($("main h2").first().attr("id")).toBe("guia-resumo");
    const total = $("table.stage-table th[scope=row] + td")
      .map((_, td) => km(text($, td)))
      .get()
      .reduce((a, b) => a + b, 0);
    expect(text($, facts)).toContain(
      `Cerca de ${(Math.round(total / 100) * 100).toLocaleString("pt-BR")} km pela estrada`,
    );
  });

  it(
    "count the border crossings and ferries, name the season, the days and three documents linked to their " +
      "sections",
    () => {
      const $ = guide();
      const facts = $("section[aria-labelledby=guia-resumo]");
      expect(text($, facts)).toMatch(/\d+ passagens de fronteira e 1 balsa na ida/);
      expect(text($, facts)).toMatch(/Melhor época.*dezembro a março/);
      expect(text($, facts)).toMatch(/Cerca de \d+ dias ao volante/);
      const docs = facts.find("dd ol li a");
      expect(docs).toHaveLength(3);
      docs.each((_, a) => expect($(`#${$(a).attr("href")!.slice(1)}`)).toHaveLength(1));
    },
  );
});
