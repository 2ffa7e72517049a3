import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { isPossibleWhatsApp } from "../../src/shared/whatsapp.ts";

describe("a possible WhatsApp number", () => {
  it("refuses a Brazilian mobile with a digit too many and takes one with its ninth digit", () => {
    expect(isPossibleWhatsApp("(27) 99999-88888")).toBe(false);
    expect(isPossibleWhatsApp("(27) 99999-8888")).toBe(true);
  });

  it("takes the neighbours' numbers written with their country code", () => {
    for (const n of ["+54 9 11 2345-6789", "+56 9 1234 5678", "+598 99 123 456", "+595 981 123456"]) {
      expect(isPossibleWhatsApp(n), n).toBe(true);
    }
  });

  // Thousands of numbers through two metadata sets: seconds on a busy 2-core machine.
  it("answers as the function's full metadata does, for numbers of every length", () => {
    const max = (raw: string) => parsePhoneNumberFromString(raw, "BR")?.isPossible() === true;
    // Deterministic digits: the same numbers every run.
    let seed = 7;
    const digit = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10;
    for (let i = 0; i < 5_000; i++) {
      const raw = `${i % 2 ? "+" : ""}${Array.from({ length: 8 + (i % 7) }, digit).join("")}`;
      expect(isPossibleWhatsApp(raw), raw).toBe(max(raw));
    }
  }, 20_000);
});
