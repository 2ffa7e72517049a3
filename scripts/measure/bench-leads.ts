// `npm run bench:leads`: how long the team waits for `npm run leads` (one line per person) and
// `npm run leads -- --hoje` over 10,000 leads, against a fresh local D1, as the team runs them: a
// child process each, wrangler's local D1 opened and read, every lead grouped into people. Then the
// grouping alone, in this process. A third of the leads write again, by e-mail or by number.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { D1Database } from "@cloudflare/workers-types";
import { getPlatformProxy } from "wrangler";
import { root } from "../shared/paths.ts";
import { database, wranglerSync } from "../shared/wrangler.ts";
import { groupPeople } from "../leads/people.ts";
import { selectLeads } from "../leads/db.ts";

const leads = Number(process.env.BENCH_LEADS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const state = mkdtempSync(join(tmpdir(), "expedicao-bench-leads-"));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  wranglerSync(["d1", "migrations", "apply", database, "--local", "--persist-to", state], { quiet: true });
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const proxy = await getPlatformProxy<Record<string, D1Database>>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(state, "v3") },
    remoteBindings: false,
  });
  const db = proxy.env[database]!;
  const day = 86_400_000;
  // The rows as literal SQL, made here from numbers only: D1 binds at most 100 values a statement.
  const rows = Array.from({ length: leads }, (_, i) => {
    // Every third lead is the lead two before it again, alternately by its e-mail and by its number.
    const again = i % 3 === 2 ? i - 2 : i;
    const email = `lead${i % 6 === 2 ? again : i}@example.com`;
    const phone = `+55279${String(10_000_000 + (i % 6 === 5 ? again : i)).padStart(8, "0")}`;
    const at = new Date(Date.now() - (i % 365) * day).toISOString();
    const due = i % 7 === 0;
    const next = due ? `'${new Date(Date.now() - (i % 10) * day).toISOString().slice(0, 10)}'` : "NULL";
    const status = due ? "sem resposta" : "novo";
    return `('Pessoa ${again}', '${email}', '${phone}', '${phone}', '${at}', '${status}', ${next})`;
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .prepare(
        `INSERT INTO contact_submissions (name, email, whatsapp, whatsapp_e164, created_at, status, next_contact_on)
         VALUES ${rows.slice(i, i + 500).join(", ")}`,
      )
      .run();
  }
  await db.exec(
    "INSERT INTO lead_details (lead_id, people, fuel) SELECT id, 2, 'diesel' FROM contact_submissions WHERE id % 4 = 0",
  );

  const command = (args: string[]) => {
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      execFileSync(process.execPath, ["--import", "tsx", "scripts/leads/list.ts", "--persist-to", state, ...args], {
        cwd: root,
        stdio: "ignore",
      });
      times.push(performance.now() - start);
    }
    return median(times);
  };
  const list = command([]);
  const due = command(["--hoje"]);

  const all = await selectLeads({ remote: false, persistTo: state });
  const grouping: number[] = [];
  let count = 0;
  for (let r = 0; r < 20; r++) {
    const start = performance.now();
    count = groupPeople(all).length;
    grouping.push(performance.now() - start);
  }
  await proxy.dispose();
  console.log(`${leads} leads, ${count} people, median of ${runs} runs (of 20 for the grouping alone):`);
  console.log(`  npm run leads            ${(list / 1000).toFixed(2)} s`);
  console.log(`  npm run leads -- --hoje  ${(due / 1000).toFixed(2)} s`);
  console.log(`  grouping alone           ${median(grouping).toFixed(1)} ms`);
} finally {
  rmSync(state, { recursive: true, force: true });
}
