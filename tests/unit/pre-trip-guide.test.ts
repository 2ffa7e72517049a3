import { describe, expect, it } from "vitest";
import { preTripGuide } from "../../src/content/pre-trip-guide.ts";
import { officialSources, type SourceKey } from "../../src/content/sources.ts";
import { legs } from "../../src/content/journey.ts";

const { crossings } = preTripGuide;

function usedSourceKeys(): SourceKey[] {
  return [...preTripGuide.sources, ...crossings.sources, ...preTripGuide.sections.flatMap((s) => s.sources ?? [])];
}

describe("pre-trip guide", () => {
  it("gives every section an id of its own, a title and non-empty items", () => {
    const ids = preTripGuide.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of preTripGuide.sections) {
      expect(section.title.trim(), section.id).not.toBe("");
      expect(section.items.length, section.id).toBeGreaterThan(0);
      for (const item of section.items) expect(item.trim(), section.id).not.toBe("");
    }
  });

  it("places the crossings after one of the sections, under an id of their own", () => {
    const ids = preTripGuide.sections.map((s) => s.id);
    expect(ids).toContain(preTripGuide.crossingsAfter);
    expect(ids).not.toContain(crossings.id);
    expect(crossings.title.trim()).not.toBe("");
    expect(crossings.intro.trim()).not.toBe("");
  });

  it("lists the crossings from Brasil → Argentina to San Sebastián, alternating between the countries", () => {
    expect(crossings.list.map((c) => c.direction)).toEqual([
      "Brasil → Argentina",
      "Argentina → Chile",
      "Chile → Argentina",
      "Argentina → Chile",
      "Chile → Argentina",
      "Argentina → Chile",
      "Chile → Argentina",
    ]);
    expect(crossings.list.at(-1)?.name).toMatch(/San Sebastián/);
  });

  it("puts each crossing on a leg of the route, in the route's order", () => {
    const legNames = legs.map((l) => `${l.from} → ${l.to}`);
    const positions = crossings.list.map((c) => legNames.indexOf(c.leg));
    for (const [i, position] of positions.entries()) expect(position, crossings.list[i]?.leg).toBeGreaterThanOrEqual(0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(crossings.list.at(-1)?.leg).toBe(legNames.at(-1));
  });

  it("gives every crossing its steps and its winter risks", () => {
    for (const crossing of crossings.list) {
      expect(crossing.steps.length, crossing.name).toBeGreaterThan(0);
      for (const step of crossing.steps) expect(step.trim(), crossing.name).not.toBe("");
      expect(crossing.winter.trim(), crossing.name).not.toBe("");
    }
  });

  it("names the vehicle's temporary-import paper and the food check at every entry", () => {
    for (const crossing of crossings.list) {
      const text = crossing.steps.join("\n");
      if (crossing.direction.endsWith("→ Chile")) {
        expect(text, crossing.name).toMatch(/TITV/);
        expect(text, crossing.name).toMatch(/SAG/);
      } else {
        expect(text, crossing.name).toMatch(/importação temporária/);
        expect(text, crossing.name).toMatch(/SENASA/);
      }
    }
  });

  it("resolves every source key it uses to an https address", () => {
    const used = usedSourceKeys();
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) {
      const source = officialSources[key];
      expect(source, key).toBeDefined();
      expect(new URL(source.url).protocol, key).toBe("https:");
    }
  });

  it("names and describes every official source, each at an https address", () => {
    for (const [key, source] of Object.entries(officialSources)) {
      expect(source.name.trim(), key).not.toBe("");
      expect(source.what.trim(), key).not.toBe("");
      expect(new URL(source.url).protocol, key).toBe("https:");
    }
  });

  it("states the month it was checked as YYYY-MM, not in the future", () => {
    const match = /^(\d{4})-(\d{2})$/.exec(preTripGuide.verifiedIn);
    expect(match).not.toBeNull();
    const [year, month] = [Number(match?.[1]), Number(match?.[2])];
    expect(month).toBeGreaterThanOrEqual(1);
    expect(month).toBeLessThanOrEqual(12);
    const now = new Date();
    expect(year * 12 + month).toBeLessThanOrEqual(now.getUTCFullYear() * 12 + now.getUTCMonth() + 1);
  });
});
