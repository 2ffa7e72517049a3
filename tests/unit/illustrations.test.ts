import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { destinations } from "../../src/content/destinations.ts";

// The SVG illustrations are hand-written files served as <img>: they must keep fixed dimensions
// (no layout shift) and carry nothing active or external. Their byte budget is in
// tests/build/budgets.test.ts.
const root = join(import.meta.dirname, "../..");
const illustrationsDir = join(root, "public/illustrations");

const svgs = [
  { file: "hero.svg", width: 1600, height: 900 },
  ...destinations.map((d) => ({ file: d.image.replace("/illustrations/", ""), width: 1200, height: 800 })),
];

/** The attributes of the file's root element, which must be <svg>. */
function rootAttrs(file: string): Record<string, string> {
  const root = load(readFileSync(join(illustrationsDir, file), "utf8"), { xml: true })
    .root()
    .children("svg");
  if (root.length !== 1) throw new Error(`${file}: no <svg> root element`);
  return root.attr()!;
}

describe("the SVG illustrations", () => {
  it("gives the hero and every destination's card a file of its own", () => {
    const images = destinations.map((d) => d.image);
    expect(new Set(images).size).toBe(images.length);
    for (const { file } of svgs) expect(existsSync(join(illustrationsDir, file)), file).toBe(true);
  });

  it.each(svgs)("gives $file its fixed width, height and viewBox", ({ file, width, height }) => {
    const attrs = rootAttrs(file);
    expect(attrs.xmlns).toBe("http://www.w3.org/2000/svg");
    expect(attrs.width).toBe(String(width));
    expect(attrs.height).toBe(String(height));
    expect(attrs.viewBox).toBe(`0 0 ${width} ${height}`);
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

  it("ships a favicon free of scripts", () => {
    expect(readFileSync(join(root, "public/favicon.svg"), "utf8")).not.toMatch(/<script/i);
  });
});
