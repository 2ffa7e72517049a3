// How `npm run audit` judges the site against the blank control page of the same run.
import { describe, expect, it } from "vitest";
import { judge, medians, type Lhr } from "../../scripts/measure/control.ts";

const margins = { tbtMs: 50, lcpMs: 200, performance: 0.98 };
let clock = 0;
const lhr = (path: string, performance: number, tbt: number, lcp: number, benchmarkIndex = 2000): Lhr => ({
  requestedUrl: `http://127.0.0.1:9999${path}`,
  fetchTime: new Date(clock++ * 1000).toISOString(),
  environment: { benchmarkIndex },
  categories: { performance: { score: performance } },
  audits: { "total-blocking-time": { numericValue: tbt }, "largest-contentful-paint": { numericValue: lcp } },
});

describe("the audit against the control page", () => {
  it("takes each page's median of its runs, with the range of benchmarkIndex it ran at", () => {
    const table = medians([lhr("/", 0.9, 500, 1600, 1300), lhr("/", 1, 0, 1200, 2400), lhr("/", 0.99, 30, 1300, 1900)]);
    expect(table).toEqual([
      { path: "/", runs: 3, performance: 0.99, tbt: 30, lcp: 1300, benchmarkIndex: { min: 1300, max: 2400 } },
    ]);
  });

  it("leaves out of a median the runs where Lighthouse could not measure the figure", () => {
    const errored = lhr("/", 1, 0, 1200);
    errored.categories.performance.score = null;
    errored.audits["total-blocking-time"] = {};
    const [row] = medians([errored, lhr("/", 0.99, 30, 1300), lhr("/", 1, 10, 1100)]);
    expect(row).toMatchObject({ runs: 3, performance: 0.995, tbt: 20, lcp: 1200 });
  });

  it("passes a page within 50 ms of TBT and 200 ms of LCP of the control page, at performance 1", () => {
    const runs = [lhr("/controle", 1, 0, 1150), lhr("/", 1, 40, 1340)];
    const verdict = judge(medians(runs), "/controle", margins);
    expect(verdict.failed).toBe(false);
    expect(verdict.rows.map((r) => r.path)).toEqual(["/controle", "/"]);
  });

  it("fails a page whose blocking time or paint is further from the control page's, and says by how much", () => {
    const runs = [lhr("/controle", 1, 0, 1150), lhr("/", 0.87, 480, 1600)];
    const verdict = judge(medians(runs), "/controle", margins);
    expect(verdict.failed).toBe(true);
    expect(verdict.rows[1].failures).toEqual([
      "TBT 480 ms > control 0 + 50",
      "LCP 1600 ms > control 1150 + 200",
      "performance 0.87 < 1 (the control page is at 1)",
    ]);
  });

  it("asks for 0.98 rather than 1 when the control page itself is below 1", () => {
    const runs = [lhr("/controle", 0.97, 120, 1300), lhr("/a", 0.98, 150, 1400), lhr("/b", 0.97, 150, 1400)];
    const verdict = judge(medians(runs), "/controle", margins);
    expect(verdict.rows.map((r) => r.failures)).toEqual([[], [], ["performance 0.97 < 0.98"]]);
  });

  it("fails a page none of whose runs measured its blocking time", () => {
    const errored = lhr("/", 1, 0, 1200);
    errored.audits["total-blocking-time"] = {};
    const verdict = judge(medians([lhr("/controle", 1, 0, 1150), errored]), "/controle", margins);
    expect(verdict.rows[1].failures).toEqual(["no run of this page measured every figure"]);
  });

  it("refuses a run that has no control page", () => {
    expect(() => judge(medians([lhr("/", 1, 0, 1200)]), "/controle", margins)).toThrow(
      "no run of the control page /controle",
    );
  });
});
