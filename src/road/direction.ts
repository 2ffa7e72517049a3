// On a road driven twice (Mendoza–Santiago and back, Junín de los Andes–Pucón and back, Puerto
// Natales–Torres del Paine and back), one position is two points of the route. The previous fix of
// the same visit says which: the crew has moved on along the route since, so the pass at or past
// it, nearest to it. With no previous fix, the crew is asked ("indo ou voltando?").
import type { Pass, Projection } from "./project.ts";

// A fix taken a little behind the previous one (GPS noise, a turn back into town) still goes on.
const BEHIND_KM = 5;

/** Both passes of a fix on a doubled road, in route order; one pass elsewhere. */
export function passesOf(at: Projection & { onRoute: true }): Pass[] {
  const here: Pass = { km: at.km, stage: at.stage, country: at.country };
  return at.otherPass ? [here, at.otherPass].sort((a, b) => a.km - b.km) : [here];
}

/** The pass the crew is on, given the road km of the visit's previous fix; null when it must ask. */
export function choosePass(passes: Pass[], previousKm: number | null): Pass | null {
  if (passes.length === 1) return passes[0]!;
  if (previousKm === null) return null;
  const ahead = passes.filter((p) => p.km >= previousKm - BEHIND_KM);
  const pool = ahead.length ? ahead : passes;
  // As near behind as ahead (a fix just past a turn, Torres del Paine or Santiago): the later pass.
  return pool.reduce((m, p) => (Math.abs(p.km - previousKm) <= Math.abs(m.km - previousKm) ? p : m));
}
