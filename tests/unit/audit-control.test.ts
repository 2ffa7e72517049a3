// How `npm run audit` judges each page against the blank control page of the same round.
import { describe, expect, it } from "vitest";
import { controlMedians, judge, type Lhr, pairedMedians } from "../../scripts/measure/control.ts";

const margins = { tbtMs: 50, lcpMs: 200 };
const control = "/controle";
let clock = 0;
const lhr = (path: string, performance: number | null, tbt: number, lcp: number): Lhr => ({
  requestedUrl: `http://127.0.0.1:9999${path}`,
  fetchTime: new Date(clock++ * 1000).toISOString(),
  environment: { benchmarkIndex: 2000 },
  categories: { performance: { score: performance } },
  audits: { "total-blocking-time": { numericValue: tbt }, "largest-contentful-paint": { numericValue: lcp } },
});
/** A round: the control page's run, then the page's. */
const round = (controlLcp: number, pageLcp: number, pageTbt = 0, pagePerformance = 1) => [
  lhr(control, 1, 0, controlLcp),
  lhr("/", pagePerformance, pageTbt, pageLcp),
];

describe("the audit's paired medians", () => {
  it("takes a page's median of its differences from the control page in the same round", () => {
    const [row] = pairedMedians([round(1100, 1250), round(1500, 1620), round(1200, 1390)], control);
    expect(row).toMatchObject({ path: "/", rounds: 3, lcp: 150, lcpRange: { min: 120, max: 190 } });
  });

  it("cancels a round slowed for both pages, where apart the medians would be 300 ms apart", () => {
    // A busy machine for two rounds of three: medians taken apart give 1300 against 1600.
    const rounds = [round(1100, 1250), round(1600, 1750), round(1700, 1850)];
    const [row] = pairedMedians(rounds, control);
    expect(row!.lcp).toBe(150);
    expect(controlMedians(rounds, control).lcp).toBe(1600);
  });

  it("averages the two middle differences over an even number of rounds", () => {
    const [row] = pairedMedians([round(1000, 1100), round(1000, 1200), round(1000, 1300), round(1000, 1900)], control);
    expect(row!.lcp).toBe(250);
  });

  it("leaves out a round in which the page or the control page lacks a figure", () => {
    const noControlScore = [lhr(control, null, 0, 1000), lhr("/", 1, 0, 1900)];
    const noPageLcp = [lhr(control, 1, 0, 1000), lhr("/", 1, 0, NaN)];
    const [row] = pairedMedians([round(1000, 1100), noControlScore, noPageLcp], control);
    expect(row).toMatchObject({ rounds: 1, lcp: 100 });
  });

  it("compares each page's performance with the control page's of the same round", () => {
    const [row] = pairedMedians([round(1000, 1100, 0, 0.99), round(1000, 1100, 0, 0.99), round(1000, 1100)], control);
    expect(row!.performance).toBe(-0.01);
  });
});

describe("the audit's verdict against the control page", () => {
  it("passes a page within 50 ms of ΔTBT and 200 ms of ΔLCP, at the control page's performance", () => {
    const rows = judge(pairedMedians([round(1150, 1350, 50)], control), margins);
    expect(rows.map((r) => r.failures)).toEqual([[]]);
  });

  it("fails a page further from the control page, and says by how much", () => {
    const rows = judge(pairedMedians([round(1150, 1600, 480, 0.87)], control), margins);
    expect(rows[0]!.failures).toEqual([
      "ΔTBT 480 ms > 50",
      "ΔLCP 450 ms > 200",
      "performance -0.13 below the control page's",
    ]);
  });

  it("fails a page no round measured beside the control page", () => {
    const rows = judge(pairedMedians([[lhr("/", 1, 0, 1200)]], control), margins);
    expect(rows[0]!.failures).toEqual(["no round measured this page and the control page alike"]);
  });
});
