import { readFileSync } from "node:fs";
import { geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { haversineKm } from "../../src/content/journey.ts";
import { returnDayCrossings, stages } from "../../src/content/stages.ts";

// The map's own source (Natural Earth 1:50m): a stage end outside its country would be drawn in
// the wrong place by any view that reads the stages.
const topo = JSON.parse(readFileSync("node_modules/world-atlas/countries-50m.json", "utf8")) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const english = { Brasil: "Brazil", Argentina: "Argentina", Chile: "Chile" } as const;
const countries = feature(topo, topo.objects.countries).features;
const polygon = (c: keyof typeof english) => countries.find((f) => f.properties.name === english[c]) as Feature;

// A ferry's ramp stands on the shore, where the map's 1:50m coastline can run a few km inland.
const SHORE_KM = 5;
const around = ({ lat, lon }: { lat: number; lon: number }, km: number): [number, number][] =>
  [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => {
    const r = (deg * Math.PI) / 180;
    return [lon + (km / (111.3 * Math.cos((lat * Math.PI) / 180))) * Math.sin(r), lat + (km / 111.3) * Math.cos(r)];
  });

describe("the stage table's places", () => {
  it.each(stages.map((s) => [s.to.name, s] as const))("places %s inside its country", (_, s) => {
    const ferry = stages.some((x) => x.from === s.to && x.crossings.some((c) => c.kind === "balsa"));
    const points: [number, number][] = [[s.to.coordinates.lon, s.to.coordinates.lat]];
    if (ferry) points.push(...around(s.to.coordinates, SHORE_KM));
    expect(points.some((p) => geoContains(polygon(s.to.country), p))).toBe(true);
  });

  it.each(stages.map((s) => [`${s.from.name} → ${s.to.name}`, s] as const))(
    // The road bends (El Calafate to Puerto Natales goes round by Esperanza, 2.3 times the line),
    // but a slipped digit would put a stage ten times off.
    "gives %s a road distance no shorter than the straight line and under three times it",
    (_, s) => {
      const line = haversineKm(s.from.coordinates, s.to.coordinates);
      expect(s.km).toBeGreaterThanOrEqual(line);
      expect(s.km).toBeLessThan(line * 3);
    },
  );
});

// Border hours change every year: a figure without its season reads as today's. Each crossing says
// which southern summer its hours were published for, and where to check the day's status.
const crossings = [...stages.flatMap((s) => s.crossings), ...returnDayCrossings];

describe("the crossings' hours", () => {
  it.each(crossings.map((c) => [c.name, c] as const))("name the season they belong to for %s", (_, c) => {
    const m = /^temporada (\d{4})–(\d{2})$/.exec(c.season);
    expect(m, c.season).not.toBeNull();
    expect(Number(m![2])).toBe((Number(m![1]) + 1) % 100);
    // No second season hidden in the text, and the notice the hours come from is dated.
    expect(c.hours).not.toMatch(/temporada \d{4}/);
    expect(c.hours).toMatch(/\b20\d\d\b/);
    expect(c.check.length).toBeGreaterThan(0);
  });

  it("include Monte Aymond and San Sebastián for the return day, with their closing times", () => {
    expect(returnDayCrossings.map((c) => c.name)).toEqual([
      "Paso San Sebastián",
      "Paso Integración Austral, em Monte Aymond",
    ]);
    for (const c of returnDayCrossings) expect(c.hours).toMatch(/\d{1,2}h\d{0,2}/);
  });
});

describe("the stage ends", () => {
  it("are towns, not a border post", () => {
    for (const s of stages) expect(s.to.name).not.toMatch(/fronteira|paso/i);
  });
});
