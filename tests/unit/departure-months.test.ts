// The months the details step offers are months the details endpoint takes, at any moment of the
// month, São Paulo's: the schema is the endpoint's own check.
import { describe, expect, it } from "vitest";
import { formatMonth } from "../../src/content/months.ts";
import { departureMonths } from "../../src/shared/departure-months.ts";
import { validateDetails } from "../../src/shared/details-schema.ts";

// 30 November, 23:30 in São Paulo, already 1 December in UTC; then 1 December, 00:30 there.
const lastEvening = new Date("2026-12-01T02:30:00Z");
const firstMorning = new Date("2026-12-01T03:30:00Z");

describe("the departure months offered", () => {
  it("start at São Paulo's month, late evening included", () => {
    expect(departureMonths(lastEvening)[0]).toBe("2026-11");
    expect(departureMonths(firstMorning)[0]).toBe("2026-12");
    expect(departureMonths(firstMorning).at(-1)).toBe("2028-11");
    // As the page and /obrigado write it.
    expect(formatMonth(departureMonths(firstMorning)[0]!)).toBe("dezembro de 2026");
  });

  it.each([lastEvening, firstMorning])("are each taken by the endpoint at that moment (%s)", (now) => {
    for (const value of departureMonths(now)) {
      expect(validateDetails({ departure: value }, () => now)).toMatchObject({ ok: true });
    }
  });

  it("a month past in São Paulo is refused by the endpoint", () => {
    expect(validateDetails({ departure: "2026-11" }, () => firstMorning)).toMatchObject({ ok: false });
  });

  it("a published departure's first day is taken from São Paulo's today on, and only a real day", () => {
    const taken = (departure: string) => validateDetails({ departure }, () => firstMorning).ok;
    expect(taken("2026-12-01")).toBe(true);
    expect(taken("2027-01-10")).toBe(true);
    expect(taken("2026-11-30")).toBe(false);
    for (const day of ["2027-02-30", "2027-01-1", "2027-01-10T00", "2027-13-01"]) expect(taken(day)).toBe(false);
  });
});
