// A phone at one bar of signal, put in front of the local site: each answer starts one round trip
// after its request (a new connection pays one more, its handshake, unless the proxy is bare), and all
// answers share one slow link. Chromium's own network emulation may not slow a service worker's
// fetches; a proxy slows everything. `offline` cuts every connection instead, like a phone with no signal.
//
// `npx tsx scripts/measure/weak-signal.ts [--tap | --lead] [--rtt 2000] [--kbps 400] [--proxy handshake|bare|both]`
// builds nothing: it serves the current dist/ and prints what a visitor meets through the proxy
// (scripts/measure/weak-signal-visits.ts says what each mode times). `--proxy` picks the proxy's
// shape: a new connection pays one more round trip (handshake, the default), or not (bare), or both
// one after the other; every figure says which it was taken with.
import { request as upstream, createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface SlowProxyOptions {
  rttMs?: number;
  kbps?: number;
  /** A new connection pays one more round trip, its handshake (true unless false): a phone's real
   * link does; without it the proxy is the bare shape some earlier figures were taken with. */
  handshake?: boolean;
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
  const { rttMs = 2000, kbps = 400, handshake = true } = opts;
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let offline = false;
  let linkFreeAt = 0;
  let released!: () => void;
  const release = new Promise<void>((r) => (released = r));
  const events: string[] = [];
  const sockets = new Set<Socket>();
  const fresh = new WeakSet<Socket>();

  /** Sends `data` over the shared link: it waits for the link, then for its own bytes to cross it. An
   * answer the browser gave up on (its connection closed) stops taking the link, as it would on a phone. */
  async function transmit(data: Buffer, write: (chunk: Buffer) => void, gone: () => boolean) {
    for (let at = 0; at < data.length && !gone(); at += 1460) {
      const chunk = data.subarray(at, at + 1460);
      linkFreeAt = Math.max(linkFreeAt, Date.now()) + chunk.length / bytesPerMs;
      await sleep(linkFreeAt - Date.now());
      write(chunk);
    }
  }

  // The Host header goes through as the browser sent it: the function refuses a lead whose Origin is
  // not the host it was sent to, as it would refuse one from another site. Each request takes a new
  // connection to the site (`agent: false`): one kept alive from an earlier test, closed by the site
  // while idle, would now and then reset a request, which the proxy reads as the visitor gone.
  const fetchUpstream = (req: IncomingMessage) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const options = { method: req.method, headers: req.headers, agent: false };
        const up = upstream(new URL(req.url!, target), options, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (d: Buffer) => parts.push(d));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
        });
        up.on("error", reject);
        req.pipe(up);
      },
    );

  const server = createServer(async (req, res) => {
    if (offline) return req.socket.destroy();
    const name = `${req.method} ${req.url}`;
    events.push(name);
    // The request's way out and the answer's way back; a new connection's handshake first.
    const wait = sleep(rttMs * (handshake && fresh.has(req.socket) ? 2 : 1));
    fresh.delete(req.socket);
    // The visitor's side gone (the signal cut, the tab closed) resets the way up too: drop it.
    const [answer] = await Promise.all([fetchUpstream(req).catch(() => null), wait]);
    if (!answer) return req.socket.destroy();
    if (opts.hold?.(new URL(req.url!, target).pathname)) await release;
    if (offline) return req.socket.destroy();
    const headers = { ...answer.headers };
    delete headers["transfer-encoding"];
    headers["content-length"] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    await transmit(
      answer.body,
      (chunk) => res.write(chunk),
      () => req.socket.destroyed,
    );
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
  const { chromiumFlags, ensureBrowser } = await import("../shared/browser.ts");
  const { startLocalSite } = await import("../shared/local-site.ts");
  const visits = await import("./weak-signal-visits.ts");
  const arg = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
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
}
