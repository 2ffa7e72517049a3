// For the team's command tests: posting leads to the real site the way visitors do, and running the
// commands (the leads' and the departures'), in this process or as `npm run …` in processes of their own.
import { execFile } from "node:child_process";
import { Console } from "node:console";
import { Readable, Writable } from "node:stream";
import type { Command } from "../../scripts/leads/command.ts";
import { command as erase } from "../../scripts/leads/delete.ts";
import { command as exportCsv } from "../../scripts/leads/export.ts";
import { streamsIo } from "../../scripts/leads/io.ts";
import { command as list } from "../../scripts/leads/list.ts";
import { command as mark } from "../../scripts/leads/mark.ts";
import { command as purge } from "../../scripts/leads/purge.ts";
import { command as sources } from "../../scripts/leads/visit-sources.ts";
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

const commands: Record<string, Command> = {
  "list.ts": list,
  "export.ts": exportCsv,
  "delete.ts": erase,
  "purge.ts": purge,
  "mark.ts": mark,
  "visit-sources.ts": sources,
};

/** A stream that keeps what is written to it. */
function collector() {
  let text = "";
  const stream = new Writable({
    decodeStrings: false,
    write: (chunk, _encoding, done) => {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * Runs one of scripts/leads/ (named by its file) or another team command (scripts/saidas/, given as
 * the value) in this process, with stdin not a terminal, on the local D1 this process keeps open.
 * What the runtime prints on the console meanwhile (a locked file's report) is captured too: in a
 * terminal it would reach the operator's stderr.
 */
export async function runCommand(script: string | Command, args: string[]): Promise<Run> {
  const command = typeof script === "string" ? commands[script]! : script;
  const out = collector();
  const err = collector();
  const printing = globalThis.console;
  globalThis.console = new Console(out.stream, err.stream);
  try {
    const code = await command.run(args, streamsIo(Readable.from([]), out.stream, err.stream));
    return { code, stdout: out.text(), stderr: err.text() };
  } finally {
    globalThis.console = printing;
  }
}

/** Runs `npm run <name> -- …` as the team does, in processes of its own, with stdin not a terminal:
 * what npm's scripts, the argument parsing and the exit codes do together. */
export function runNpm(name: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", name, "--", ...args],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs the commands one after another, as the team does: each captures the console while it runs. */
export async function inTurn<T extends unknown[]>(...runs: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const run of runs) results.push(await run());
  return results as T;
}
