import { describe, expect, it } from "vitest";
import { fuelPrices, inReais, lodging, prices, rates, type Price } from "../../src/content/prices.ts";
import { estimate, kmByZone, narrow, stops } from "../../src/cost/estimate.ts";
import { isOld, oldPrices } from "../../src/cost/old-prices.ts";
import { defaults, fromQuery, toQuery } from "../../src/cost/query.ts";
import { totalKm } from "../../src/road/route.ts";

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const fuelLines = (e: ReturnType<typeof estimate>) =>
  e.lines.filter((l) => l.group !== "Volta" && l.item.startsWith("Combustível"));

describe("the cost estimate", () => {
  it("splits the whole route's km among the countries so that they add up to the route's total", () => {
    const km = kmByZone(0, totalKm);
    expect(sum(km)).toBeCloseTo(totalKm, 6);
    for (const zone of ["Brasil", "Argentina", "Patagonia", "Chile"] as const) expect(km[zone]).toBeGreaterThan(500);
  });

  it("adds up any part of the route to the distance between its two places", () => {
    const [from, to] = [4, 13];
    expect(sum(kmByZone(stops[from]!.km, stops[to]!.km))).toBeCloseTo(stops[to]!.km - stops[from]!.km, 6);
  });

  it("burns route km ÷ consumption litres, within 1 %, for diesel at 9 km/l over the whole route", () => {
    const e = estimate({ ...defaults, fuel: "diesel", kmPerLitre: 9 });
    expect(Math.abs(e.litres - totalKm / 9) / (totalKm / 9)).toBeLessThan(0.01);
    // Each country's fuel line is its litres at its own price per litre.
    const byZone = kmByZone(0, totalKm);
    const expected =
      (byZone.Brasil / 9) * inReais("BRL") * fuelPrices.diesel.Brasil.value +
      (byZone.Argentina / 9) * inReais("ARS") * fuelPrices.diesel.Argentina.value +
      (byZone.Patagonia / 9) * inReais("ARS") * fuelPrices.diesel.Patagonia.value +
      (byZone.Chile / 9) * inReais("CLP") * fuelPrices.diesel.Chile.value;
    expect(sum(Object.fromEntries(fuelLines(e).map((l) => [l.item + l.group, l.low])))).toBeCloseTo(expected, 2);
  });

  it("halves the fuel when the consumption doubles", () => {
    const at = (kmPerLitre: number) => fuelLines(estimate({ ...defaults, kmPerLitre })).map((l) => l.low);
    const nine = at(9);
    at(18).forEach((cost, i) => expect(cost).toBeCloseTo(nine[i]! / 2, 6));
  });

  it("gives a range from the lodging and the Torres del Paine ticket alone, low below high", () => {
    const e = estimate({ ...defaults, exchange: false });
    expect(e.low).toBeLessThan(e.high);
    const lodgingLines = e.lines.filter((l) => l.item.startsWith("Hospedagem") || l.item.endsWith("Paine"));
    expect(e.high - e.low).toBeCloseTo(
      sum(Object.fromEntries(lodgingLines.map((l) => [l.group + l.item, l.high - l.low]))),
      6,
    );
  });

  it("charges the parks and the ferry only on a part of the route that reaches them", () => {
    const north = estimate({ ...defaults, from: 0, to: 5 });
    expect(north.lines.map((l) => l.item).join(" ")).not.toMatch(/parque|Balsa/);
    const south = estimate(defaults);
    expect(south.lines.filter((l) => l.item.startsWith("Entrada do parque"))).toHaveLength(3);
    expect(south.lines.some((l) => l.item.startsWith("Balsa"))).toBe(true);
  });
});

describe("every price", () => {
  const all: Price[] = [
    ...Object.values(fuelPrices.diesel),
    ...(Object.values(fuelPrices.gasolina) as (Price | null)[]).filter((p): p is Price => p !== null),
    ...Object.values(prices),
    ...Object.values(lodging),
    ...Object.values(rates),
  ];

  it("has a value, a currency, a unit, a month and a source with an address", () => {
    for (const p of all) {
      expect(p.value).toBeGreaterThan(0);
      expect(p.unit.length).toBeGreaterThan(2);
      expect(p.month).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(p.source.name.length).toBeGreaterThan(2);
      expect(p.source.url).toMatch(/^https:\/\//);
    }
  });
});

describe("the line on old prices", () => {
  it("counts a price as old only once 90 days have passed since the end of its month", () => {
    expect(isOld("2025-12", Date.UTC(2026, 2, 31))).toBe(false);
    expect(isOld("2025-12", Date.UTC(2026, 3, 2))).toBe(true);
  });

  it("on today's clock (28 November 2026), names exactly the prices used whose month ended before August", () => {
    const e = estimate(defaults);
    const today = Date.UTC(2026, 10, 28);
    const used = new Set([...e.lines.flatMap((l) => l.prices), ...Object.values(rates)]);
    const old = oldPrices(e, today);
    for (const p of used) expect(old.includes(p), `${p.unit}, ${p.month}`).toBe(p.month < "2026-08");
    expect(oldPrices(e, Date.UTC(2019, 0, 1))).toEqual([]);
  });
});

describe("the page's link", () => {
  it("reproduces the inputs it was made from", () => {
    const inputs = { ...defaults, fuel: "gasolina" as const, kmPerLitre: 9.5, people: 3, from: 4, to: 12, food: false };
    expect(fromQuery(toQuery(inputs))).toEqual({ inputs, notes: [], old: false });
  });

  it("falls back to the default for a value it cannot use, and says which", () => {
    const { inputs, notes } = fromQuery("?combustivel=diesel&consumo=nove&pessoas=2");
    expect(inputs.kmPerLitre).toBe(defaults.kmPerLitre);
    expect(notes).toEqual([expect.stringMatching(/“nove” de consumo .*usamos 9/)]);
  });

  it("quotes a refused value cut to a few words, its invisible format characters written out", () => {
    const { notes } = fromQuery(`?combustivel=diesel\u202Egnilosag&pessoas=${"9".repeat(5000)}`);
    expect(notes[0]).toContain("“diesel\\u202Egnilosag”");
    expect(notes[0]).not.toContain("\u202E");
    expect(notes[1]!.length).toBeLessThan(200);
  });

  it("switches every part off, and the whole trip is then the narrow figure", () => {
    const { inputs, notes } = fromQuery("?destinos=nao&volta=nao&comida=nao&cambio=nao");
    expect(notes).toEqual([]);
    expect(estimate(inputs)).toEqual(estimate(narrow(defaults)));
  });
});
