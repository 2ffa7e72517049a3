// The audit's verdict against the control page: each page's medians beside those of a blank page
// loaded in the same run, so what the browser costs on this machine is not counted against the site.

/** The part of a Lighthouse result the audit reads. */
export interface Lhr {
  requestedUrl: string;
  fetchTime: string;
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

export interface PageMedians {
  path: string;
  runs: number;
  performance: number;
  tbt: number;
  lcp: number;
  benchmarkIndex: { min: number; max: number };
}

export interface Margins {
  tbtMs: number;
  lcpMs: number;
  performance: number;
}

/** The median of the runs that produced the figure (Lighthouse leaves a metric out when it errs). */
function median(values: (number | null | undefined)[]): number {
  const sorted = values.filter((v): v is number => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each audited path's medians, in the order the paths were first run. */
export function medians(runs: Lhr[]): PageMedians[] {
  const byPath = new Map<string, Lhr[]>();
  for (const lhr of runs) {
    const path = new URL(lhr.requestedUrl).pathname;
    byPath.set(path, [...(byPath.get(path) ?? []), lhr]);
  }
  return [...byPath].map(([path, list]) => {
    const metric = (id: string) => Math.round(median(list.map((l) => l.audits[id]?.numericValue ?? NaN)));
    const indexes = list.map((l) => Math.round(l.environment.benchmarkIndex));
    return {
      path,
      runs: list.length,
      performance: median(list.map((l) => l.categories.performance.score)),
      tbt: metric("total-blocking-time"),
      lcp: metric("largest-contentful-paint"),
      benchmarkIndex: { min: Math.min(...indexes), max: Math.max(...indexes) },
    };
  });
}

export interface Verdict {
  failed: boolean;
  rows: (PageMedians & { failures: string[] })[];
}

/**
 * Each page against the control page: TBT at most `tbtMs` above it, LCP at most `lcpMs` after it,
 * performance at least `performance`, and 1 wherever the control page is at 1. The control page
 * comes first and is judged by lhci's own assertions (TBT 0, performance 1).
 */
export function judge(table: PageMedians[], controlPath: string, margins: Margins): Verdict {
  const control = table.find((row) => row.path === controlPath);
  if (!control) throw new Error(`The audit has no run of the control page ${controlPath}.`);
  const rows = [control, ...table.filter((row) => row !== control)].map((row) => {
    const failures: string[] = [];
    if ([row.tbt, row.lcp, row.performance].some(Number.isNaN))
      failures.push("no run of this page measured every figure");
    else if (row !== control) {
      if (row.tbt > control.tbt + margins.tbtMs)
        failures.push(`TBT ${row.tbt} ms > control ${control.tbt} + ${margins.tbtMs}`);
      if (row.lcp > control.lcp + margins.lcpMs)
        failures.push(`LCP ${row.lcp} ms > control ${control.lcp} + ${margins.lcpMs}`);
      const floor = control.performance === 1 ? 1 : margins.performance;
      if (row.performance < floor)
        failures.push(`performance ${row.performance} < ${floor}${floor === 1 ? " (the control page is at 1)" : ""}`);
    }
    return { ...row, failures };
  });
  return { failed: rows.some((row) => row.failures.length > 0), rows };
}
