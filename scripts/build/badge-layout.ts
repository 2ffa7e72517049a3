// Places each stop's number badge beside its dot, Chilean stops out in the Pacific and Argentine
// ones to the east, then pushes badges on the same side apart until none overlap. The gap is
// sized for a 28 px badge on a 375 px phone, where the southern stops are only pixels apart.
export interface Stop {
  slug: string;
  country: string;
  x: number;
  y: number;
}

export interface PlacedStop extends Stop {
  bx: number;
  by: number;
}

const OFFSET = 34;
const GAP = 46;
const MARGIN = 22;

export function layoutBadges(stops: Stop[], width: number, height: number): PlacedStop[] {
  const placed = stops.map((s) => {
    const dir = s.country === "Chile" ? -1 : 1;
    return { ...s, bx: s.x + dir * OFFSET, by: s.y };
  });
  for (const west of [true, false]) {
    const side = placed.filter((p) => p.bx < p.x === west).sort((a, b) => a.by - b.by);
    for (let round = 0; round < 100; round++) {
      for (let i = 1; i < side.length; i++) {
        const overlap = GAP - (side[i]!.by - side[i - 1]!.by);
        if (overlap > 0) {
          side[i - 1]!.by -= overlap / 2;
          side[i]!.by += overlap / 2;
        }
      }
    }
  }
  for (const p of placed) {
    p.bx = Math.round(Math.min(width - MARGIN, Math.max(MARGIN, p.bx)));
    p.by = Math.round(Math.min(height - MARGIN, Math.max(MARGIN, p.by)));
  }
  return placed;
}
