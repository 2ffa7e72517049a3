// For the leads command tests: the real site (wrangler pages dev + the function + a local D1 in a
// temp dir) to fill the database the way visitors do, and the CLIs run as child processes.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface Served {
  url: string;
  child: ChildProcess;
}

/** Starts scripts/serve.ts on `port` with its own state dir; resolves once /api/health answers. */
export async function startServer(port: number, inspectorPort: number, persistTo: string): Promise<Served> {
  if (!existsSync(`${root}dist/index.html`)) {
    throw new Error("dist/ is missing: build the site first (npm run build; npm test does it).");
  }
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    // Its own process group, so the whole tree (tsx, wrangler, workerd) stops together.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      INSPECTOR_PORT: String(inspectorPort),
      PERSIST_TO: persistTo,
      // Many posts from one address in a few seconds: lift the rate limit.
      WRANGLER_ARGS: "--binding RATE_LIMIT_MAX=100000",
    },
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  void stopServer({ url, child });
  throw new Error(`the server did not answer on ${url} within 2 minutes:\n${stderr}`);
}

export async function stopServer(served: Served | undefined): Promise<void> {
  const child = served?.child;
  if (!child?.pid || child.exitCode !== null) return;
  const pid = child.pid;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-pid, "SIGTERM");
  const late = setTimeout(() => process.kill(-pid, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(late);
}

let keys = 0;

/** Posts a lead as the page does (JSON, one Idempotency-Key per form); returns the row id. */
export async function postLead(url: string, lead: Record<string, string>): Promise<number> {
  const res = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `leads-test-${process.pid}-${Date.now()}-${keys++}` },
    body: JSON.stringify(lead),
  });
  const body = (await res.json()) as { ok: boolean; id?: number };
  if (res.status !== 201 || !body.id) throw new Error(`POST /api/contact answered ${res.status}: ${JSON.stringify(body)}`);
  return body.id;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the leads scripts as `npm run` would, with stdin not a terminal. */
export function runScript(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${script}`, ...args],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
