// A phone at one bar of signal, put in front of the local site: each answer starts one round trip
// after its request (a new connection pays one more, its handshake), and all answers share one
// slow link. Chromium's own network emulation may not slow a service worker's fetches; a proxy
// slows everything. `offline` cuts every connection instead, like a phone with no signal.
//
// `npx tsx scripts/measure/weak-signal.ts [--rtt 2000] [--kbps 400]` builds nothing: it serves the
// current dist/ and prints, for a first visit, a repeat visit and a visit with no signal, when the
// home page's heading was first painted (Chromium's first-contentful-paint: the heading is in it).
// `--lead` instead follows a first visit to /#contato: when a lead sent with no signal would be kept
// (the app's form, the worker in charge), then fills the form, cuts the signal, sends, and says what
// the visitor read and whether the lead was stored once the signal came back. `--tap` times a first
// tap on a destination card (a first visit, then a repeat one) until its heading shows, and says
// whether the tap loaded a new document.
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
    const wait = sleep(rttMs * (fresh.has(req.socket) ? 2 : 1));
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
  const arg = (name: string, fallback: number) =>
    Number(process.argv[process.argv.indexOf(name) + 1] ?? fallback) || fallback;
  const rttMs = arg("--rtt", 2000);
  const kbps = arg("--kbps", 400);
  const site = await startLocalSite();
  const proxy = await startSlowProxy(site.url, { rttMs, kbps });
  const browser = await chromium.launch({ executablePath: ensureBrowser(), args: ["--no-sandbox"] });
  // A phone's touch screen for the tap (its first event is the finger's pointerdown, with no pointer move before it).
  const page = await (
    await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: process.argv.includes("--tap") })
  ).newPage();
  /** Milliseconds from the navigation's start to the first contentful paint, or why there was none. */
  async function visit(label: string) {
    const started = Date.now();
    await page.goto(`${proxy.url}/`, { waitUntil: "commit", timeout: 60_000 }).catch(() => {});
    const fcp = await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, {
        timeout: 30_000,
      })
      .then((h) => h.jsonValue())
      .catch(() => null);
    const heading = (
      await page
        .locator("h1")
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)
    )?.trim();
    const painted =
      fcp && heading === "Expedição Ushuaia"
        ? `heading painted at ${Math.round(fcp as number)} ms`
        : `no heading after ${Date.now() - started} ms (${heading ? `"${heading}"` : "blank"})`;
    console.log(`${label.padEnd(14)} ${painted}`);
    await page.waitForLoadState("load", { timeout: 60_000 }).catch(() => {});
    // The service worker installs (fetching every page of the sitemap through the slow link) and
    // takes the page before the next visit; two minutes at most.
    await page
      .evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 120_000))]))
      .catch(() => {});
  }
  /** Milliseconds since the navigation started, in the page's own clock. */
  const pageNow = () => page.evaluate(() => Math.round(performance.now()));
  const firstPaint = () =>
    page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, {
        timeout: 60_000,
      })
      .then(async (h) => Math.round((await h.jsonValue()) as number));

  /** A first visit to the form, sent the moment the signal drops, as soon as the visitor could have filled it. */
  async function leadVisit() {
    await page.addInitScript(() => {
      const w = window as unknown as { __controlledAt?: number };
      navigator.serviceWorker?.addEventListener(
        "controllerchange",
        () => (w.__controlledAt = Math.round(performance.now())),
      );
    });
    await page.goto(`${proxy.url}/#contato`, { waitUntil: "commit", timeout: 60_000 });
    const fcp = await firstPaint();
    await page.waitForFunction(
      () => (document.getElementById("contact-form") as HTMLFormElement | null)?.noValidate,
      null,
      { timeout: 240_000, polling: 100 },
    );
    const hydrated = await pageNow();
    const email = `medida-${Date.now()}@exemplo.com.br`;
    // The visitor types (the form's sending code loads at the first focus, with the signal still there).
    for (const [label, value] of [
      ["Nome completo", "Maria da Silva"],
      ["E-mail", email],
      ["WhatsApp", "(27) 99999-8888"],
    ] as const)
      await page.getByLabel(label, { exact: true }).fill(value);
    // The sending code has run once it has mounted the toasts' host (src/contact/submit-contact-form.ts).
    await page
      .waitForFunction(
        () => document.querySelector("[data-sonner-toaster], section[aria-label^='Notificações']"),
        null,
        { timeout: 240_000, polling: 100 },
      )
      .catch(() => {});
    const engine = await pageNow();
    const controlled = await page.evaluate(
      () => (window as unknown as { __controlledAt?: number }).__controlledAt ?? null,
    );
    proxy.setOffline(true);
    const sentAt = await pageNow();
    await page.locator("#contact-form button[type=submit]").click();
    const said = await page
      .waitForFunction(() => document.querySelector("[data-sonner-toast]")?.textContent, null, {
        timeout: 30_000,
        polling: 100,
      })
      .then(async (h) => String(await h.jsonValue()))
      .catch(
        async () =>
          `(no message; the page shows "${await page
            .locator("h1")
            .first()
            .textContent()
            .catch(() => "")}")`,
      );
    proxy.setOffline(false);
    // The browser is not told the signal is back (only the proxy knew it was gone): the visitor
    // goes on reading, as the site's own pages do: the home page, a touch.
    const { leadsByEmail } = await import("../../tests/e2e/support/d1.ts");
    process.env.E2E_STATE = site.stateDir;
    await page.goto(`${proxy.url}/`, { timeout: 120_000 }).catch(() => {});
    await page.mouse.move(10, 10);
    let rows = 0;
    for (const end = Date.now() + 180_000; Date.now() < end && rows === 0; await sleep(1000))
      rows = (await leadsByEmail(email)).length;
    const after = (t: number | null) =>
      t === null || Number.isNaN(t) ? "never" : `${((t - fcp) / 1000).toFixed(1)} s`;
    console.log(`first paint            ${fcp} ms after the navigation began`);
    console.log(`form is the app's      ${after(hydrated)} after the first paint`);
    console.log(`sending code ready     ${after(engine)} after the first paint (loaded at the first focus)`);
    console.log(`worker controls page   ${after(controlled)} after the first paint`);
    console.log(`signal cut, lead sent  ${after(sentAt)} after the first paint`);
    console.log(`the visitor read       "${said?.trim()}"`);
    console.log(`rows once signal back  ${rows} (the visitor opened the home page and moved the pointer)`);
  }

  /**
   * A tap on a destination card once the page is idle: how long until its heading shows, and whether it loaded a
   * document.
   */
  async function tapVisits() {
    for (const label of ["first visit", "repeat visit"]) {
      await page.goto(`${proxy.url}/`, { timeout: 120_000 });
      await page.waitForLoadState("networkidle", { timeout: 240_000 }).catch(() => {});
      await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "same document"));
      const documents: string[] = [];
      const onRequest = (r: import("@playwright/test").Request) =>
        r.resourceType() === "document" && documents.push(r.url());
      page.on("request", onRequest);
      const card = page.locator("#card-ushuaia");
      await card.scrollIntoViewIfNeeded();
      const started = Date.now();
      await card.tap();
      await page.getByRole("heading", { level: 1, name: "Ushuaia", exact: true }).waitFor({ timeout: 120_000 });
      const took = Date.now() - started;
      page.off("request", onRequest);
      const same = await page.evaluate(() => (window as unknown as { __marker?: string }).__marker === "same document");
      const how =
        same && documents.length === 0
          ? "client-side (no document request)"
          : `a new document (${documents.length} document request(s))`;
      console.log(`${label.padEnd(14)} tap to heading ${took} ms, ${how}`);
      // The repeat visit comes once the worker is in charge and has precached the app.
      if (label === "first visit") {
        // A string, not a function: tsx would name the function's inner arrow with a helper the page lacks.
        await page.evaluate(`(async () => {
          await navigator.serviceWorker?.ready;
          for (const end = Date.now() + 240000; Date.now() < end; ) {
            const cached = async (n) => (await (await caches.open(n)).keys()).map((r) => r.url);
            const urls = (await Promise.all((await caches.keys()).map(cached))).flat();
            if (urls.some((u) => u.includes("/assets/app-"))) return;
            await new Promise((r) => setTimeout(r, 500));
          }
        })()`);
      }
    }
  }

  console.log(`through a proxy of ${rttMs} ms round trip and ${kbps} kbps, Chromium, 375x667:`);
  if (process.argv.includes("--lead")) await leadVisit();
  else if (process.argv.includes("--tap")) await tapVisits();
  else {
    await visit("first visit");
    await visit("repeat visit");
    proxy.setOffline(true);
    await visit("no signal");
  }
  await browser.close();
  await proxy.close();
  await site.stop();
  // The D1 reader of --lead (wrangler's local platform) would keep the process alive.
  process.exit(0);
}
