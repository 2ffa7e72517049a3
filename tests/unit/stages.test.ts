import { readFileSync } from "node:fs";
import { geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { haversineKm } from "../../src/content/journey.ts";
import { stages } from "../../src/content/stages.ts";

// The map's own source (Natural Earth 1:50m): a stage end outside its country would be drawn in
// the wrong place by any view that reads the stages.
const topo = JSON.parse(readFileSync("node_modules/world-atlas/countries-50m.json", "utf8")) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const english = { Brasil: "Brazil", Argentina: "Argentina", Chile: "Chile" } as const;
const countries = feature(topo, topo.objects.countries).features;
const polygon = (c: keyof typeof english) => countries.find((f) => f.properties.name === english[c]) as Feature;

describe("the stage table's places", () => {
  it.each(stages.map((s) => [s.to.name, s] as const))("places %s inside its country", (_, s) => {
    expect(geoContains(polygon(s.to.country), [s.to.coordinates.lon, s.to.coordinates.lat])).toBe(true);
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
