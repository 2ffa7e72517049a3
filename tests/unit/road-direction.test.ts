// On the three roads driven twice, the page answers for the way the crew is going: the pass after
// the visit's previous fix, or the crew's own answer to "indo ou voltando?".
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DirectionQuestion } from "../../src/components/road/DirectionQuestion.tsx";
import { choosePass, passesOf } from "../../src/road/direction.ts";
import { project } from "../../src/road/project.ts";
import { reportAt } from "../../src/road/report.ts";
import { chain, pointAtKm } from "../../src/road/route.ts";

const vertex = (name: string, nth = 0) => chain.filter((v) => v.place.name === name)[nth]!;
const onRoute = (p: ReturnType<typeof project>) => {
  if (!p.onRoute) throw new Error("off the route");
  return p;
};

// Each doubled road by its two ends, as the outbound drive meets them.
const doubled = [
  ["Mendoza", "Santiago"],
  ["Junín de los Andes", "Pucón"],
  ["Puerto Natales", "Torres del Paine"],
] as const;

describe.each(doubled)("the road between %s and %s, driven twice", (from, to) => {
  const start = vertex(from).km;
  const end = vertex(to).km;
  const points = Array.from({ length: Math.floor((end - start) / 5) - 1 }, (_, i) => pointAtKm(start + 5 * (i + 1)));

  it("is two passes at every point, one on the way out and one on the way back", () => {
    for (const p of points) expect(passesOf(onRoute(project(p))).length).toBe(2);
  });

  it("never names as next a fuel point or border behind the crew, on either pass", () => {
    for (const p of points) {
      const passes = passesOf(onRoute(project(p)));
      // Within 10 km of the turn (Santiago, Pucón, the park), 10 km back is the other pass itself.
      if (passes[1]!.km - passes[0]!.km < 20) continue;
      for (const pass of passes) {
        // The previous fix of the visit: 10 km back along this same pass.
        const chosen = choosePass(passes, pass.km - 10)!;
        expect(chosen.km).toBeCloseTo(pass.km, 6);
        const r = reportAt(chosen.km, chosen.country);
        if (r.nextFuel) expect(r.nextFuel.what.km).toBeGreaterThanOrEqual(chosen.km - 1);
        if (r.nextCrossing) expect(r.nextCrossing.km).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("asks which way when there is no previous fix", () => {
    expect(choosePass(passesOf(onRoute(project(points[0]!))), null)).toBeNull();
  });
});

describe("on the way back to Mendoza", () => {
  it("between Santiago and Los Andes, after a fix in Santiago, names Los Andes as next fuel and Horcones ahead", () => {
    const santiago = vertex("Santiago").km;
    const p = pointAtKm(vertex("Los Andes", 1).km - 20);
    const pass = choosePass(passesOf(onRoute(project(p))), santiago)!;
    const r = reportAt(pass.km, pass.country);
    expect(r.stage.from.name).toBe("Santiago");
    expect(r.nextFuel?.what.point.place.name).toBe("Los Andes");
    expect(r.nextCrossing?.what.crossing.name).toMatch(/Horcones/);
    expect(r.country).toBe("Chile");
  });

  it("at Los Andes, chosen by hand on the way back, points to the Cristo Redentor ahead, not 270 km away", () => {
    const r = reportAt(vertex("Los Andes", 1).km);
    expect(r.nextCrossing?.what.crossing.name).toMatch(/Horcones/);
    expect(r.nextCrossing!.km).toBeLessThan(100);
    expect(r.nextFuel?.what.point.place.name).toBe("Los Andes");
  });
});

describe("leaving Torres del Paine", () => {
  it("5 km out of the park, after a fix at the gate, is on the way back, with Cerro Castillo and Natales ahead", () => {
    const gate = vertex("Torres del Paine").km;
    const pass = choosePass(passesOf(onRoute(project(pointAtKm(gate + 5)))), gate)!;
    const r = reportAt(pass.km, pass.country);
    expect(r.stage.from.name).toBe("Torres del Paine");
    expect(r.nextFuel?.what.point.place.name).toBe("Cerro Castillo");
    expect(r.surerFuel?.what.point.place.name).toBe("Puerto Natales");
    expect(r.surerFuel!.km).toBeCloseTo(110, -1);
  });
});

describe("before 'indo ou voltando?' is answered", () => {
  // A point of each road driven twice, every one in Chile: the way down to Portillo, Cerro Castillo,
  // halfway between Junín de los Andes and Pucón.
  const points = [
    ["on the way down to Portillo", pointAtKm(vertex("Paso Los Libertadores (túnel Cristo Redentor)").km + 10)],
    ["at Cerro Castillo", vertex("Cerro Castillo").place.coordinates],
    ["between Junín de los Andes and Pucón", pointAtKm((vertex("Junín de los Andes").km + vertex("Pucón").km) / 2)],
  ] as const;

  it.each(points)("%s, the page already shows Chile's emergency numbers and 'Avisar a família'", (_, p) => {
    const passes = passesOf(onRoute(project(p)));
    expect(choosePass(passes, null)).toBeNull();
    const html = renderToString(createElement(DirectionQuestion, { passes, at: p, onAnswer: () => {} }));
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toContain("Indo ou voltando?");
    expect(text).toContain("Emergência: no Chile");
    expect(text).toContain('href="tel:133"');
    expect(text).toContain("Avisar a família");
    expect(text).toMatch(/Estamos entre [^.]+ e [^.]+\. \d+h\d\d\. https:\/\/maps\.google\.com/);
  });
});
