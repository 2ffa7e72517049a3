import { describe, expect, it } from "vitest";
import { presets } from "../../src/content/consumption.ts";
import {
  exchangeCosts,
  food,
  fuelPrices,
  lodging,
  type Price,
  prices,
  pricesCheckedNote,
  pricesCheckedOn,
  rates,
  tollRoadsBrasil,
} from "../../src/content/prices.ts";
import { stages } from "../../src/content/stages.ts";
import { wayBackRoad } from "../../src/content/way-back.ts";

const checkedMonth = pricesCheckedOn.slice(0, 7);
const every: [string, { month: string }][] = [
  ...Object.entries(fuelPrices.diesel).map(([k, p]) => [`diesel ${k}`, p] as [string, Price]),
  ...Object.entries(fuelPrices.gasolina).map(([k, p]) => [`gasolina ${k}`, p] as [string, Price]),
  ...Object.entries({ ...prices, ...food, ...rates, ...exchangeCosts }),
  ...Object.entries(lodging).map(([k, p]) => [`lodging ${k}`, p] as [string, Price]),
  ...tollRoadsBrasil.map((r) => [r.road, r] as [string, { month: string }]),
];

describe("the prices' months", () => {
  it.each(every)("%s is dated to a real month no later than the day the prices were checked", (_, p) => {
    expect(p.month).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    expect(p.month <= checkedMonth).toBe(true);
  });

  it("takes the diesel of every zone from one month, so no zone is priced before another's rise", () => {
    expect(new Set(Object.values(fuelPrices.diesel).map((p) => p.month)).size).toBe(1);
  });

  it("takes both fuels of every zone from the diesel's month, as the date line says", () => {
    const fuelMonth = fuelPrices.diesel.Brasil.month;
    const older = Object.entries(fuelPrices.gasolina).filter(([, p]) => p.month !== fuelMonth);
    expect(older.map(([zone]) => zone)).toEqual([]);
    expect(pricesCheckedNote).toContain("todos de março de 2026");
  });

  it("converts at rates of the fuel's month", () => {
    const fuelMonth = fuelPrices.diesel.Brasil.month;
    for (const r of Object.values(rates)) expect(r.month).toBe(fuelMonth);
  });
});

describe("food", () => {
  it("is priced per person per day in each country's own currency", () => {
    const currency = { Brasil: "BRL", Argentina: "ARS", Chile: "CLP" } as const;
    for (const country of ["Brasil", "Argentina", "Chile"] as const) {
      expect(food[country].currency).toBe(currency[country]);
      expect(food[country].unit).toMatch(/^pessoa por dia/);
    }
  });
});

describe("exchange costs", () => {
  it("are fractions, the IOF at the 3,5 % in force since 2025", () => {
    expect(exchangeCosts.iof.rate).toBe(0.035);
    expect(exchangeCosts.spread.rate).toBeGreaterThan(0);
    expect(exchangeCosts.spread.rate).toBeLessThan(0.1);
  });
});

describe("the Brazilian tolls", () => {
  it("give one fare for each plaza named", () => {
    for (const r of tollRoadsBrasil) expect(r.fares).toHaveLength(r.plazas.length);
  });
});

describe("the presets", () => {
  it("put what loaded crews measured beside the label, and below it", () => {
    for (const p of presets) {
      expect(p.measured.low).toBeLessThanOrEqual(p.measured.high);
      expect(p.measured.high).toBeLessThan(p.kmPerLitre);
      expect(p.measured.sources.length).toBeGreaterThan(0);
    }
  });
});

describe("the way back", () => {
  it("starts where the outbound road ends and drives every leg in a zone that has a fuel price", () => {
    expect(wayBackRoad.legs[0]!.name.startsWith(stages.at(-1)!.to.name)).toBe(true);
    for (const l of wayBackRoad.legs) expect(fuelPrices.diesel[l.zone].value).toBeGreaterThan(0);
  });

  it("is shorter than the outbound road, which goes up the Andes", () => {
    const outbound = stages.reduce((sum, s) => sum + s.km, 0);
    expect(wayBackRoad.legs.reduce((sum, l) => sum + l.km, 0)).toBeLessThan(outbound);
  });
});
