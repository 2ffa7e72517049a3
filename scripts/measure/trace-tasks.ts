// A Chromium trace of one page load, read as Lighthouse reads it: the renderer's main thread, its
// tasks of 20 ms or more from navigation start, each with the self time of what ran inside it.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string }; frame?: string };
}

interface Span {
  name: string;
  start: number;
  end: number;
  /** Thread (CPU) time in µs: what the work itself cost, without the time the thread waited for a
   * core, which on a shared machine inflates the wall time. */
  cpu?: number;
}

export interface TaskReport {
  fcpMs: number;
  longMs: number;
  blockingMs: number;
  tasks: { startMs: number; ms: number; cpuMs: number; parts: [string, number][] }[];
}

/** The spans of one thread, B/E pairs joined into complete spans. */
function spans(events: TraceEvent[]): Span[] {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "X") out.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur });
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const b = open.pop();
      if (b) out.push({ name: b.name, start: b.ts, end: e.ts });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** CPU self time by name of the spans inside one task, largest first, in ms (wall time where the
 * trace gives no CPU time). */
function selfTimes(inner: Span[]): [string, number][] {
  const self = new Map<string, number>();
  const stack: Span[] = [];
  const cost = (s: Span) => s.cpu ?? s.end - s.start;
  const add = (s: Span, us: number) => self.set(s.name, (self.get(s.name) ?? 0) + us);
  for (const s of inner) {
    while (stack.length && stack[stack.length - 1].end <= s.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) add(parent, -cost(s));
    add(s, cost(s));
    stack.push(s);
  }
  return [...self]
    .map(([name, us]) => [name, Math.round(us / 1000)] as [string, number])
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1]);
}

export function breakdown(events: TraceEvent[], url: string): TaskReport {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const parsesPage = (pid: number, tid: number) =>
    events.some(
      (e) => e.pid === pid && e.tid === tid && e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url),
    );
  const main = mains.find((m) => parsesPage(m.pid, m.tid));
  if (!main) throw new Error(`The trace has no main thread that parsed ${url}.`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navigations = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.name === "navigationStart" &&
      String(e.args?.data?.documentLoaderURL ?? "").startsWith(url),
  );
  const origin = (navigations.at(-1) ?? onMain[0]).ts;
  const fcp = events.find((e) => e.pid === main.pid && e.name === "firstContentfulPaint" && e.ts >= origin);
  const fcpAt = fcp?.ts ?? origin;

  const all = spans(onMain.filter((e) => e.ts >= origin));
  // Outermost tasks only: the scheduler wraps a task in a second one of the other name.
  const tasks: Span[] = [];
  for (const s of all.filter((s) => s.name === "RunTask" || s.name === "ThreadControllerImpl::RunTask")) {
    const last = tasks.at(-1);
    if (!last || s.start >= last.end) tasks.push(s);
  }
  const ms = (us: number) => Math.round(us / 1000);
  const long = tasks.filter((t) => t.end - t.start >= 20_000);
  return {
    fcpMs: ms(fcpAt - origin),
    longMs: ms(tasks.filter((t) => t.end - t.start > 50_000).reduce((sum, t) => sum + t.end - t.start, 0)),
    blockingMs: ms(
      tasks.filter((t) => t.start >= fcpAt).reduce((sum, t) => sum + Math.max(0, t.end - t.start - 50_000), 0),
    ),
    tasks: long.map((t) => ({
      startMs: ms(t.start - origin),
      ms: ms(t.end - t.start),
      cpuMs: ms(t.cpu ?? NaN),
      parts: selfTimes(all.filter((s) => s !== t && s.start >= t.start && s.end <= t.end))
        .filter(([name]) => !name.endsWith("RunTask"))
        .slice(0, 7),
    })),
  };
}
