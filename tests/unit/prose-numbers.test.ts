// A road book must not contradict itself. The prose reads the distances, days and border hours the
// stage table holds (destination pages, rules); where a figure is still typed in more than one
// place, these tests hold every copy to the others and to the table.
import { describe, expect, it } from "vitest";
import { formatMonth } from "../../src/content/months.ts";
import { formatMoney, prices } from "../../src/content/prices.ts";
import { destinationDetails } from "../../src/content/destination-details.ts";
import * as faq from "../../src/content/faq.ts";
import { formatDays, formatKm } from "../../src/content/journey.ts";
import * as guide from "../../src/content/pre-trip-guide.ts";
import * as rules from "../../src/content/road-rules.ts";
import { returnDayCrossings, stages } from "../../src/content/stages.ts";
import { type Gap, longestGap, longestGapIn } from "../../src/road/fuel.ts";

/** Every string reachable from a module's exports: the text a visitor can be shown. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}
const texts = strings([destinationDetails, faq, guide, rules, stages]);
const numbers = (re: RegExp) => texts.flatMap((t) => [...t.matchAll(re)].map((m) => Number(m[1])));

/** Stages run from one named place to the next: the part of the table between two of them. */
function between(from: string, to: string) {
  const a = stages.findIndex((s) => s.from.name === from);
  const b = stages.findIndex((s) => s.to.name === to);
  expect(a, from).toBeGreaterThanOrEqual(0);
  expect(b, to).toBeGreaterThanOrEqual(a);
  return stages.slice(a, b + 1);
}
const round10 = (km: number) => Math.round(km / 10) * 10;

describe("numbers in the prose agree with the stage table", () => {
  it("gives the Bariloche page's days and km to El Chaltén as the table adds them up", () => {
    const part = between("Bariloche", "El Chalten");
    const days = part.reduce((sum, s) => sum + s.days, 0);
    const km = part.reduce((sum, s) => sum + s.km, 0);
    expect(destinationDetails.bariloche.departure).toContain(
      `são ${formatDays(days)} ao volante e cerca de ${formatKm(round10(km))}`,
    );
  });

  it("gives El Chaltén → El Calafate the table's distance on both pages", () => {
    const km = formatKm(between("El Chalten", "El Calafate").reduce((sum, s) => sum + s.km, 0));
    expect(destinationDetails["el-chalten"].departure).toContain(`cerca de ${km} de asfalto`);
    expect(destinationDetails["el-calafate"].arrival).toContain(`cerca de ${km} de asfalto`);
  });

  it("quotes the return day's border hours from the crossings' entries, with their season", () => {
    const text = destinationDetails.ushuaia.departure;
    for (const c of returnDayCrossings) expect(text).toContain(`${c.name}, na ${c.season}: ${c.hours}`);
  });

  it("quotes the stretches without reliable fuel as the fuel data computes them, never typed", () => {
    const quoted = (g: Gap) => `${g.from.point.place.name.replace(" (cidade)", "")} a ${g.to.point.place.name}`;
    const about = (g: Gap) => `cerca de ${Math.round(g.km / 10) * 10} km`;
    for (const g of [longestGap, longestGapIn("Argentina")]) {
      const where = texts.filter((t) => t.includes(quoted(g)));
      expect(where.length, quoted(g)).toBeGreaterThanOrEqual(2);
      for (const t of where) expect(t, t).toContain(`${quoted(g)}, ${about(g)}`);
    }
    // The old figure, Bajo Caracoles to Gregores as the longest, is gone from every page.
    expect(texts.filter((t) => /Bajo Caracoles a Gobernador Gregores/.test(t))).toEqual([]);
  });

  it("gives the “73 malditos” one length in the table, the guide and the destination pages", () => {
    const lengths = numbers(/cerca de (\d+) km (?:sem asfalto|de ripio entre Gobernador Gregores)/gi);
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lengths)).toEqual(new Set([73]));
  });

  it("gives the gravel before Mamuil Malal one length everywhere", () => {
    const lengths = numbers(/cerca de (\d+) km (?:de cascalho|da RP 60)/g);
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lengths).size).toBe(1);
  });

  it("gives the Primera Angostura crossing one duration everywhere", () => {
    // The ferry is the only crossing timed in minutes.
    const minutes = numbers(/cerca de (\d+) minutos/g);
    expect(minutes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(minutes).size).toBe(1);
  });
});

describe("the dated cost figures", () => {
  it("are quoted from one list, each with its month, in the FAQ's cost answer", () => {
    const answer = faq.plainText(
      faq.faq.flatMap((g) => g.questions).find((q) => q.question === "Quanto custa por dia?")!.answer,
    );
    for (const [, p] of faq.quotedPrices) expect(answer).toContain(formatMonth(p.month));
    for (const [, p] of faq.quotedPrices) expect(answer).toContain(formatMoney(p.value, p.currency));
    expect(answer).toMatch(/Bencina en Línea/);
  });

  it("give Torres del Paine's fee as the park's page does", () => {
    const page = destinationDetails["torres-del-paine"].outrasInformacoes.join(" ");
    expect(page).toContain(formatMoney(prices.torresDelPaine.value, prices.torresDelPaine.currency));
    expect(page).toContain(formatMonth(prices.torresDelPaine.month));
  });
});
