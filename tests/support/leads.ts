// For the leads command tests: posting leads to the real site the way visitors do, and running
// the commands as child processes, as `npm run leads` would.
import { execFile } from "node:child_process";
import type { LocalSite } from "../../scripts/shared/local-site.ts";
import { root } from "../../scripts/shared/paths.ts";
import { d1Rows } from "./local-d1.ts";

let keys = 0;

/** Posts a lead as the page does (JSON, one Idempotency-Key per form); returns its row id, which
 * the team's commands show (the API answers a random public id, so it is read from the database). */
export async function postLead(site: LocalSite, lead: Record<string, string>): Promise<number> {
  const res = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": `leads-test-${process.pid}-${Date.now()}-${keys++}`,
    },
    body: JSON.stringify(lead),
  });
  const body = (await res.json()) as { ok: boolean; id?: string };
  if (res.status !== 201 || !/^[0-9a-f]{32}$/.test(body.id ?? ""))
    throw new Error(`POST /api/contact answered ${res.status}: ${JSON.stringify(body)}`);
  const rows = await d1Rows<{ id: number }>(
    site.stateDir,
    "SELECT id FROM contact_submissions WHERE public_id = ?1",
    body.id!,
  );
  if (rows.length !== 1) throw new Error(`no row holds the public id ${body.id}`);
  return rows[0]!.id;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of scripts/leads/ with stdin not a terminal. */
export function runScript(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/leads/${script}`, ...args],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs the commands one after another, as the team does: each opens the local D1 in a workerd of
 * its own, and several opening one database at once may meet SQLITE_BUSY, which workerd prints. */
export async function inTurn<T extends unknown[]>(...runs: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const run of runs) results.push(await run());
  return results as T;
}
