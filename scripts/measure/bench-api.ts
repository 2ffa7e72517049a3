// `npm run bench:api`: throughput and latency of POST /api/contact beside a trivial endpoint
// (GET /api/health, the runtime's floor) against `wrangler pages dev` on 127.0.0.1, at 1, 10 and 50
// concurrent connections; then checks that stored rows equal the 201 answers and that no 5xx came.
// Serves the dist/ that exists (run `npm run build` first) with a fresh temporary D1.
import { createRequire } from "node:module";
import { startLocalSite } from "../shared/local-site.ts";
import { d1Query } from "../shared/wrangler.ts";

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
const levels = [1, 10, 50];

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

interface Row { endpoint: string; connections: number; seconds: number; rps: number; p50: number; p99: number; ok: number; non2xx: number; s5xx: number; errors: number }
const rows: Row[] = [];
let created = 0;
let warmUp5xx = 0;
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
try {
  for (const connections of levels) {
    for (const [endpoint, requests] of [["GET /api/health", undefined], ["POST /api/contact", contact]] as const) {
      const r = requests ? await postRun(connections) : await autocannon({ url: `${base}/api/health`, connections, duration });
      rows.push({
        endpoint, connections, seconds: r.duration, rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99,
        ok: r["2xx"], non2xx: r.non2xx, s5xx: r["5xx"], errors: r.errors + r.timeouts,
      });
    }
  }
  console.log("| endpoint | connections | seconds | req/s | p50 ms | p99 ms | 2xx | non-2xx | 5xx | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.endpoint} | ${r.connections} | ${r.seconds.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.non2xx} | ${r.s5xx} | ${r.errors} |`);
  }
  const stored = d1Query<{ n: number }>("SELECT count(*) AS n FROM contact_submissions", site.stateDir)[0]?.[0]?.n ?? -1;
  const s5xx = rows.reduce((sum, r) => sum + r.s5xx, warmUp5xx);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  console.log(`\nrows stored: ${stored} · 201 answers (warm-ups included): ${created} · 5xx: ${s5xx} · socket errors/timeouts: ${errors}`);
  if (stored !== created || s5xx !== 0) {
    console.error("FAIL: stored rows differ from 201 answers, or a 5xx was answered.");
    failed = true;
  } else {
    console.log("OK: every 201 is a row, and no 5xx.");
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
