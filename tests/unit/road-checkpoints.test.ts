import { describe, expect, it } from "vitest";
import type { LatLon } from "../../src/content/destinations.ts";
import { checkpoints } from "../../src/content/road-checkpoints.ts";
import { stages } from "../../src/content/stages.ts";
import { chain, lonLat, rulerFor, stageKey } from "../../src/road/route.ts";

/** The nearest point of one stage's legs: its road km from Vitória and how far the point is from it. */
function onStage(position: LatLon, stage: string) {
  const i = stages.findIndex((s) => stageKey(s.from.name, s.to.name) === stage);
  let best = { offsetKm: Infinity, km: 0 };
  for (let j = 1; j < chain.length; j++) {
    if (chain[j]!.stage !== i) continue;
    const [a, b] = [chain[j - 1]!, chain[j]!];
    const ruler = rulerFor(a.place.coordinates, b.place.coordinates);
    const line = [lonLat(a.place.coordinates), lonLat(b.place.coordinates)];
    const { point, t } = ruler.pointOnLine(line, lonLat(position));
    const offsetKm = ruler.distance(point, lonLat(position));
    if (offsetKm < best.offsetKm) best = { offsetKm, km: a.km + t * (b.km - a.km) };
  }
  return best;
}

describe("the road checkpoints", () => {
  it.each(checkpoints.map((c) => [c.name, c.from.name, c] as const))(
    "put %s on the route within 15 km, at the published road km from %s within 10 %%",
    (_, __, c) => {
      const here = onStage(c.coordinates, c.stage);
      const there = onStage(c.from.coordinates, c.stage);
      expect(here.offsetKm).toBeLessThan(15);
      expect(there.offsetKm).toBeLessThan(15);
      expect(Math.abs(Math.abs(here.km - there.km) - c.km)).toBeLessThanOrEqual(c.km * 0.1);
    },
  );
});
