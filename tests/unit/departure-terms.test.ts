// The terms of a booking: what the withdrawal calculator says comes back, and the deploy's refusal
// while a departure is on sale with those terms unwritten.
import { describe, expect, it } from "vitest";
import { type DeployFacts, deployRefusals } from "../../scripts/deploy.ts";
import { terms, termsPlaceholders } from "../../src/content/terms.ts";
import { refundOn } from "../../src/terms/withdrawal.ts";

const scale = [
  { daysBefore: 60, keptPercent: 10 },
  { daysBefore: 29, keptPercent: 15 },
  { daysBefore: 0, keptPercent: 20 },
];

describe("the withdrawal calculator", () => {
  it("gives everything back up to the seventh day after the booking, whatever the team's scale", () => {
    expect(refundOn("2027-01-01", "2027-01-04", "2027-01-10", scale)).toEqual({ kind: "law", daysAfter: 3 });
    expect(refundOn("2027-01-01", "2027-01-08", "", null)).toEqual({ kind: "law", daysAfter: 7 });
  });

  it("after the seventh day reads the team's scale by the days left before the departure", () => {
    expect(refundOn("2027-01-01", "2027-02-10", "2027-05-01", scale)).toMatchObject({
      daysBefore: 80,
      backPercent: 90,
    });
    expect(refundOn("2027-01-01", "2027-02-10", "2027-03-01", scale)).toMatchObject({
      daysBefore: 19,
      backPercent: 80,
    });
    expect(refundOn("2027-01-01", "2027-02-10", "", null)).toEqual({ kind: "no-scale", daysAfter: 40 });
  });

  it("refuses a withdrawal before the booking, or after the departure", () => {
    expect(refundOn("2027-01-10", "2027-01-04", "", null)).toMatchObject({ kind: "invalid" });
    expect(refundOn("2027-01-01", "2027-03-10", "2027-03-01", scale)).toMatchObject({ kind: "invalid" });
  });
});

describe("the deploy with departures on sale", () => {
  const ready: DeployFacts = {
    preview: false,
    placeholders: [],
    transferConfirmed: true,
    databaseId: "2f0c1b5e-7a1d-4c3e-9b8a-1d2e3f4a5b6c",
    databaseName: "expedicao-ushuaia",
    termsMissing: termsPlaceholders(terms),
  };

  it("refuses production while a departure is on sale and the terms have placeholders, naming them", () => {
    const [refusal, ...rest] = deployRefusals({ ...ready, openDepartures: 1 });
    expect(rest).toEqual([]);
    expect(refusal).toContain("src/content/terms.ts");
    expect(refusal).toContain("escala de cancelamento depois dos 7 dias");
  });

  it("goes ahead with no departure on sale, or as a preview", () => {
    expect(deployRefusals({ ...ready, openDepartures: 0 })).toEqual([]);
    expect(deployRefusals({ ...ready, openDepartures: 2, preview: true })).toEqual([]);
  });
});
