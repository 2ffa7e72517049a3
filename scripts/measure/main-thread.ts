// What a page does on the main thread while it loads, on a phone's budget: Chromium with its CPU
// slowed 4x and Lighthouse's mobile network (devtools throttling, as `npm run audit` runs), traced,
// then every task of 20 ms or more with where its CPU time went (parse, style, layout, paint, script).
// A trace's breakdown says why a page blocks; a Lighthouse score only says that it does. Each task
// shows its wall time (what TBT counts) and its CPU time, unslowed: on a machine shared with other
// work the wall time grows with the wait for a core, the CPU time much less.
//
//   npx tsx scripts/measure/main-thread.ts [/path ...] [--runs 3] [--save trace-dir]
//
// Serves dist/ (build first) with wrangler pages dev on a free port, as the audit does.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumFlags, ensureBrowser } from "../shared/browser.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { breakdown, type TraceEvent } from "./trace-tasks.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: "string", default: "3" }, save: { type: "string" } },
});
const paths = positionals.length ? positionals : ["/", "/antes-de-partir", "/destino/ushuaia"];
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more.");

// Lighthouse's mobile profile (moto g power) under devtools throttling.
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const network = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const site = await startLocalSite();
const browser = await chromium.launch({
  executablePath: ensureBrowser(),
  args: chromiumFlags,
});
try {
  for (const path of paths) {
    for (let run = 1; run <= runs; run++) {
      // A fresh context each time: a first visit, no cache, no service worker.
      const context = await browser.newContext({ viewport: { width: phone.width, height: phone.height }, ...phone });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
      await cdp.send("Tracing.start", {
        categories:
          "devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,blink.user_timing,loading",
        transferMode: "ReportEvents",
      });
      await page.goto(site.url + path, { waitUntil: "load" });
      // Lighthouse waits for the main thread to go quiet; two seconds after load catch the late tasks.
      await page.waitForTimeout(2000);
      await cdp.send("Tracing.end");
      await done;
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(
          join(values.save, `${path.replace(/\W+/g, "_") || "_"}-${run}.json`),
          JSON.stringify({ traceEvents: events }),
        );
      }
      const report = breakdown(events, site.url + path);
      console.log(
        `\n${path} run ${run}: ${report.tasks.length} tasks of 20 ms or more, ${report.longMs} ms in tasks ` +
          `over 50 ms (blocking ${report.blockingMs} ms after FCP at ${report.fcpMs} ms)`,
      );
      for (const task of report.tasks) {
        const parts = task.parts.map(([name, ms]) => `${name} ${ms}`).join(", ");
        console.log(
          `  at ${String(task.startMs).padStart(5)} ms  ${String(task.ms).padStart(4)} ms ` +
            `CPU ${String(task.cpuMs).padStart(3)} ms: ${parts}`,
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
