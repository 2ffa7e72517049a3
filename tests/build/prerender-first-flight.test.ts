// On one bar of signal the first screen must not wait for a second round trip: each prerendered
// page carries the CSS it uses inline, leaves the whole stylesheet to the end of <body>, and its
// inline CSS and first screen fit in the first flight of a new TCP connection (about 14 KiB).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir, distFiles, requireBuild } from "../support/dist.ts";

const firstFlight = 14 * 1024;

beforeAll(requireBuild);

/** The page's HTML up to the end of its first screen: the block of <main> that holds the h1. */
function upToFirstScreen(html: string): string {
  const $ = load(html, { sourceCodeLocationInfo: true });
  const block = $("h1").first().closest("main > *").get(0) as
    | { sourceCodeLocation?: { endOffset: number } }
    | undefined;
  expect(block?.sourceCodeLocation, "no block of <main> holds an h1").toBeDefined();
  return html.slice(0, block!.sourceCodeLocation!.endOffset);
}

describe("the first flight of every prerendered page", () => {
  for (const file of distFiles(".html")) {
    const html = readFileSync(join(distDir, file), "utf8");
    const $ = load(html);

    it(`${file} inlines its CSS in the head and loads the whole stylesheet after its content, unpreloaded`, () => {
      expect($("head style").text().length).toBeGreaterThan(1000);
      expect($('head link[rel="stylesheet"]')).toHaveLength(0);
      const sheet = $('body link[rel="stylesheet"]');
      expect(sheet).toHaveLength(1);
      // Not preloaded either: the first paint does not need it, and a preload shared the first
      // round trip's bandwidth with the HTML and the page's largest image.
      expect($('link[rel="preload"][as="style"]')).toHaveLength(0);
      expect(sheet.nextAll().not("script")).toHaveLength(0);
    });

    it(`${file} has its inline CSS and first screen within the first 14 KiB (gzip)`, () => {
      const prefix = upToFirstScreen(html);
      expect(prefix).toContain("</style>");
      expect(gzipSync(prefix, { level: 9 }).length).toBeLessThanOrEqual(firstFlight);
    });
  }
});
