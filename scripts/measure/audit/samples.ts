// What one Lighthouse run is reduced to, and what the audit makes of several: medians, and whether
// the machine was too busy for a run's figures to be trusted.
export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
/** Lighthouse's simulated throttling (Lantern: an unthrottled load, then a model) or devtools' (a real throttled load). */
export type Throttling = "simulate" | "devtools";

export interface RunSummary {
  throttling: Throttling;
  /** 0 to 100; NaN for a category the run did not audit (the devtools pass audits performance only). */
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred (Lighthouse's total-byte-weight). */
  bytes: number;
  /** Lighthouse's CPU benchmark of this machine as the run started (lower = slower or busier machine). */
  benchmarkIndex: number;
  /** The 1-minute load average per core as the run started. */
  loadPerCore: number;
  lcpElement: string | null;
  /** Audits of a category scoring below 1 that count towards its score: id → title. */
  failing: Record<Category, Record<string, string>>;
  lhr: unknown;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The median run: runs sorted by performance score, then by LCP (worse last), middle one. */
export function medianRun(runs: RunSummary[]): RunSummary {
  const sorted = [...runs].sort((a, b) => b.scores.performance - a.scores.performance || a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * A run is not trusted when the machine was busy: its benchmarkIndex fell below this share of the
 * audit's median benchmarkIndex, or the load average per core was this high as it started. Simulated
 * throttling multiplies the CPU time it observed and devtools throttling slows a CPU already shared,
 * so either reads a busy machine as a slow page. On a quiet two-core machine the benchmarkIndex of
 * consecutive runs spreads widely (a full audit of 160 runs: 1 434 to 2 772, median about 2 000, so
 * 0.7 to 1.4 of the median); with other heavy work beside the audit it fell to a fifth of that.
 * The median, not the best, is the reference: one lucky run must not make every other run suspect.
 */
export const machineLimits = { minBenchmarkShare: 0.6, maxLoadPerCore: 2 };

type Machine = Pick<RunSummary, "benchmarkIndex" | "loadPerCore">;
export const busy = (m: Machine, reference: number, limits = machineLimits) =>
  !(m.benchmarkIndex >= limits.minBenchmarkShare * reference) || m.loadPerCore >= limits.maxLoadPerCore;

/** One round of a page: the site and its floor, each under both throttlings, run back to back. */
export interface Round { site: Record<Throttling, RunSummary>; floor: Record<Throttling, RunSummary> }
const roundRuns = (r: Round) => [r.site.simulate, r.floor.simulate, r.site.devtools, r.floor.devtools];

/** A round counts only when none of its four runs was busy: a ratio to the floor needs both sides. */
export const trustedRounds = (rounds: Round[], reference: number) => rounds.filter((r) => !roundRuns(r).some((x) => busy(x, reference)));
/** The audit's median benchmarkIndex over every run so far (0 before the first). */
export const referenceBenchmark = (rounds: Round[]) => {
  const indexes = rounds.flatMap(roundRuns).map((r) => r.benchmarkIndex).filter(Number.isFinite);
  return indexes.length ? median(indexes) : 0;
};

/** Busy rounds are run again, at most a third as many again as asked for (a round takes about a minute). */
export const needsAnotherRound = (rounds: Round[], reference: number, runs: number) =>
  trustedRounds(rounds, reference).length < runs && rounds.length < runs + Math.ceil(runs / 3);

/** A page is judged on at least a majority of the runs asked for; with fewer it is "máquina ocupada". */
export const minTrusted = (runs: number) => Math.min(runs, Math.floor(runs / 2) + 1);

export interface Metrics { fcp: number; lcp: number; tbt: number; cls: number; bytes: number }
const metrics = (rs: RunSummary[]): Metrics => ({
  fcp: median(rs.map((r) => r.fcp)),
  lcp: median(rs.map((r) => r.lcp)),
  tbt: median(rs.map((r) => r.tbt)),
  cls: median(rs.map((r) => r.cls)),
  bytes: median(rs.map((r) => r.bytes)),
});
export interface Side { median: RunSummary; simulate: Metrics; devtools: Metrics }
export interface PageSamples {
  /** Too few trusted rounds: reported, not judged. */
  busy: boolean;
  rounds: number;
  trusted: number;
  /** Median benchmarkIndex of the rounds the figures come from. */
  benchmarkIndex: number;
  site: Side;
  floor: Side;
}

/** A page's medians over its trusted rounds; over all of them (flagged busy) when too few are trusted. */
export function pageSamples(rounds: Round[], reference: number, runs: number): PageSamples {
  const trusted = trustedRounds(rounds, reference);
  const isBusy = trusted.length < minTrusted(runs);
  const used = isBusy ? rounds : trusted;
  const side = (s: "site" | "floor"): Side => ({
    median: medianRun(used.map((r) => r[s].simulate)),
    simulate: metrics(used.map((r) => r[s].simulate)),
    devtools: metrics(used.map((r) => r[s].devtools)),
  });
  return {
    busy: isBusy,
    rounds: rounds.length,
    trusted: trusted.length,
    benchmarkIndex: median(used.flatMap(roundRuns).map((r) => r.benchmarkIndex)),
    site: side("site"),
    floor: side("floor"),
  };
}
