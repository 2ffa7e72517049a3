// `npm run bench:api`: throughput and latency of POST /api/contact beside a trivial endpoint
// (GET /api/health, the runtime's floor) against `wrangler pages dev` on 127.0.0.1, at 1, 10 and 50
// concurrent connections; then checks that stored rows equal the 201 answers and that no 5xx came.
// Serves the dist/ that exists (run `npm run build` first) with a fresh temporary D1.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, wranglerSync } from "../shared/wrangler.ts";

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

const port = Number(process.env.BENCH_PORT ?? 8793);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 6);
const levels = [1, 10, 50];

if (!existsSync(join(root, "dist/index.html"))) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}

const state = mkdtempSync(join(tmpdir(), "bench-api-"));
const server = spawn(join(root, "node_modules/.bin/tsx"), ["scripts/serve.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PERSIST_TO: state, WRANGLER_ARGS: "--binding RATE_LIMIT_MAX=1000000" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
function stopServer() {
  // The whole group: tsx, wrangler and its workerd.
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  }
}
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

async function waitReady(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server was not ready in time");
}

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
  await waitReady();
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
  const out = wranglerSync(
    ["d1", "execute", "expedicao-ushuaia", "--local", "--persist-to", state, "--json", "--command", "SELECT count(*) AS n FROM contact_submissions"],
    { quiet: true },
  );
  const stored = (JSON.parse(out) as Array<{ results: Array<{ n: number }> }>)[0]?.results[0]?.n ?? -1;
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
  stopServer();
  rmSync(state, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
