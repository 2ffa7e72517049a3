// `npm run bench:api`: latency and throughput of POST /api/contact with autocannon, for a lead that
// is stored (201: one D1 round trip) and for a request refused by validation (400: no D1), against
// `wrangler pages dev` on 127.0.0.1 with a fresh local D1 (serves the dist/ there is: build first).
// Figures to read side by side, not goals: the local runtime on a shared machine is not production.
// How many round trips each kind of request costs is a test: tests/functions/round-trips.test.ts.
import autocannon from "autocannon";
import { startLocalSite } from "../shared/local-site.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { "content-type": "application/json" };
const body = (name: string, email: string) => JSON.stringify({ name, email, whatsapp: "27 99999-8888" });

let n = 0;
const loads: { name: string; status: number; requests: autocannon.Request[] }[] = [
  {
    name: "a lead stored",
    status: 201,
    // A new lead per request, so each one is a row of its own and no Idempotency-Key repeats.
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        headers,
        setupRequest: (r) => ({ ...r, body: body(`Bench ${++n}`, `bench.${n}@example.com`) }),
      },
    ],
  },
  {
    name: "refused by validation",
    status: 400,
    // Valid but for the e-mail: the same parsing and checks as a lead, answered before D1.
    requests: [
      { method: "POST", path: "/api/contact", headers, body: body("Bench Recusado", "sem-arroba.example.com") },
    ],
  },
];

// A rate limit the bench never reaches.
const site = await startLocalSite({ vars: { RATE_LIMIT_MAX: "1000000" } });
try {
  console.log(
    `POST /api/contact, ${connections} connections, ${duration} s each, wrangler pages dev on 127.0.0.1, local D1`,
  );
  for (const load of loads) {
    const r = await autocannon({ url: site.url, connections, duration, requests: load.requests });
    const other = r.requests.total - (r.statusCodeStats?.[`${load.status}`]?.count ?? 0);
    console.log(
      `${load.name} (${load.status}): ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, ` +
        `p99 ${r.latency.p99} ms${other ? `; ${other} answers other than ${load.status}, ${r.errors} errors` : ""}`,
    );
  }
} finally {
  await site.stop();
}
