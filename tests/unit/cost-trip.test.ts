import { describe, expect, it } from "vitest";
import { exchangeCosts, food, inReais } from "../../src/content/prices.ts";
import { wayBackRoad } from "../../src/content/way-back.ts";
import { estimate, stops } from "../../src/cost/estimate.ts";
import { tally } from "../../src/cost/days.ts";
import { paidAbroad } from "../../src/cost/lines.ts";
import { apportion, countries } from "../../src/cost/nights.ts";
import { defaults } from "../../src/cost/query.ts";
import { plural } from "../../src/cost/words.ts";

const total = (e: ReturnType<typeof estimate>) => [Math.round(e.low), Math.round(e.high)];
const at = (name: string) => stops.findIndex((s) => s.place.name === name);

describe("the whole trip's cost, for the reference case (2 people, diesel at 9 km/l, Vitória to Ushuaia)", () => {
  const e = estimate(defaults);

  it("feeds each person every day on the road and at the destinations, at each country's price", () => {
    const t = tally(e.days);
    for (const c of countries) {
      const line = e.lines.find((l) => l.group === c && l.item === "Comida")!;
      const days = t.road[c] + t.stay[c];
      expect(line.detail).toBe(`${plural(days, "dia", "dias")} × 2 pessoas`);
      expect(line.low).toBeCloseTo(days * 2 * food[c].value * inReais(food[c].currency), 6);
    }
  });

  it("adds the IOF and the bank's spread to everything paid in another currency, and to nothing else", () => {
    const line = e.lines.find((l) => l.item.startsWith("Câmbio"))!;
    const abroad = e.lines.filter(paidAbroad);
    expect(abroad.some((l) => l.item === "Carta Verde")).toBe(false);
    const rate = exchangeCosts.iof.rate + exchangeCosts.spread.rate;
    expect(line.low).toBeCloseTo(rate * abroad.reduce((s, l) => s + l.low, 0), 6);
    expect(line.high).toBeCloseTo(rate * abroad.reduce((s, l) => s + l.high, 0), 6);
  });

  it("pays a room for exactly the hotel nights typed, up to the nights the days have, the rest in the car", () => {
    const rooms = (x: ReturnType<typeof estimate>) =>
      x.lines.filter((l) => l.item.startsWith("Hospedagem")).reduce((s, l) => s + Number(l.detail.split(" ")[0]), 0);
    for (const nights of [0, 1, 7, 21, 40])
      for (const [from, to] of [
        [0, stops.length - 1],
        [at("Mendoza"), at("Ushuaia")],
        [0, 1],
      ] as const) {
        const x = estimate({ ...defaults, hotelNights: nights, campingNights: 2, from, to });
        const all = x.days.filter((d) => d.sleeps !== null).length;
        expect(rooms(x)).toBe(Math.min(nights, all));
        expect(x.sleep.hotel + x.sleep.camping + x.sleep.vehicle).toBe(all);
      }
    expect(apportion(5, { Brasil: 1, Argentina: 1, Chile: 1 })).toEqual({ Brasil: 2, Argentina: 2, Chile: 1 });
  });

  it("adds the way back's own nights, food, fuel by its stated road and second ferry crossing", () => {
    const without = estimate({ ...defaults, back: false, exchange: false });
    const withBack = estimate({ ...defaults, exchange: false });
    const back = withBack.lines.filter((l) => l.group === "Volta");
    const days = tally(withBack.days).back;
    expect(back.filter((l) => l.item.startsWith("Hospedagem")).length).toBeGreaterThan(0);
    expect(back.filter((l) => l.item.startsWith("Comida")).map((l) => l.detail)).toEqual(
      countries.filter((c) => days[c]).map((c) => `${plural(days[c], "dia", "dias")} × 2 pessoas`),
    );
    const fuelKm = back
      .filter((l) => l.item.startsWith("Combustível"))
      .reduce((s, l) => s + Number(l.detail.split(" km")[0]!.replace(".", "")), 0);
    expect(fuelKm).toBe(wayBackRoad.legs.reduce((s, l) => s + l.km, 0));
    expect(back.some((l) => l.item.startsWith("Balsa"))).toBe(true);
    // Leaving it out takes away exactly its lines.
    expect(withBack.low - without.low).toBeCloseTo(
      back.filter((l) => !l.outside).reduce((s, l) => s + l.low, 0),
      6,
    );
  });

  it("counts the way back only from Ushuaia, where its road starts, and says so otherwise", () => {
    const north = estimate({ ...defaults, to: at("Mendoza") });
    expect(north.lines.filter((l) => l.group === "Volta").map((l) => [l.item, l.outside])).toEqual([
      ["Volta para casa", true],
    ]);
  });

  it("leaves the narrow figure for the way there's road days when every part is off", () => {
    const narrow = estimate({ ...defaults, stay: false, back: false, food: false, exchange: false });
    expect(total(narrow)[0]).toBeLessThan(total(estimate(defaults))[0]!);
    expect(narrow.lines.map((l) => l.item).join(" ")).not.toMatch(/Comida|Câmbio|Volta/);
  });
});

describe("words that agree with their numbers", () => {
  it("says 1 pessoa and 2 pessoas, 1 noite and 3 noites, 1.250 km", () => {
    expect(plural(1, "pessoa", "pessoas")).toBe("1 pessoa");
    expect(plural(2, "pessoa", "pessoas")).toBe("2 pessoas");
    expect(plural(1, "noite", "noites")).toBe("1 noite");
    expect(plural(3, "noite", "noites")).toBe("3 noites");
    expect(plural(0, "noite", "noites")).toBe("0 noites");
    expect(plural(1250, "km", "km")).toBe("1.250 km");
  });

  it("writes no “(s)” anywhere in the reference case's table", () => {
    for (const l of estimate({ ...defaults, people: 1, campingNights: 1 }).lines) expect(l.detail).not.toContain("(s)");
  });
});
