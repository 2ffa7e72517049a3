// Serialises projected geometry into compact SVG path data: coordinates rounded to a grid,
// points closer than `tolerance` to the last kept one dropped (a cheap radial simplification),
// relative commands so most numbers are short, and rings too small to see left out.
import { geoPath, type GeoProjection, type GeoPermissibleObjects } from "d3-geo";

type Ring = [number, number][];

function collectRings(projection: GeoProjection, object: GeoPermissibleObjects): Ring[] {
  const rings: Ring[] = [];
  let ring: Ring = [];
  const context = {
    moveTo(x: number, y: number) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x: number, y: number) {
      ring.push([x, y]);
    },
    // "z" in the output closes the ring; repeating the first point would only add bytes.
    closePath() {},
    arc() {},
    rect() {},
    bezierCurveTo() {},
    quadraticCurveTo() {},
    arcTo() {},
    beginPath() {},
    fill() {},
    stroke() {},
  };
  geoPath(projection, context as unknown as CanvasRenderingContext2D)(object);
  return rings;
}

const num = (n: number) => {
  const s = (Math.round(n * 10) / 10).toString();
  return s.replace(/^(-?)0\./, "$1.");
};

function pair(dx: number, dy: number): string {
  const a = num(dx);
  const b = num(dy);
  // A minus sign (or a leading dot after a decimal) separates numbers without a space.
  return a + (b.startsWith("-") || (b.startsWith(".") && a.includes(".")) ? "" : " ") + b;
}

export interface PathOptions {
  tolerance: number;
  /** Rings whose bounding box is smaller than this (in both directions) are dropped. */
  minSize: number;
  closed: boolean;
}

export function svgPath(
  projection: GeoProjection,
  object: GeoPermissibleObjects,
  { tolerance, minSize, closed }: PathOptions,
): string {
  let d = "";
  for (const raw of collectRings(projection, object)) {
    const xs = raw.map((p) => p[0]);
    const ys = raw.map((p) => p[1]);
    const w = Math.max(...xs) - Math.min(...xs);
    const h = Math.max(...ys) - Math.min(...ys);
    if (w < minSize && h < minSize) continue;
    const kept: Ring = [raw[0]!];
    for (const p of raw.slice(1)) {
      const [lx, ly] = kept[kept.length - 1]!;
      if (Math.hypot(p[0] - lx, p[1] - ly) >= tolerance) kept.push(p);
    }
    if (closed && kept.length < 3) continue;
    // Work on the rounded grid so relative steps add up exactly to the absolute positions.
    const grid = kept.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as const);
    let [px, py] = grid[0]!;
    d += "M" + pair(px / 10, py / 10);
    let cmd = "";
    for (const [x, y] of grid.slice(1)) {
      if (x === px && y === py) continue;
      cmd += (cmd ? (num((x - px) / 10).startsWith("-") ? "" : " ") : "l") + pair((x - px) / 10, (y - py) / 10);
      px = x;
      py = y;
    }
    d += cmd + (closed ? "z" : "");
  }
  return d;
}
