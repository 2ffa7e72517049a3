// The page's first script cleans a campaign tag on its own (src/contact/visit-source.ts imports no
// shared code, to stay one small script), and the shared rules (src/shared/visit-source.ts) clean
// it again in the form and the function: both must keep the same characters, or the first
// visit's tag and the stored one differ.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepVisitSource } from "../../src/contact/visit-source.ts";
import { visitSourceStorageKey } from "../../src/contact/visit-source-key.ts";
import { cleanVisitSource } from "../../src/shared/visit-source.ts";

/** What the first script keeps for `utm_source` when a visitor lands with `value` in the link. */
function keptByFirstScript(value: string): string | undefined {
  const storage: Record<string, string> = {};
  vi.stubGlobal("location", new URL(`https://expedicao.example/?utm_source=${encodeURIComponent(value)}`));
  vi.stubGlobal("document", { referrer: "", getElementById: () => null });
  vi.stubGlobal("sessionStorage", storage);
  keepVisitSource();
  // An empty tag is kept as "", which the form's cleaning then drops: the same as no tag.
  return JSON.parse(storage[visitSourceStorageKey]!).utm_source || undefined;
}

const hostile = [
  "instagram",
  "<script>alert(1)</script>",
  "promoção-verão_2026",
  "a b+c&d=e",
  "'; DROP TABLE contact_submissions;--",
  "🚗4x4🚙",
  "ＦＵＬＬＷＩＤＴＨ",
  "zero\u200bwidth\u202eright-to-left",
  "nul\u0000byte\nnew-line",
  "日本語",
  "..--__",
  "x".repeat(150),
  "é".repeat(80) + "y".repeat(120),
  "%27%22",
];

describe("a campaign tag cleaned by the first script and by the shared rules", () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const value of hostile) {
    it(`comes out the same from both: ${JSON.stringify(value).slice(0, 40)}`, () => {
      const shared = cleanVisitSource({ utm_source: value }).utm_source;
      expect(keptByFirstScript(value)).toBe(shared);
      if (shared) expect(shared).toMatch(/^[\p{L}\p{Nd}_.-]{1,100}$/u);
    });
  }
});
