// What the page answers at the positions where the road data misled a crew: the Ruta 9/255 drive,
// the stretches without reliable fuel, the border posts and the countries on either side.
import { describe, expect, it } from "vitest";
import type { LatLon } from "../../src/content/destinations.ts";
import { fuelPoints } from "../../src/content/fuel-points.ts";
import { emergencyNumbers } from "../../src/content/road-rules.ts";
import { drivingSeason, seasonNote, stages } from "../../src/content/stages.ts";
import { gaps, longestGap } from "../../src/road/fuel.ts";
import { project } from "../../src/road/project.ts";
import { reportAt } from "../../src/road/report.ts";
import { chain, pointAtKm } from "../../src/road/route.ts";

const at = (p: LatLon) => {
  const q = project(p);
  if (!q.onRoute) throw new Error(`off the route: ${JSON.stringify(q)}`);
  return { ...reportAt(q.km, q.country), stage: reportAt(q.km).stage, projected: q };
};
const vertex = (name: string, nth = 0) => chain.filter((v) => v.place.name === name)[nth]!;

describe("on Ruta 9 and Ruta 255, between Puerto Natales and Punta Delgada", () => {
  it("at the Ruta 255 turn-off is on the route, with Cerro Sombrero next and the stretch without reliable fuel", () => {
    const r = at({ lat: -52.77, lon: -70.95 });
    expect(r.stage.to.name).toBe("Punta Delgada");
    expect(r.nextFuel?.what.point.place.name).toBe("Cerro Sombrero");
    // Punta Delgada is about 110 km on, and the ferry and Bahía Azul–Cerro Sombrero beyond it.
    expect(r.nextFuel!.km).toBeGreaterThan(150);
    expect(r.nextFuel!.km).toBeLessThan(200);
    expect(r.dryStretch?.from.point.place.name).toBe("Puerto Natales");
    expect(r.dryStretch?.longest).toBe(true);
    expect(r.country).toBe("Chile");
  });

  it("between Villa Tehuelches and the turn-off (52.6 S, 71.2 W) is on the route", () => {
    expect(project({ lat: -52.6, lon: -71.2 }).onRoute).toBe(true);
  });

  it("makes Puerto Natales–Punta Delgada about 315 km, as Ruta 9 and Ruta 255 add up", () => {
    expect(vertex("Punta Delgada").km - vertex("Puerto Natales", 1).km).toBeCloseTo(315, 0);
  });
});

describe("at the Primera Angostura ferry", () => {
  it("at the Punta Delgada lighthouse, beside the ferry terminal, says the ferry is here, not San Sebastián", () => {
    const r = at({ lat: -52.4567, lon: -69.5467 });
    expect(r.nextCrossing?.what.crossing.kind).toBe("balsa");
    expect(r.nextCrossing!.km).toBeLessThan(1);
  });
});

describe("the stretches without reliable fuel", () => {
  it("count Perito Moreno–Gobernador Gregores, 352 km, since Bajo Caracoles runs dry", () => {
    const g = gaps.find((x) => x.from.point.place.name === "Perito Moreno (cidade)")!;
    expect(g.to.point.place.name).toBe("Gobernador Gregores");
    expect(g.km).toBe(352);
  });

  it("are never hidden by a stretch of rare stations: Natales–Cerro Sombrero is the longest", () => {
    expect(longestGap.from.point.place.name).toBe("Puerto Natales");
    expect(longestGap.to.point.place.name).toBe("Cerro Sombrero");
  });

  it("give every fuel point a reliability, and a warning to those that cannot be counted on", () => {
    for (const f of fuelPoints) if (f.reliability !== "reliable") expect(f.warning, f.place.name).toBeTruthy();
    const sombrero = fuelPoints.find((f) => f.place.name === "Cerro Sombrero")!;
    expect(sombrero.reliability).toBe("short-hours");
    for (const name of ["Bajo Caracoles", "Tres Lagos", "Cerro Castillo"])
      expect(fuelPoints.find((f) => f.place.name === name)?.reliability, name).toBe("runs-dry");
  });

  it("name Chos Malal as a fuel stop, here, at Chos Malal", () => {
    const r = reportAt(vertex("Chos Malal").km);
    expect(r.nextFuel?.what.point.place.name).toBe("Chos Malal");
    expect(r.nextFuel?.km).toBe(0);
  });

  it("between Esquel and Tecka, name Tecka's station as one not to count on, and Gobernador Costa beyond it", () => {
    const r = reportAt(vertex("Esquel").km + 50);
    expect(r.nextFuel?.what.point.place.name).toBe("Tecka");
    expect(r.nextFuel?.what.point.reliability).toBe("runs-dry");
    expect(r.nextFuel!.km).toBeCloseTo(40, -1);
    expect(r.surerFuel?.what.point.place.name).toBe("Gobernador Costa");
  });

  it("past the San Sebastián border, name the Argentine post's station as one not to count on, then Río Grande", () => {
    const r = reportAt(vertex("Fronteira de San Sebastián").km + 5);
    expect(r.nextFuel?.what.point.place.name).toBe("San Sebastián (Argentina)");
    expect(r.nextFuel?.what.point.warning).toBeTruthy();
    expect(r.surerFuel?.what.point.place.name).toBe("Río Grande");
  });

  it("name no next fuel 2,000 km ahead inside a stretch of frequent stations (Puerto Iguazú)", () => {
    const r = at({ lat: -25.6108, lon: -54.5803 });
    expect(r.stretch?.kind).toBe("frequent");
    expect(r.nextFuel).toBeNull();
  });
});

