// The local site the browser tests, `npm start` and the bench run on: when wrangler dies while in
// use, as its dev proxy does when one client hangs up at the wrong moment, the site is started
// again on the same port and database, and says so.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type LocalSite, startLocalSite } from "../../scripts/shared/local-site.ts";
import { postLead } from "../support/leads.ts";
import { closeD1, d1Rows } from "../support/local-d1.ts";

// Only the function is needed here: no pages, so the test runs without a build.
const noPages = mkdtempSync(join(tmpdir(), "expedicao-no-pages-"));
let site: LocalSite;
beforeAll(async () => {
  // Its death is this test's own doing: the run's summary names it so.
  site = await startLocalSite({ assets: noPages, name: "local-site test, killed on purpose" });
}, 180_000);
afterAll(async () => {
  if (site) await closeD1(site.stateDir);
  await site?.stop();
  rmSync(noPages, { recursive: true, force: true });
});

const lead = { name: "Rita Antes", email: "rita.antes@example.com", whatsapp: "27 99999-1111", instagram: "" };
const answers = () =>
  fetch(`${site.url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** The wrangler serving this site's port, as `ps` shows it: the leader of its process group
 * (wrangler's bin starts its CLI as a child with the same arguments). */
function wranglerPid(): number {
  const port = new URL(site.url).port;
  const leaders = execFileSync("ps", ["-eo", "pid=,pgid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([pid, pgid, ...args]) => pid === pgid && args.join(" ").includes(` pages dev ${noPages} `))
    .filter(([, , ...args]) => args.join(" ").includes(`--port ${port} `));
  expect(leaders).toHaveLength(1);
  return Number(leaders[0]![0]);
}

it("a site whose wrangler dies while in use answers again on the same port, with the rows it had", async () => {
  const id = await postLead(site, lead);
  const said = vi.spyOn(console, "error").mockImplementation(() => {});
  const dead = wranglerPid();
  process.kill(-dead, "SIGKILL");
  await expect.poll(answers, { timeout: 5_000 }).toBe(false);

  await expect.poll(answers, { timeout: 120_000, interval: 500 }).toBe(true);
  expect(wranglerPid()).not.toBe(dead);
  expect(said).toHaveBeenCalledWith(expect.stringMatching(/exited \(SIGKILL\) while in use; starting it again/));
  said.mockRestore();
  const rows = await d1Rows<{ id: number; email: string }>(site.stateDir, "SELECT id, email FROM contact_submissions");
  expect(rows).toEqual([{ id, email: lead.email }]);
  expect(await postLead(site, { ...lead, email: "rita.depois@example.com" })).toBeGreaterThan(id);
}, 180_000);

it("a stopped site is not started again", async () => {
  await site.stop();
  await new Promise((r) => setTimeout(r, 3_000));
  expect(await answers()).toBe(false);
}, 30_000);
