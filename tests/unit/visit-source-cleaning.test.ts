// A campaign tag has one rule (src/shared/visit-source.ts), which the form and the function run.
// The page's first script keeps the link's tag as it came, so what is stored is that rule's result.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepVisitSource } from "../../src/contact/keep-visit-source.ts";
import { visitSourceStorageKey } from "../../src/contact/visit-source-key.ts";
import { cleanVisitSource, tagCharacter } from "../../src/shared/visit-source.ts";

/** What the first script keeps for `utm_source` when a visitor lands with `value` in the link. */
function keptByFirstScript(value: string): string {
  const storage: Record<string, string> = {};
  vi.stubGlobal("location", new URL(`https://expedicao.example/?utm_source=${encodeURIComponent(value)}`));
  vi.stubGlobal("document", { referrer: "", getElementById: () => null });
  vi.stubGlobal("sessionStorage", storage);
  keepVisitSource();
  return JSON.parse(storage[visitSourceStorageKey]!).utm_source;
}

const clean = (utm_source: string) => cleanVisitSource({ utm_source }).utm_source;

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
  "g\u043e\u043egle",
  "..--__",
  "x".repeat(150),
  "é".repeat(80) + "y".repeat(120),
  "%27%22",
];

describe("a campaign tag from the link", () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const value of hostile) {
    it(
      `is stored as the shared rule makes it, whatever the first script ` +
        `kept: ${JSON.stringify(value).slice(0, 40)}`,
      () => {
        const stored = clean(keptByFirstScript(value));
        expect(stored).toBe(clean(value));
        if (stored) {
          expect([...stored].length).toBeLessThanOrEqual(100);
          expect([...stored].every(tagCharacter)).toBe(true);
        }
      },
    );
  }

  it("keeps Latin letters, accented or not, and drops the look-alikes of other alphabets", () => {
    expect(clean("promoção-verão_2026")).toBe("promoção-verão_2026");
    expect(clean("ＦＵＬＬＷＩＤＴＨ")).toBe("FULLWIDTH");
    // Cyrillic о (U+043E) and Greek ο (U+03BF) look like "o": "google" they never become.
    expect(clean("g\u043e\u043egle")).toBe("ggle");
    expect(clean("g\u03bf\u03bfgle")).toBe("ggle");
    expect(clean("日本語")).toBeUndefined();
  });

  it("is cut at 400 characters by the first script, so a form posted with it stays small", () => {
    expect([...keptByFirstScript("🚙".repeat(1000))]).toHaveLength(400);
  });
});
