// The site as production runs it, on this machine: `wrangler pages dev` serving dist/ and
// functions/ on 127.0.0.1 with a local D1. Used by `npm start`, `npm run dev` (for /api only), the
// browser tests, the leads command tests, the audit and the bench, each with its own port and database.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distDir, root } from "./paths.ts";
import { database, wranglerSpawn, wranglerSync } from "./wrangler.ts";

export interface LocalSiteOptions {
  /** Fixed port (`npm start`: 8788); a free one when omitted. */
  port?: number;
  /** wrangler's local state (D1 rows live there); a fresh temp dir, removed on stop, when omitted. */
  stateDir?: string;
  /** Overrides of wrangler.toml's [vars], e.g. a rate limit no test reaches. */
  vars?: Record<string, string>;
  /** Show wrangler's own output (`npm start`); otherwise only its last words if it fails to start. */
  verbose?: boolean;
  /** The static files served beside the function: dist/ when omitted; `npm run dev` gives an empty
   * folder, since Vite serves the pages and only /api reaches wrangler. */
  assets?: string;
  /** How the run's summary names this site when its wrangler dies (scripts/shared/test-report.ts). */
  name?: string;
}

export interface LocalSite {
  url: string;
  stateDir: string;
  stop: () => Promise<void>;
  /** How many times wrangler died while in use and was started again. */
  restarts: () => number;
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startLocalSite(opts: LocalSiteOptions = {}): Promise<LocalSite> {
  const assets = opts.assets ?? distDir;
  if (!opts.assets && !existsSync(join(distDir, "index.html")))
    throw new Error("dist/ is missing: run `npm run build` first.");
  const port = opts.port ?? (await freePort());
  const ownState = opts.stateDir === undefined;
  const stateDir = opts.stateDir ?? mkdtempSync(join(tmpdir(), "expedicao-site-"));
  const url = `http://127.0.0.1:${port}`;

  // pages dev does not apply migrations itself.
  wranglerSync(["d1", "migrations", "apply", database, "--local", "--persist-to", stateDir], { quiet: !opts.verbose });

  let run = await launch(port, stateDir, assets, opts);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await run.end();
    if (ownState) rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await run.answering(url, opts.assets ? ["/api/health"] : ["/", "/api/health"]);
  } catch (e) {
    await stop();
    throw e;
  }

  // wrangler's dev proxy takes a single request's failure, such as a client that hangs up mid-body,
  // for its own and exits (a known wrangler bug, open upstream). A site that dies while in use is
  // started again on the same port and database, and says so with wrangler's last words: the rows
  // stay, and what follows is served rather than refused. Three deaths in one run are not that.
  // A test run (scripts/test.ts) names a file for each death, so that its summary counts them: a death
  // logged in the middle of a run's output passes unnoticed.
  let restarts = 0;
  const restartLog = process.env.LOCAL_SITE_RESTARTS;
  const watch = (current: Run) => {
    current.exited.then(async () => {
      if (stopping) return;
      restarts += 1;
      if (restartLog) appendFileSync(restartLog, `${opts.name ?? "site"}\t${url}\t${current.exitReason()}\n`);
      console.error(
        `wrangler pages dev (${url}) exited (${current.exitReason()}) while in use; ` +
          `${restarts < 3 ? "starting it again" : "not starting it a third time"}:\n${current.stderr()}`,
      );
      if (restarts >= 3) return;
      // The workerd of the dead process may still hold the port.
      current.clear();
      run = await launch(port, stateDir, assets, opts);
      if (stopping) return run.end();
      await run.answering(url, ["/api/health"]).catch((e) => console.error((e as Error).message));
      watch(run);
    });
  };
  watch(run);
  return { url, stateDir, stop, restarts: () => restarts };
}

interface Run {
  exited: Promise<void>;
  exitReason: () => string;
  stderr: () => string;
  end: () => Promise<void>;
  /** Ends whatever is left of the process group once wrangler itself has gone. */
  clear: () => void;
  answering: (url: string, paths: string[]) => Promise<void>;
}

/** One `wrangler pages dev` process, in its own process group so that ending it ends the workerd it runs. */
async function launch(port: number, stateDir: string, assets: string, opts: LocalSiteOptions): Promise<Run> {
  // Two `pages dev` at once would clash on the default inspector port.
  const inspectorPort = await freePort();
  const common = [
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
  ];
  const stdio = ["ignore", opts.verbose ? "inherit" : "ignore", opts.verbose ? "inherit" : "pipe"] as const;
  const vars = Object.entries(opts.vars ?? {}).flatMap(([k, v]) => ["--binding", `${k}=${v}`]);
  const args = ["pages", "dev", assets, ...common, "--persist-to", stateDir, ...vars];
  // wrangler appends every devtools event of every request (four per D1 call) to a debug log in the
  // user's home: a test run or a bench would leave hundreds of megabytes there. A quiet site keeps
  // that log in its own state dir, removed with it when the state is temporary.
  const env = opts.verbose ? {} : { WRANGLER_LOG_PATH: join(stateDir, "logs") };
  const child = wranglerSpawn(args, { cwd: root, stdio: [...stdio], detached: true, env });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const exitReason = () => String(child.signalCode ?? child.exitCode);

  const end = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const late = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(late);
    }
  };

  const clear = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // nothing left
    }
  };

  const answering = async (url: string, paths: string[]) => {
    const deadline = Date.now() + 120_000;
    for (const path of paths) {
      while (
        !(await fetch(url + path).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (child.exitCode !== null || Date.now() > deadline) {
          await end();
          throw new Error(
            `wrangler pages dev did not answer ${url}${path}` +
              `${child.exitCode !== null ? ` (exit ${child.exitCode})` : ""}:\n${stderr}`,
          );
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  return { exited, exitReason, stderr: () => stderr, end, clear, answering };
}
