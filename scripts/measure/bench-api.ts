// `npm run bench:api`: throughput and latency of POST /api/contact beside a trivial endpoint
// (GET /api/health, the runtime's floor) against `wrangler pages dev` on 127.0.0.1, at 1, 10 and 50
// concurrent connections, side by side; judges the goals (bench/goals.ts) and that stored rows equal
// the 201 answers with no 5xx; prints the D1 round trips per request and their production cost at
// an assumed round-trip time. A third load, a POST refused by validation (400, no D1), shows what
// the function's own work costs, so the gap to a stored lead is the one D1 call. Exits 1 when a
// goal fails. Serves the dist/ that exists (run `npm run build` first) with a fresh temporary D1.
import { createRequire } from "node:module";
import { startLocalSite } from "../shared/local-site.ts";
import { d1Query } from "../shared/wrangler.ts";
import { judgeBench, ratios, type Level, type Load } from "./bench/goals.ts";
import { assumedProductionRttMs, d1RoundTrips, d1WaitMs } from "./bench/round-trips.ts";
import { table } from "./table.ts";

interface Result {
  requests: { average: number; total: number };
  /** Seconds the run lasted. */
  duration: number;
  latency: { p50: number; p99: number };
  "2xx": number;
  "5xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface Req { method?: string; path?: string; headers?: Record<string, string>; body?: string }
interface Options { url: string; connections: number; duration?: number; amount?: number; requests?: Array<Req & { setupRequest?: (r: Req) => Req }> }
// autocannon ships no types; this is the slice of its programmatic API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: Options) => Promise<Result>;

const duration = Number(process.env.BENCH_SECONDS ?? 6);
const concurrency = [1, 10, 50];

// A fresh temporary D1, and a rate limit the bench never reaches.
const site = await startLocalSite({ vars: { RATE_LIMIT_MAX: "1000000" } }).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
const base = site.url;
process.on("SIGINT", () => void site.stop().then(() => process.exit(130)));

let n = 0;
const contact: Options["requests"] = [
  {
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json" },
    // A distinct lead per request, so every 201 is a row of its own.
    setupRequest: (req) => {
      n += 1;
      return { ...req, body: JSON.stringify({ name: `Bench ${n}`, email: `bench.${n}@example.com`, whatsapp: "27 99999-8888" }) };
    },
  },
];

// Valid in every field but the e-mail: the same parsing and checks as a lead, answered 400 before D1.
const refused: Options["requests"] = [
  {
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Recusado", email: "sem-arroba.example.com", whatsapp: "27 99999-8888" }),
  },
];

const levels: Level[] = [];
const refusedLoads = new Map<number, Load>();
const details: { endpoint: string; connections: number; non2xx: number; errors: number }[] = [];
let created = 0;
let warmUp5xx = 0;
let s5xx = 0;
let failed = false;

/**
 * POST runs are sized by request count, not time: a timed run stops with requests in flight whose
 * rows get stored but whose 201s are never counted. A short warm-up (also counted) estimates the
 * rate, so the measured run still lasts about `duration` seconds.
 */
async function postRun(connections: number): Promise<Result> {
  const warmAmount = Math.max(40, connections * 6);
  const started = performance.now();
  const warm = await autocannon({ url: base, connections, amount: warmAmount, requests: contact });
  created += warm.statusCodeStats["201"]?.count ?? 0;
  warmUp5xx += warm["5xx"];
  const rate = warmAmount / ((performance.now() - started) / 1000);
  const amount = Math.min(50_000, Math.max(connections * 5, Math.round(rate * duration)));
  const r = await autocannon({ url: base, connections, amount, requests: contact });
  created += r.statusCodeStats["201"]?.count ?? 0;
  return r;
}
const load = (r: Result): Load => ({ rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99 });
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "∞");

try {
  for (const connections of concurrency) {
    const health = await autocannon({ url: `${base}/api/health`, connections, duration });
    const bad = await autocannon({ url: base, connections, duration, requests: refused });
    const post = await postRun(connections);
    levels.push({ connections, health: load(health), post: load(post) });
    refusedLoads.set(connections, load(bad));
    if ((bad.statusCodeStats["400"]?.count ?? 0) !== bad.requests.total) {
      details.push({ endpoint: "POST refused (expected 400 only)", connections, non2xx: bad.requests.total - (bad.statusCodeStats["400"]?.count ?? 0), errors: bad.errors + bad.timeouts });
    }
    for (const [endpoint, r] of [["GET /api/health", health], ["POST /api/contact", post]] as const) {
      details.push({ endpoint, connections, non2xx: r.non2xx, errors: r.errors + r.timeouts });
      s5xx += r["5xx"];
    }
    s5xx += bad["5xx"];
  }
  console.log(`\nPOST /api/contact (a lead stored: 201) beside GET /api/health (no D1) and a POST refused by validation (400, no D1),\n` +
    `wrangler pages dev on 127.0.0.1, local D1; about ${duration} s per run\n`);
  console.log(table(
    ["connections", "health req/s", "p50 ms", "p99 ms", "POST 201 req/s", "p50 ms", "p99 ms", "201/health req/s", "201/health p99", "POST 400 req/s", "p99 ms", "400/health req/s"],
    levels.map((l) => {
      const r = ratios(l);
      const bad = refusedLoads.get(l.connections)!;
      return [l.connections, fixed(l.health.rps), l.health.p50, l.health.p99, fixed(l.post.rps), l.post.p50, l.post.p99, fixed(r.throughput, 2), fixed(r.p99, 2),
        fixed(bad.rps), bad.p99, fixed(bad.rps / l.health.rps, 2)];
    }),
  ));
  const stored = d1Query<{ n: number }>("SELECT count(*) AS n FROM contact_submissions", site.stateDir)[0]?.[0]?.n ?? -1;
  const off = details.filter((d) => d.non2xx > 0 || d.errors > 0);
  console.log(`\nrows stored: ${stored} · 201 answers (warm-ups included): ${created} · 5xx: ${s5xx + warmUp5xx}` +
    (off.length ? ` · non-2xx or socket errors: ${off.map((d) => `${d.endpoint} ×${d.connections}: ${d.non2xx} non-2xx, ${d.errors} errors`).join("; ")}` : " · no other non-2xx, no socket errors"));

  const goals = judgeBench(levels, { stored, created, s5xx: s5xx + warmUp5xx });
  console.log("\nGoals\n\n" + table(["goal", "actual", "result"], goals.map((g) => [g.name, g.actual, g.ok ? "ok" : "FAIL"])));

  console.log(`\nD1 round trips per request to POST /api/contact (as tests/functions/round-trips.test.ts asserts), and the wait they\n` +
    `add in production at an ASSUMED ${assumedProductionRttMs} ms round trip São Paulo ↔ D1 primary in eastern North America (cálculo, não medição)\n`);
  console.log(table(["request", "D1 round trips", `D1 wait at ${assumedProductionRttMs} ms (cálculo)`],
    d1RoundTrips.map((t) => [t.request, t.trips, `${d1WaitMs(t.trips)} ms`])));

  const broken = goals.filter((g) => !g.ok);
  if (broken.length) {
    console.error(`\nFAIL: ${broken.map((g) => `${g.name} (${g.actual})`).join("; ")}`);
    failed = true;
  } else console.log("\nAll goals held.");
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
