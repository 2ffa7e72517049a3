// The audit's statistics: medians, which runs a busy machine spoils, and when a page is judged.
import { describe, expect, it } from "vitest";
import { lighthouseChecks, type PageResult } from "../../scripts/measure/audit/lh-budgets.ts";
import { busy, median, needsAnotherRound, pageSamples, referenceBenchmark, trustedRounds, type Round, type RunSummary } from "../../scripts/measure/audit/samples.ts";

const run = (over: Partial<RunSummary> = {}): RunSummary => ({
  throttling: "simulate",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcp: 800, lcp: 1000, tbt: 0, cls: 0, bytes: 50_000,
  benchmarkIndex: 1500, loadPerCore: 0.5, lcpElement: null,
  failing: { performance: {}, accessibility: {}, "best-practices": {}, seo: {} },
  lhr: {},
  ...over,
});
/** A round where the site's runs get `site` and the floor's get `floor`, under both throttlings. */
const round = (site: Partial<RunSummary> = {}, floor: Partial<RunSummary> = {}): Round => ({
  site: { simulate: run(site), devtools: run({ throttling: "devtools", ...site }) },
  floor: { simulate: run(floor), devtools: run({ throttling: "devtools", ...floor }) },
});
const page = (rounds: Round[], runs = rounds.length): PageResult => ({ path: "/", notFound: false, ...pageSamples(rounds, 1500, runs) });
const broken = (r: PageResult) => lighthouseChecks(r).filter((c) => !c.ok).map((c) => c.name);

describe("medians", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even one", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("a busy machine", () => {
  it("spoils a run whose benchmarkIndex is below 0.6 of the audit's median", () => {
    expect(busy({ benchmarkIndex: 899, loadPerCore: 0.5 }, 1500)).toBe(true);
    expect(busy({ benchmarkIndex: 900, loadPerCore: 0.5 }, 1500)).toBe(false);
  });

  it("takes the median benchmarkIndex of every run as the reference, so one fast run does not spoil the rest", () => {
    const rounds = [round({ benchmarkIndex: 2000 }, { benchmarkIndex: 1800 }), round({ benchmarkIndex: 1500 }, { benchmarkIndex: 4000 })];
    expect(referenceBenchmark(rounds)).toBe(1900);
    expect(trustedRounds(rounds, referenceBenchmark(rounds))).toHaveLength(2);
    expect(referenceBenchmark([])).toBe(0);
  });

  it("spoils a run that started with a load average of 2 or more per core", () => {
    expect(busy({ benchmarkIndex: 1500, loadPerCore: 2 }, 1500)).toBe(true);
  });

  it("spoils a run without a benchmarkIndex", () => {
    expect(busy({ benchmarkIndex: NaN, loadPerCore: 0.5 }, 1500)).toBe(true);
  });

  it("leaves out of the medians a round where only the floor was slowed", () => {
    const p = page([round({ lcp: 1000 }), round({ lcp: 1010 }), round({ lcp: 1020 }), round({ lcp: 1000 }, { benchmarkIndex: 600, lcp: 5000 })], 3);
    expect(p.trusted).toBe(3);
    expect(p.floor.simulate.lcp).toBe(1000);
    expect(p.busy).toBe(false);
  });

  it("asks for another round until enough are trusted, and stops at a third more than asked", () => {
    const busyRound = round({ loadPerCore: 3 });
    expect(needsAnotherRound([round(), busyRound], 1500, 2)).toBe(true);
    expect(needsAnotherRound([round(), round()], 1500, 2)).toBe(false);
    expect(needsAnotherRound(Array.from({ length: 9 }, () => busyRound), 1500, 7)).toBe(true);
    expect(needsAnotherRound(Array.from({ length: 10 }, () => busyRound), 1500, 7)).toBe(false);
  });

  it("marks a page with fewer trusted rounds than a majority of the runs as busy, and judges none of its budgets", () => {
    const p = page([round({ lcp: 9000, tbt: 900 }), round({ loadPerCore: 3, lcp: 9000 }), round({ loadPerCore: 3, lcp: 9000 })], 3);
    expect(p.busy).toBe(true);
    expect(lighthouseChecks(p)).toEqual([]);
  });
});

describe("the Lighthouse budgets of a page", () => {
  it("hold when the site matches its floor", () => {
    expect(broken(page([round(), round(), round()]))).toEqual([]);
  });

  it("break when the devtools LCP is more than 1.05 times the floor's", () => {
    const p = page([round({ lcp: 1060 })]);
    expect(broken(p)).toEqual(["/: LCP / floor LCP (devtools)"]);
    expect(broken(page([round({ lcp: 1050 })]))).toEqual([]);
  });

  it("break when the simulated LCP is more than 1.2 times the floor's", () => {
    const r = round();
    r.site.simulate = run({ lcp: 1210 });
    expect(broken(page([r]))).toEqual(["/: LCP / floor LCP (simulated)"]);
  });

  it("judge TBT on the devtools runs: at most 50 ms and at most 20 ms over the floor's", () => {
    const simulatedOnly = round();
    simulatedOnly.site.simulate = run({ tbt: 400 });
    expect(broken(page([simulatedOnly]))).toEqual([]);
    expect(broken(page([round({ tbt: 45 }, { tbt: 30 })]))).toEqual([]);
    expect(broken(page([round({ tbt: 45 }, { tbt: 20 })]))).toEqual(["/: TBT - floor TBT (devtools)"]);
    expect(broken(page([round({ tbt: 60 }, { tbt: 50 })]))).toEqual(["/: TBT (devtools)"]);
  });

  it("need a performance score of 98 and 100 in the other categories", () => {
    const scores = { performance: 97, accessibility: 100, "best-practices": 99, seo: 100 };
    expect(broken(page([round({ scores })]))).toEqual(["/: performance (simulated)", "/: best-practices"]);
  });
});