describe("the border posts", () => {
  it("20 km up RP 60 from Junín de los Andes, put Paso Mamuil Malal about 40 km ahead", () => {
    const r = at(pointAtKm(vertex("Junín de los Andes").km + 20));
    expect(r.nextCrossing?.what.crossing.name).toBe("Paso Mamuil Malal");
    expect(r.nextCrossing!.km).toBeCloseTo(40, -1);
  });

  it("from Pucón, put the Chilean post of Mamuil Malal about 75 km ahead", () => {
    const r = reportAt(vertex("Pucón").km);
    expect(r.nextCrossing?.what.crossing.name).toBe("Paso Mamuil Malal");
    expect(r.nextCrossing!.km).toBeCloseTo(75, -1);
  });

  it("keep the Los Libertadores complex ahead a few km past the tunnel", () => {
    const r = reportAt(vertex("Paso Los Libertadores (túnel Cristo Redentor)").km + 2);
    expect(r.nextCrossing?.what.crossing.name).toMatch(/Los Libertadores/);
  });
});

describe("the country, for the emergency numbers", () => {
  it("is Argentina at Puerto Iguazú and Eldorado", () => {
    expect(project({ lat: -25.6108, lon: -54.5803 })).toMatchObject({ country: "Argentina" });
    expect(project({ lat: -26.4011, lon: -54.6186 })).toMatchObject({ country: "Argentina" });
  });

  it("is Chile past the Cristo Redentor tunnel, on the way down to Los Andes", () => {
    const tunnel = vertex("Paso Los Libertadores (túnel Cristo Redentor)");
    expect(project(pointAtKm(tunnel.km + 10))).toMatchObject({ country: "Chile" });
    expect(project(pointAtKm(tunnel.km - 10))).toMatchObject({ country: "Argentina" });
  });

  it("is Chile between the Dorotea border and Puerto Natales", () => {
    expect(project(pointAtKm(vertex("Puerto Natales").km - 10))).toMatchObject({ country: "Chile" });
  });
});

describe("the Torres del Paine stage", () => {
  it("places a fix at Cerro Castillo on the park's road, in Chile, not on El Calafate → Puerto Natales", () => {
    const r = at({ lat: -51.2561, lon: -72.3447 });
    expect(r.stage.to.name).toBe("Torres del Paine");
    expect(r.country).toBe("Chile");
    expect(r.nextFuel?.what.point.place.name).toBe("Cerro Castillo");
    expect(r.surerFuel?.what.point.place.name).toBe("Puerto Natales");
  });

  it("ends on the park's road, 115 km from Puerto Natales", () => {
    const s = stages.find((x) => x.to.name === "Torres del Paine")!;
    expect(s.km).toBe(115);
    expect(s.to.coordinates.lon).toBeGreaterThan(-72.9);
  });
});

describe("what the crew reads beside the road", () => {
  it("speaks of the Valle de Uco only after the second Mendoza, not at Portillo", () => {
    const tunnel = vertex("Paso Los Libertadores (túnel Cristo Redentor)");
    expect(reportAt(tunnel.km + 10).stretch).toBeNull();
    expect(reportAt(vertex("Mendoza", 1).km + 10).stretch?.to).toBe("Malargüe");
  });

  it("says when a crossing's hours are not yet this season's", () => {
    for (const c of stages.flatMap((x) => x.crossings))
      expect(seasonNote(c) === "", c.name).toBe(c.season === drivingSeason);
    const ferry = stages.flatMap((x) => x.crossings).find((c) => c.kind === "balsa")!;
    expect(ferry.hours).toMatch(/de hora em hora das 8h30 às 23h/);
    expect(ferry.hours).not.toMatch(/uma atrás da outra/);
  });

  it("says 136 is a volunteer corps in part of Chile, not a national service", () => {
    const chile = emergencyNumbers.find((e) => e.country === "Chile")!;
    expect(chile.numbers.find((n) => n.number === "136")?.what).toMatch(/voluntários, em parte das regiões/);
  });

  it("says whom to call on the road: Carabineros (133) in Chile, Vialidad Nacional's line in Argentina", () => {
    const [chile, argentina] = ["Chile", "Argentina"].map((c) => emergencyNumbers.find((e) => e.country === c)!);
    expect(chile!.note).toMatch(/133.*nas estradas também/);
    expect(argentina!.note).toMatch(/Estado das rodovias: Vialidad Nacional, 0800-222-6272/);
  });

  it("lists Chile's maritime emergency number, for the ferry across the Strait", () => {
    const chile = emergencyNumbers.find((e) => e.country === "Chile")!;
    expect(chile.numbers.map((n) => n.number)).toContain("137");
  });
});
