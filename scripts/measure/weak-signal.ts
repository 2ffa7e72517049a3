// A phone at one bar of signal, put in front of the local site: each answer starts one round trip
// after its request (a new connection pays one more, its handshake), and all answers share one
// slow link. Chromium's own network emulation may not slow a service worker's fetches; a proxy
// slows everything. `offline` cuts every connection instead, like a phone with no signal.
//
// `npx tsx scripts/measure/weak-signal.ts [--rtt 2000] [--kbps 400]` builds nothing: it serves the
// current dist/ and prints, for a first visit, a repeat visit and a visit with no signal, when the
// home page's heading was first painted (Chromium's first-contentful-paint: the heading is in it).
import { request as upstream, createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface SlowProxyOptions {
  rttMs?: number;
  kbps?: number;
  /** Answers to these paths wait for release(): a test asserts what the page did before them. */
  hold?: (path: string) => boolean;
}

export interface SlowProxy {
  url: string;
  /** What crossed the proxy, in order: "GET /path" when asked, "sent GET /path" when answered. */
  events: string[];
  setOffline(offline: boolean): void;
  release(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startSlowProxy(target: string, opts: SlowProxyOptions = {}): Promise<SlowProxy> {
  const { rttMs = 2000, kbps = 400 } = opts;
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let offline = false;
  let linkFreeAt = 0;
  let released!: () => void;
  const release = new Promise<void>((r) => (released = r));
  const events: string[] = [];
  const sockets = new Set<Socket>();
  const fresh = new WeakSet<Socket>();

  /** Sends `data` over the shared link: it waits for the link, then for its own bytes to cross it. */
  async function transmit(data: Buffer, write: (chunk: Buffer) => void) {
    for (let at = 0; at < data.length; at += 1460) {
      const chunk = data.subarray(at, at + 1460);
      linkFreeAt = Math.max(linkFreeAt, Date.now()) + chunk.length / bytesPerMs;
      await sleep(linkFreeAt - Date.now());
      write(chunk);
    }
  }

  const fetchUpstream = (req: IncomingMessage) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const up = upstream(new URL(req.url!, target), { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      });
      up.on("error", reject);
      req.pipe(up);
    });

  const server = createServer(async (req, res) => {
    if (offline) return req.socket.destroy();
    const name = `${req.method} ${req.url}`;
    events.push(name);
    // The request's way out and the answer's way back; a new connection's handshake first.
    const wait = sleep(rttMs * (fresh.has(req.socket) ? 2 : 1));
    fresh.delete(req.socket);
    const [answer] = await Promise.all([fetchUpstream(req), wait]);
    if (opts.hold?.(new URL(req.url!, target).pathname)) await release;
    if (offline) return req.socket.destroy();
    const headers = { ...answer.headers };
    delete headers["transfer-encoding"];
    headers["content-length"] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    await transmit(answer.body, (chunk) => res.write(chunk));
    res.end();
    events.push(`sent ${name}`);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    fresh.add(socket);
    socket.on("close", () => sockets.delete(socket));
    if (offline) socket.destroy();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    events,
    setOffline(value) {
      offline = value;
      if (value) for (const s of sockets) s.destroy();
    },
    release: () => released(),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import("@playwright/test");
  const { ensureBrowser } = await import("../shared/browser.ts");
  const { startLocalSite } = await import("../shared/local-site.ts");
  const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1] ?? fallback) || fallback;
  const rttMs = arg("--rtt", 2000);
  const kbps = arg("--kbps", 400);
  const site = await startLocalSite();
  const proxy = await startSlowProxy(site.url, { rttMs, kbps });
  const browser = await chromium.launch({ executablePath: ensureBrowser(), args: ["--no-sandbox"] });
  const page = await (await browser.newContext({ viewport: { width: 375, height: 667 } })).newPage();
  /** Milliseconds from the navigation's start to the first contentful paint, or why there was none. */
  async function visit(label: string) {
    const started = Date.now();
    await page.goto(`${proxy.url}/`, { waitUntil: "commit", timeout: 60_000 }).catch(() => {});
    const fcp = await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, { timeout: 30_000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
    const heading = (await page.locator("h1").first().textContent({ timeout: 1000 }).catch(() => null))?.trim();
    console.log(`${label.padEnd(14)} ${fcp && heading === "Expedição Ushuaia" ? `heading painted at ${Math.round(fcp as number)} ms` : `no heading after ${Date.now() - started} ms (${heading ? `"${heading}"` : "blank"})`}`);
    await page.waitForLoadState("load", { timeout: 60_000 }).catch(() => {});
    // The service worker installs (fetching every page of the sitemap through the slow link) and
    // takes the page before the next visit; two minutes at most.
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 120_000))])).catch(() => {});
  }
  console.log(`through a proxy of ${rttMs} ms round trip and ${kbps} kbps, Chromium, 375x667:`);
  await visit("first visit");
  await visit("repeat visit");
  proxy.setOffline(true);
  await visit("no signal");
  await browser.close();
  await proxy.close();
  await site.stop();
}
