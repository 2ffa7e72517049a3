// The bench's goals, judged on the figures autocannon measured: POST /api/contact beside GET
// /api/health (the runtime's own floor: no D1, no validation) at the highest concurrency, and the
// integrity of what was stored.
export interface Load { rps: number; p50: number; p99: number }
export interface Level { connections: number; health: Load; post: Load }
export interface Integrity { stored: number; created: number; s5xx: number }
export interface Goal { name: string; ok: boolean; actual: string }

export const benchGoals = {
  /** The concurrency the ratios are judged at. */
  connections: 50,
  /** POST throughput at least this share of health's. */
  minThroughputRatio: 0.5,
  /** POST p99 latency at most this multiple of health's. */
  maxP99Ratio: 3,
};

/** POST ÷ health; a zero denominator gives Infinity (or 1 when both are zero). */
const ratio = (post: number, health: number) => (health > 0 ? post / health : post > 0 ? Infinity : 1);

export const ratios = (l: Level) => ({ throughput: ratio(l.post.rps, l.health.rps), p99: ratio(l.post.p99, l.health.p99) });

export function judgeBench(levels: Level[], integrity: Integrity, g = benchGoals): Goal[] {
  const at = levels.find((l) => l.connections === g.connections);
  const judged: Goal[] = [];
  if (!at) {
    judged.push({ name: `measured at ${g.connections} connections`, ok: false, actual: "not measured" });
  } else {
    const r = ratios(at);
    judged.push(
      { name: `POST/health throughput at ${g.connections} connections >= ${g.minThroughputRatio}`, ok: r.throughput >= g.minThroughputRatio, actual: r.throughput.toFixed(2) },
      { name: `POST/health p99 at ${g.connections} connections <= ${g.maxP99Ratio}`, ok: r.p99 <= g.maxP99Ratio, actual: r.p99.toFixed(2) },
    );
  }
  judged.push(
    { name: "rows stored == 201 answers", ok: integrity.stored === integrity.created, actual: `${integrity.stored} rows, ${integrity.created} answers` },
    { name: "no 5xx", ok: integrity.s5xx === 0, actual: String(integrity.s5xx) },
  );
  return judged;
}
