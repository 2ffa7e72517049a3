// `npm run bench:api`: latency and throughput of POST /api/contact with autocannon, for a lead that
// is stored (201: one D1 round trip) and for a request refused by validation (400: no D1), and of
// GET /api/saidas with three departures published, kept at the edge for its minute and read from D1
// every time, against `wrangler pages dev` on 127.0.0.1 with a fresh local D1 (serves the dist/
// there is: build first).
// Figures to read side by side, not goals: the local runtime on a shared machine is not production.
// How many round trips each kind of request costs is a test: tests/functions/round-trips.test.ts.
import autocannon from "autocannon";
import { closeLocalD1 } from "../leads/local-proxy.ts";
import { command as addDeparture } from "../saidas/add.ts";
import { streamsIo } from "../leads/io.ts";
import { Readable, Writable } from "node:stream";
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

/** One load's line: requests per second and latency, and any answer other than the one expected. */
async function measure(url: string, name: string, status: number, requests: autocannon.Request[]) {
  const r = await autocannon({ url, connections, duration, requests });
  const other = r.requests.total - (r.statusCodeStats?.[`${status}`]?.count ?? 0);
  console.log(
    `${name} (${status}): ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, ` +
      `p99 ${r.latency.p99} ms${other ? `; ${other} answers other than ${status}, ${r.errors} errors` : ""}`,
  );
}

/** Three departures, published with the team's own command into the site's local D1. */
async function publishDepartures(stateDir: string) {
  const quiet = new Writable({ write: (_c, _e, done) => done() });
  for (const day of ["2099-01-10", "2099-03-10", "2099-05-10"]) {
    const argv = ["--inicio", day, "--dias", "40", "--veiculos", "8", "--persist-to", stateDir];
    if ((await addDeparture.run(argv, streamsIo(Readable.from([]), quiet, quiet))) !== 0)
      throw new Error(`bench: saidas:add ${day} failed`);
  }
  await closeLocalD1();
}

const departures: autocannon.Request[] = [{ method: "GET", path: "/api/saidas" }];

// A rate limit the bench never reaches.
const site = await startLocalSite({ vars: { RATE_LIMIT_MAX: "1000000" } });
try {
  console.log(
    `POST /api/contact, ${connections} connections, ${duration} s each, wrangler pages dev on 127.0.0.1, local D1`,
  );
  for (const load of loads) await measure(site.url, load.name, load.status, load.requests);
  await publishDepartures(site.stateDir);
  console.log(`GET /api/saidas, three departures, ${connections} connections, ${duration} s each`);
  await measure(site.url, "kept at the edge for 60 s", 200, departures);
} finally {
  await site.stop();
}

// The same answer read from D1 at every request: what the edge's minute saves.
const uncached = await startLocalSite({ vars: { RATE_LIMIT_MAX: "1000000", DEPARTURES_EDGE_SECONDS: "0" } });
try {
  await publishDepartures(uncached.stateDir);
  await measure(uncached.url, "read from D1 every time (DEPARTURES_EDGE_SECONDS=0)", 200, departures);
} finally {
  await uncached.stop();
}
