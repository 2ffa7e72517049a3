import CheapRuler from "cheap-ruler";
import { describe, expect, it } from "vitest";
import { crossingPoints } from "../../src/content/crossing-points.ts";
import { fuelPoints } from "../../src/content/fuel-points.ts";
import { routeVia } from "../../src/content/route-points.ts";
import { stages } from "../../src/content/stages.ts";
import { longestGap } from "../../src/road/fuel.ts";
import { offRouteKm, project } from "../../src/road/project.ts";
import { reportAt } from "../../src/road/report.ts";
import { chain, stageKey, totalKm } from "../../src/road/route.ts";

const tableSum = (upTo: number) => stages.slice(0, upTo).reduce((sum, s) => sum + s.km, 0);
/** A point `f` of the way along the straight line between two places. */
const between = (a: { lat: number; lon: number }, b: { lat: number; lon: number }, f = 0.5) => ({
  lat: a.lat + (b.lat - a.lat) * f,
  lon: a.lon + (b.lon - a.lon) * f,
});
const onRoute = (p: ReturnType<typeof project>) => {
  if (!p.onRoute) throw new Error(`off the route: ${JSON.stringify(p)}`);
  return p;
};

describe("the route's distances", () => {
  it.each(stages.map((s, i) => [s.to.name, i] as const))(
    "give %s, a stage end, exactly the table's km from Vitória and to Ushuaia",
    (_, i) => {
      const end = chain.filter((v) => v.end)[i + 1]!;
      expect(end.place.name).toBe(stages[i]!.to.name);
      expect(end.km).toBe(tableSum(i + 1));
      expect(reportAt(end.km).toUshuaia).toBe(tableSum(stages.length) - tableSum(i + 1));
    },
  );

  it.each(stages.map((s, i) => [s.to.name, i] as const))(
    "project %s's own coordinates onto the table's km (the first pass, where the road comes back)",
    (_, i) => {
      const first = stages.findIndex((s) => s.to.name === stages[i]!.to.name);
      const p = onRoute(project(stages[i]!.to.coordinates));
      expect(Math.round(p.km * 1000) / 1000).toBe(tableSum(first + 1));
    },
  );

  it("end at Ushuaia with the table's total", () => {
    expect(totalKm).toBe(tableSum(stages.length));
  });

  it("take every intermediate point's stage from the table's own places", () => {
    const keys = new Set(stages.map((s) => stageKey(s.from.name, s.to.name)));
    for (const key of Object.keys(routeVia)) expect(keys, key).toContain(key);
  });
});

describe("a position between two fuel points", () => {
  it(
    "on RN 40 between Bajo Caracoles and Gobernador Gregores gives Gregores as the next fuel and the stretch " +
      "without reliable fuel it is on, from Perito Moreno, 352 km",
    () => {
      const bc = stages.find((s) => s.to.name === "Bajo Caracoles")!.to.coordinates;
      const gg = stages.find((s) => s.to.name === "Gobernador Gregores")!.to.coordinates;
      const p = onRoute(project(between(bc, gg, 0.4)));
      const r = reportAt(p.km, p.country);
      expect(r.stage.from.name).toBe("Bajo Caracoles");
      expect(r.nextFuel?.what.point.place.name).toBe("Gobernador Gregores");
      expect(r.nextFuel!.km).toBeCloseTo(stages.find((s) => s.to.name === "Gobernador Gregores")!.km * 0.6, 0);
      // Bajo Caracoles runs dry: the stretch a crew must cover starts at Perito Moreno.
      expect(r.dryStretch?.from.point.place.name).toBe("Perito Moreno (cidade)");
      expect(r.dryStretch?.km).toBe(352);
      expect(r.nextCrossing?.what.crossing.name).toMatch(/Paso Dorotea/);
      expect(r.country).toBe("Argentina");
    },
  );

  it(
    "between Gobernador Gregores and Tres Lagos names Tres Lagos with its warning, and El Chaltén as the " +
      "surer stop",
    () => {
      const gg = stages.find((s) => s.to.name === "Gobernador Gregores")!.to.coordinates;
      const tl = routeVia[stageKey("Gobernador Gregores", "El Chalten")]![0]!.coordinates;
      const r = reportAt(onRoute(project(between(gg, tl))).km);
      expect(r.nextFuel?.what.point.place.name).toBe("Tres Lagos");
      expect(r.nextFuel?.what.point.warning).toMatch(/sem combustível/);
      expect(r.surerFuel?.what.point.place.name).toBe("El Chalten");
      expect(r.dryStretch?.to.point.place.name).toBe("El Chalten");
      expect(r.dryStretch?.longest).toBe(false);
    },
  );

  it("finds the route's longest stretch without reliable fuel from Puerto Natales to Cerro Sombrero", () => {
    expect([longestGap.from.point.place.name, longestGap.to.point.place.name]).toEqual([
      "Puerto Natales",
      "Cerro Sombrero",
    ]);
    expect(longestGap.km).toBeGreaterThan(350);
    expect(longestGap.km).toBeLessThan(390);
  });
});

