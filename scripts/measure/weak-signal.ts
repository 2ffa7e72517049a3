// `npx tsx scripts/measure/weak-signal.ts [--tap | --lead] [--rtt 2000] [--kbps 400] [--proxy handshake|bare|both]`
// builds nothing: it serves the current dist/ and prints what a visitor meets through a proxy like one
// bar of signal (./weak-signal-proxy.ts; ./weak-signal-visits.ts says what each mode times). `--proxy`
// picks the proxy's shape: a new connection pays one more round trip (handshake, the default), or not
// (bare), or both one after the other; every figure says which it was taken with.
import { chromium } from "@playwright/test";
import { chromiumFlags, ensureBrowser } from "../shared/browser.ts";
import { startLocalSite } from "../shared/local-site.ts";
import { startSlowProxy } from "./weak-signal-proxy.ts";
import * as visits from "./weak-signal-visits.ts";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const rttMs = Number(arg("--rtt")) || 2000;
const kbps = Number(arg("--kbps")) || 400;
const shape = arg("--proxy") ?? "handshake";
if (!["handshake", "bare", "both"].includes(shape)) throw new Error(`--proxy handshake, bare or both, not ${shape}`);
const site = await startLocalSite();
const browser = await chromium.launch({ executablePath: ensureBrowser(), args: chromiumFlags });
for (const handshake of shape === "both" ? [true, false] : [shape === "handshake"]) {
  const proxy = await startSlowProxy(site.url, { rttMs, kbps, handshake });
  const named = handshake ? "one more round trip for each new connection (handshake)" : "no handshake (bare)";
  console.log(`\nThrough a proxy of ${rttMs} ms round trip and ${kbps} kbps, ${named}, Chromium, 375x667:`);
  const on = { browser, proxy, site };
  if (process.argv.includes("--lead")) await visits.leads(on);
  else if (process.argv.includes("--tap")) await visits.taps(on);
  else await visits.paints(on);
  await proxy.close();
}
await browser.close();
await site.stop();
// The D1 reader of --lead (wrangler's local platform) would keep the process alive.
process.exit(0);
