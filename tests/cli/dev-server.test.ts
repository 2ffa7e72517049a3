// `npm run dev` as a developer starts it: Vite's pages with hot reload, and /api answered by the real
// function with a local D1, so a lead sent from the dev server's own page is stored.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/shared/local-site.ts";
import { root } from "../../scripts/shared/paths.ts";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { wranglerD1 } from "../support/local-d1.ts";

const state = mkdtempSync(join(tmpdir(), "expedicao-dev-test-"));
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
let dev: ChildProcess;
let output = "";

beforeAll(async () => {
  dev = spawn("npm", ["run", "dev"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DEV_STATE: state },
    detached: true,
  });
  for (const stream of [dev.stdout, dev.stderr]) stream?.on("data", (d) => (output = (output + d).slice(-4000)));
  // Ready when Vite answers a page and the proxy reaches the function; the hook's timeout bounds it.
  while (
    !(await fetch(`${site}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited ${dev.exitCode}:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 180_000);

/** Ctrl+C in the terminal: SIGINT to the whole foreground group; resolves when npm has exited. */
async function interrupt() {
  if (!dev?.pid || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = new Promise((resolve) => dev.once("exit", resolve));
  process.kill(-dev.pid, "SIGINT");
  await exited;
}

afterAll(async () => {
  await interrupt();
  rmSync(state, { recursive: true, force: true });
}, 60_000);

describe("npm run dev", { timeout: 60_000 }, () => {
  it("serves the home page from Vite's dev server", async () => {
    const res = await fetch(site);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("/@vite/client");
  });

  it("stores a lead sent from the dev server's own origin in the local D1", async () => {
    const res = await fetch(`${site}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site, "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        name: "Dev Local",
        email: "dev.local@example.com",
        whatsapp: "27 99999-8888",
        instagram: "",
        privacy_version: privacyNoticeVersion,
      }),
    });
    expect(res.status).toBe(201);
    const out = wranglerD1(state, "--json", "--command", "SELECT name, email FROM contact_submissions");
    expect(JSON.parse(out)[0].results).toEqual([{ name: "Dev Local", email: "dev.local@example.com" }]);
  });

  it("ends the function and its workerd with Vite on Ctrl+C, leaving nothing listening", async () => {
    const api = /\/api → (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(api, output).toBeDefined();
    expect((await fetch(`${api}/api/health`)).status).toBe(200);
    await interrupt();
    // Its processes may take a moment to let go of the port once npm has returned.
    await expect
      .poll(
        () =>
          fetch(`${api}/api/health`).then(
            () => "answering",
            () => "closed",
          ),
        { timeout: 15_000 },
      )
      .toBe("closed");
  });
});
