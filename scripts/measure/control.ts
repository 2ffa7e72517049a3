// The audit's verdict against the control page. The audit goes in rounds: each round loads the blank
// control page, then every page once. A page's figure is the median, over the rounds, of its
// difference from the control page in the same round: whatever slowed the machine during a round
// slowed the control page too, and cancels out, where medians taken apart would carry it.

/** The part of a Lighthouse result the audit reads. */
export interface Lhr {
  requestedUrl: string;
  fetchTime: string;
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** What a run measured; NaN where Lighthouse could not measure it. */
interface Figures {
  performance: number;
  tbt: number;
  lcp: number;
}

/** A page against the control page: the paired medians, and the rounds that gave them. */
export interface PairedRow extends Figures {
  path: string;
  /** Rounds in which the page and the control page both measured every figure. */
  rounds: number;
  /** The lowest and highest ΔLCP of those rounds: how far one round can be from the median. */
  lcpRange: { min: number; max: number };
}

export interface Margins {
  tbtMs: number;
  lcpMs: number;
}

const pathOf = (lhr: Lhr) => new URL(lhr.requestedUrl).pathname;

function figures(lhr: Lhr): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: lhr.categories.performance.score ?? NaN,
    tbt: value("total-blocking-time"),
    lcp: value("largest-contentful-paint"),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The control page's own medians over the rounds: the floor the pages are read against. */
export function controlMedians(rounds: Lhr[][], controlPath: string): Figures {
  const runs = rounds
    .flat()
    .filter((lhr) => pathOf(lhr) === controlPath)
    .map(figures);
  const of = (key: keyof Figures) => median(runs.map((f) => f[key]).filter(Number.isFinite));
  return { performance: of("performance"), tbt: Math.round(of("tbt")), lcp: Math.round(of("lcp")) };
}

/**
 * Each page's paired medians, in the order the pages were first run. A round counts for a page only
 * when both it and the control page measured every figure: a difference against a missing figure
 * would be no difference at all.
 */
export function pairedMedians(rounds: Lhr[][], controlPath: string): PairedRow[] {
  const deltas = new Map<string, Figures[]>();
  for (const round of rounds) {
    const controlRun = round.find((lhr) => pathOf(lhr) === controlPath);
    const control = controlRun && figures(controlRun);
    for (const lhr of round) {
      const path = pathOf(lhr);
      if (path === controlPath) continue;
      const list = deltas.get(path) ?? [];
      deltas.set(path, list);
      const page = figures(lhr);
      if (!control || ![...Object.values(page), ...Object.values(control)].every(Number.isFinite)) continue;
      list.push({
        performance: page.performance - control.performance,
        tbt: page.tbt - control.tbt,
        lcp: page.lcp - control.lcp,
      });
    }
  }
  return [...deltas].map(([path, list]) => {
    const lcps = list.map((d) => Math.round(d.lcp));
    return {
      path,
      rounds: list.length,
      // Scores are hundredths: rounding keeps 0.99 − 1 from reading as −0.010000000000000009.
      performance: Math.round(median(list.map((d) => d.performance)) * 100) / 100,
      tbt: Math.round(median(list.map((d) => d.tbt))),
      lcp: Math.round(median(list.map((d) => d.lcp))),
      lcpRange: { min: Math.min(...lcps), max: Math.max(...lcps) },
    };
  });
}

/**
 * Each page's failures against the control page: ΔTBT above `tbtMs`, ΔLCP above `lcpMs`, or a
 * performance below the control page's (a median difference under 0).
 */
export function judge(rows: PairedRow[], margins: Margins): (PairedRow & { failures: string[] })[] {
  return rows.map((row) => {
    const failures: string[] = [];
    if (row.rounds === 0) failures.push("no round measured this page and the control page alike");
    else {
      if (row.tbt > margins.tbtMs) failures.push(`ΔTBT ${row.tbt} ms > ${margins.tbtMs}`);
      if (row.lcp > margins.lcpMs) failures.push(`ΔLCP ${row.lcp} ms > ${margins.lcpMs}`);
      if (row.performance < 0) failures.push(`performance ${row.performance} below the control page's`);
    }
    return { ...row, failures };
  });
}
