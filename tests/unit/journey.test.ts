import { readFileSync } from "node:fs";
import { geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { destinations, start, type LatLon } from "../../src/content/destinations.ts";
import { formatKm, haversineKm, legs, totalKm } from "../../src/content/journey.ts";

// The map's own source (Natural Earth 1:50m): a stop outside its country polygon would be drawn
// in the wrong place, or in the sea.
const topo = JSON.parse(readFileSync("node_modules/world-atlas/countries-50m.json", "utf8")) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const countries = feature(topo, topo.objects.countries).features;
const englishName = { Brasil: "Brazil", Chile: "Chile", Argentina: "Argentina" } as const;
const polygon = (country: keyof typeof englishName) =>
  countries.find((c) => c.properties.name === englishName[country]) as Feature;

/** Vincenty's inverse formula on the WGS84 ellipsoid: an independent reference for the sphere. */
function vincentyKm(p: LatLon, q: LatLon): number {
  const [a, f] = [6378.137, 1 / 298.257223563];
  const b = a * (1 - f);
  const rad = Math.PI / 180;
  const L = (q.lon - p.lon) * rad;
  const U1 = Math.atan((1 - f) * Math.tan(p.lat * rad));
  const U2 = Math.atan((1 - f) * Math.tan(q.lat * rad));
  let lambda = L;
  let sinS = 0,
    cosS = 0,
    sigma = 0,
    cos2A = 0,
    cos2Sm = 0;
  for (let i = 0; i < 200; i++) {
    const [sinL, cosL] = [Math.sin(lambda), Math.cos(lambda)];
    sinS = Math.hypot(Math.cos(U2) * sinL, Math.cos(U1) * Math.sin(U2) - Math.sin(U1) * Math.cos(U2) * cosL);
    if (sinS === 0) return 0;
    cosS = Math.sin(U1) * Math.sin(U2) + Math.cos(U1) * Math.cos(U2) * cosL;
    sigma = Math.atan2(sinS, cosS);
    const sinA = (Math.cos(U1) * Math.cos(U2) * sinL) / sinS;
    cos2A = 1 - sinA ** 2;
    cos2Sm = cos2A === 0 ? 0 : cosS - (2 * Math.sin(U1) * Math.sin(U2)) / cos2A;
    const C = (f / 16) * cos2A * (4 + f * (4 - 3 * cos2A));
    const next = L + (1 - C) * f * sinA * (sigma + C * sinS * (cos2Sm + C * cosS * (-1 + 2 * cos2Sm ** 2)));
    if (Math.abs(next - lambda) < 1e-12) break;
    lambda = next;
  }
  const u2 = (cos2A * (a * a - b * b)) / (b * b);
  const A = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
  const B = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
  const dSigma =
    B *
    sinS *
    (cos2Sm +
      (B / 4) * (cosS * (-1 + 2 * cos2Sm ** 2) - (B / 6) * cos2Sm * (-3 + 4 * sinS ** 2) * (-3 + 4 * cos2Sm ** 2)));
  return b * A * (sigma - dSigma);
}

describe("the route's coordinates and order", () => {
  it("starts in Vitória, inside Brazil", () => {
    expect(geoContains(polygon("Brasil"), [start.coordinates.lon, start.coordinates.lat])).toBe(true);
  });

  it.each(destinations.map((d) => [d.name, d] as const))("places %s inside its country", (_, d) => {
    expect(geoContains(polygon(d.country), [d.coordinates.lon, d.coordinates.lat])).toBe(true);
  });

  it("puts no two destinations on the same spot", () => {
    const spots = destinations.map((d) => `${d.coordinates.lat},${d.coordinates.lon}`);
    expect(new Set(spots).size).toBe(spots.length);
  });

  it("runs from north to south overall: Vitória northernmost, Ushuaia last and southernmost", () => {
    const lats = [start, ...destinations].map((d) => d.coordinates.lat);
    expect(Math.max(...lats)).toBe(start.coordinates.lat);
    expect(destinations.at(-1)!.slug).toBe("ushuaia");
    expect(Math.min(...lats)).toBe(destinations.at(-1)!.coordinates.lat);
    // Local zigzags (Santiago then Mendoza, Puerto Natales then Torres del Paine) stay small.
    for (let i = 1; i < lats.length; i++) expect(lats[i]! - lats[i - 1]!).toBeLessThan(1);
  });
});

describe("great-circle distances", () => {
  it.each([
    ["London", { lat: 51.5074, lon: -0.1278 }, "Paris", { lat: 48.8566, lon: 2.3522 }, 343.5],
    ["New York", { lat: 40.7128, lon: -74.006 }, "London", { lat: 51.5074, lon: -0.1278 }, 5570],
  ])("measures %s to %s within 1% of the published figure", (_, a, __, b, km) => {
    expect(Math.abs(haversineKm(a, b) - km) / km).toBeLessThan(0.01);
  });

  it("agrees within 1% with Vincenty's formula on the WGS84 ellipsoid for every leg", () => {
    const stops = [start, ...destinations];
    legs.forEach((leg, i) => {
      const reference = vincentyKm(stops[i]!.coordinates, stops[i + 1]!.coordinates);
      expect(Math.abs(leg.km - reference) / reference, `${leg.from} → ${leg.to}`).toBeLessThan(0.01);
    });
  });

  it("is zero for a point and symmetric", () => {
    const [a, b] = [start.coordinates, destinations[8]!.coordinates];
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });

  it("has one leg per destination, chained from Vitória, adding up to the total", () => {
    expect(legs.map((l) => l.to)).toEqual(destinations.map((d) => d.name));
    expect(legs[0]!.from).toBe("Vitória");
    expect(legs.slice(1).map((l) => l.from)).toEqual(destinations.slice(0, -1).map((d) => d.name));
    expect(totalKm).toBeCloseTo(
      legs.reduce((s, l) => s + l.km, 0),
      6,
    );
  });

  it("formats kilometres the Brazilian way", () => {
    expect(formatKm(916.4)).toBe("916 km");
    expect(formatKm(6338.2)).toBe("6.338 km");
  });
});