describe("a position on a stage's intermediate leg", () => {
  it("between Río Turbio and Puerto Natales lies on El Calafate → Puerto Natales, past Esperanza", () => {
    const rt = routeVia[stageKey("El Calafate", "Puerto Natales")]![1]!.coordinates;
    const pn = stages.find((s) => s.to.name === "Puerto Natales")!.to.coordinates;
    const p = onRoute(project(between(rt, pn)));
    const r = reportAt(p.km, p.country);
    expect(r.stage.to.name).toBe("Puerto Natales");
    const esperanza = chain.find((v) => v.place.name === "Esperanza")!.km;
    expect(p.km).toBeGreaterThan(esperanza);
    expect(r.toStageEnd).toBeLessThan(30);
  });

  it("at Tres Lagos is about as far from Gobernador Gregores as its share of the stage's straight legs", () => {
    const tl = routeVia[stageKey("Gobernador Gregores", "El Chalten")]![0]!;
    const p = onRoute(project(tl.coordinates));
    expect(p.offsetKm).toBeLessThan(0.01);
    expect(p.stage).toBe(stages.findIndex((s) => s.to.name === "El Chalten"));
  });
});

describe("a position off the route", () => {
  it("in Buenos Aires is off the route, with the distance to it and the nearest stage place, and no stage", () => {
    const p = project({ lat: -34.6037, lon: -58.3816 });
    expect(p.onRoute).toBe(false);
    if (p.onRoute) return;
    expect(p.offsetKm).toBeGreaterThan(offRouteKm);
    expect(p.nearestOnRoute.name).toBe("Santa Fe");
    expect(stages.some((s) => s.to.name === p.nearest.name)).toBe(true);
    expect("stage" in p).toBe(false);
  });

  it("40 km off the road still counts as on it, 60 km does not", () => {
    const gg = stages.find((s) => s.to.name === "Gobernador Gregores")!.to.coordinates;
    const east = (km: number) => {
      const [lon, lat] = new CheapRuler(gg.lat, "kilometers").destination([gg.lon, gg.lat], km, 90);
      return { lat, lon };
    };
    expect(project(east(40)).onRoute).toBe(true);
    expect(project(east(60)).onRoute).toBe(false);
  });
});

describe("the typed points", () => {
  it("put every fuel point and crossing at a place of the route chain, or at a road km of a stage", () => {
    const names = new Set(chain.map((v) => v.place.name));
    const keys = new Set(stages.map((s) => stageKey(s.from.name, s.to.name)));
    for (const f of fuelPoints) {
      if ("on" in f.place) for (const { stage } of f.place.on) expect(keys, f.place.name).toContain(stage);
      else expect(names, f.place.name).toContain(f.place.name);
    }
    for (const c of crossingPoints) expect(names, c.at).toContain(c.at);
  });

  it("name every crossing of the stage table but the alternatives", () => {
    const named = new Set(crossingPoints.map((c) => c.crossing));
    for (const c of stages.flatMap((s) => s.crossings).filter((c) => !c.name.startsWith("Alternativa")))
      expect(named, c.name).toContain(c.name);
  });
});
