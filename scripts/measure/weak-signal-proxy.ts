// A phone at one bar of signal, put in front of the local site: each answer starts one round trip
// after its request (a new connection pays one more, its handshake, unless the proxy is bare), and all
// answers share one slow link. Chromium's own network emulation may not slow a service worker's
// fetches; a proxy slows everything. `offline` cuts every connection instead, like a phone with no signal.
// Used by ./weak-signal.ts and the first-visit browser tests.
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
  /** The link from now on: a test whose subject is the first visit at one bar gives the next one a good signal. */
  setLink(link: { rttMs: number; kbps: number }): void;
  release(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startSlowProxy(target: string, opts: SlowProxyOptions = {}): Promise<SlowProxy> {
  const { handshake = true } = opts;
  let rttMs = opts.rttMs ?? 2000;
  let bytesPerMs = ((opts.kbps ?? 400) * 1000) / 8 / 1000;
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
    setLink(link) {
      rttMs = link.rttMs;
      bytesPerMs = (link.kbps * 1000) / 8 / 1000;
    },
    release: () => released(),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
