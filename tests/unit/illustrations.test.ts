import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";

// The SVG illustrations are hand-written files served as <img>: they must keep fixed dimensions
// (no layout shift), stay within the 10 KiB budget and carry nothing active or external.
// The Open Graph PNGs come from `npm run build` (run it first; `npm test` does).
const root = join(import.meta.dirname, "../..");
const illustrationsDir = join(root, "public/illustrations");
const ogDir = join(root, "dist/og");

const svgs = [
  { file: "hero.svg", width: 1600, height: 900 },
  ...destinations.map((d) => ({ file: `${d.slug}.svg`, width: 1200, height: 800 })),
];

function rootTag(svg: string): string {
  const match = /<svg\b[^>]*>/.exec(svg);
  if (!match) throw new Error("no <svg> root element");
  return match[0];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature), `${file} is not a PNG`).toBe(true);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the SVG illustrations", () => {
  it("cover the hero and each of the nine destinations, each card pointing at its own file", () => {
    expect(destinations).toHaveLength(9);
    for (const d of destinations) expect(d.image).toBe(`/illustrations/${d.slug}.svg`);
    for (const { file } of svgs) expect(existsSync(join(illustrationsDir, file)), file).toBe(true);
  });

  it.each(svgs)("keeps $file within 10 KiB", ({ file }) => {
    expect(statSync(join(illustrationsDir, file)).size).toBeLessThanOrEqual(10 * 1024);
  });

  it.each(svgs)("gives $file its fixed width, height and viewBox", ({ file, width, height }) => {
    const tag = rootTag(readFileSync(join(illustrationsDir, file), "utf8"));
    expect(attr(tag, "xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(attr(tag, "width")).toBe(String(width));
    expect(attr(tag, "height")).toBe(String(height));
    expect(attr(tag, "viewBox")).toBe(`0 0 ${width} ${height}`);
  });

  it.each(svgs)("keeps $file free of scripts, rasters, foreign content and external links", ({ file }) => {
    const svg = readFileSync(join(illustrationsDir, file), "utf8");
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<image/i);
    expect(svg).not.toMatch(/<foreignObject/i);
    expect(svg).not.toMatch(/href\s*=\s*["']\s*(https?:)?\/\//i);
    expect(svg).not.toMatch(/url\(\s*["']?\s*(https?:)?\/\//i);
    expect(svg).not.toMatch(/\son\w+\s*=/i);
  });

  it("ships a small favicon", () => {
    const favicon = join(root, "public/favicon.svg");
    expect(existsSync(favicon)).toBe(true);
    expect(statSync(favicon).size).toBeLessThan(1024);
    expect(readFileSync(favicon, "utf8")).not.toMatch(/<script/i);
  });
});

describe("the Open Graph images written by the build", () => {
  const ogImages = ["home", ...destinations.map((d) => d.slug)];

  it.each(ogImages)("renders dist/og/%s.png as a 1200x630 PNG", (name) => {
    const file = join(ogDir, `${name}.png`);
    expect(existsSync(file), `${file} is missing: run \`npm run build\` first`).toBe(true);
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
  });
});
