import { describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";
import { stages } from "../../src/content/stages.ts";
import { wayBackRoad } from "../../src/content/way-back.ts";
import { pacedKm, tally, wayBackDays } from "../../src/cost/days.ts";
import { estimate, narrow, stops } from "../../src/cost/estimate.ts";
import { defaults, fromQuery, oldLinkNote } from "../../src/cost/query.ts";

const at = (name: string) => stops.findIndex((s) => s.place.name === name);
const items = (e: ReturnType<typeof estimate>, start: string) => e.lines.filter((l) => l.item.startsWith(start));

describe("the reference case's days (Vitória to Ushuaia and back, a day at each destination)", () => {
  const e = estimate(defaults);
  const t = tally(e.days);

  it("drives the way there in the stage table's days, two half days in a row making one", () => {
    // 3 days to Foz, then a day per stage end after it but Bajo Caracoles, driven on to Gregores.
    expect(t.road).toEqual({ Brasil: 3, Argentina: 15, Chile: 5 });
    const halves = stages.filter((s) => s.days < 1).length;
    expect(stages.reduce((s, x) => s + Math.max(1, x.days), 0) - (halves > 0 ? 1 : 0)).toBe(23);
  });

  it("spends a day at each of the nine destinations, in its own country", () => {
    expect(t.stay).toEqual({ Brasil: 0, Argentina: 5, Chile: 4 });
    const byCountry = destinations.filter((d) => d.country === "Chile").length;
    expect(t.stay.Chile).toBe(byCountry);
  });

  it("drives home in ten days, four in Brazil, with a night after each but the last", () => {
    expect(t.back).toEqual({ Brasil: 4, Argentina: 6, Chile: 0 });
    expect(e.days.length).toBe(42);
    expect(e.sleep).toEqual({ hotel: 41, camping: 0, vehicle: 0 });
  });
});

describe("the way back's days", () => {
  it("are driven at the stage table's pace on paved road, never faster, and never past its longest day", () => {
    const km = wayBackRoad.legs.reduce((s, l) => s + l.km, 0);
    const days = wayBackDays();
    expect(pacedKm).toBeCloseTo(4180 / 6, 6);
    expect(days.length).toBe(Math.ceil(km / pacedKm));
    for (const d of days) expect(d.km).toBeLessThanOrEqual(pacedKm);
    expect(Math.max(...stages.map((s) => s.km / Math.max(1, s.days)))).toBeGreaterThan(days[0]!.km);
    expect(days.map((d) => d.sleeps === null)).toEqual(days.map((_, i) => i === days.length - 1));
  });

  it("add their days, and only theirs, when the way back is switched on", () => {
    const off = estimate({ ...defaults, back: false });
    expect(estimate(defaults).days.length - off.days.length).toBe(wayBackDays().length);
  });
});

describe("food", () => {
  it("is counted for every day and every person with no hotel or camping night typed, and no room is paid", () => {
    const e = estimate({ ...defaults, hotelNights: 0, campingNights: 0 });
    const fed = items(e, "Comida").reduce((s, l) => s + Number(l.detail.split(" ")[0]), 0);
    expect(fed).toBe(42);
    expect(items(e, "Hospedagem")).toEqual([]);
    expect(e.sleep).toEqual({ hotel: 0, camping: 0, vehicle: 41 });
    expect(e.low).toBeGreaterThan(estimate(narrow(defaults)).low);
  });
});

describe("a stretch", () => {
  it("counts only its own days: Vitória to Foz do Iguaçu is three days and three nights in Brazil", () => {
    const e = estimate({ ...defaults, from: 0, to: at("Foz do Iguaçu") });
    expect(tally(e.days)).toEqual({
      road: { Brasil: 3, Argentina: 0, Chile: 0 },
      stay: { Brasil: 0, Argentina: 0, Chile: 0 },
      back: { Brasil: 0, Argentina: 0, Chile: 0 },
    });
    expect(items(e, "Hospedagem").map((l) => l.detail)).toEqual(["3 noites × 1 quarto duplo"]);
    expect(items(e, "Comida").map((l) => l.detail)).toEqual(["3 dias × 2 pessoas"]);
    expect(e.high).toBeLessThan(4000);
  });

  it("spends its days at the destinations it reaches, and no others", () => {
    const e = estimate({ ...defaults, from: at("Esquel"), to: at("Puerto Natales") });
    expect(e.days.filter((d) => d.kind === "destino").map((d) => d.sleeps)).toEqual([
      "El Chalten",
      "El Calafate",
      "Puerto Natales",
    ]);
  });
});

describe("a link made before the page counted the whole trip", () => {
  it("is read as the way there alone, with the note, and keeps every night in a hotel", () => {
    const old = fromQuery("?combustivel=diesel&consumo=9&pessoas=2&hotel=21&camping=0&de=0&ate=22&volta=nenhuma");
    expect(old.old).toBe(true);
    expect(old.inputs).toEqual({ ...narrow(defaults), from: 0, to: 22 });
    const e = estimate(old.inputs);
    expect(tally(e.days).road).toEqual({ Brasil: 3, Argentina: 15, Chile: 5 });
    expect(e.days.every((d) => d.leg === "ida" && d.kind === "estrada")).toBe(true);
    expect(items(e, "Comida")).toEqual([]);
    expect(oldLinkNote).toMatch(/antes de a conta somar/);
  });

  it("is not a link of today's page, which names its parts", () => {
    expect(fromQuery("?volta=nao&destinos=sim&comida=sim&cambio=sim").old).toBe(false);
    expect(fromQuery("?volta=estimativa").inputs).toMatchObject({ back: true, stay: false, food: false });
  });
});
