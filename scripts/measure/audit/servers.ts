// Starts the two servers the audit compares and stops them by PID (their whole process group,
// since wrangler runs workerd as a child), also when the audit fails.
import { spawn, type ChildProcess } from "node:child_process";
import { wranglerSpawn } from "../../shared/wrangler.ts";

export interface Server { name: string; origin: string; child: ChildProcess }

export function startSite(port: number, inspectorPort: number, persistTo: string): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, PORT: String(port), INSPECTOR_PORT: String(inspectorPort), PERSIST_TO: persistTo },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  return { name: "site", origin: `http://127.0.0.1:${port}`, child };
}

/** Serves the floor with no functions: run from its own temp dir, so no functions/ or wrangler.toml is found. */
export function startFloor(root: string, siteDir: string, port: number, inspectorPort: number): Server {
  const child = wranglerSpawn(
    ["pages", "dev", siteDir, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort),
      "--show-interactive-dev-session=false", "--compatibility-date", "2026-04-20"],
    { cwd: root, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  return { name: "floor", origin: `http://127.0.0.1:${port}`, child };
}

export async function waitUntilUp(s: Server, timeoutMs = 60_000): Promise<void> {
  let stderr = "";
  s.child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null) throw new Error(`${s.name} server exited (${s.child.exitCode}):\n${stderr}`);
    try {
      const r = await fetch(s.origin + "/");
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${s.name} server did not answer on ${s.origin} within ${timeoutMs / 1000} s:\n${stderr}`);
}

export async function stop(s: Server): Promise<void> {
  const pid = s.child.pid;
  if (pid === undefined || s.child.exitCode !== null) return;
  const gone = new Promise<void>((r) => s.child.once("exit", () => r()));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, 5000);
  await gone;
  clearTimeout(timer);
}
