// What a test in an engine other than Chromium needs: the local site behind a proxy the test can
// cut (WebDriver cannot switch the network off), and the visit itself, written once against the
// few things a driver does (open a page, run a script in it, type, click).
import { createServer, connect, type Socket } from "node:net";
import * as cheerio from "cheerio";
import { startLocalSite } from "../../../scripts/shared/local-site.ts";
import { outboxLine } from "../../../src/shared/form-messages.ts";
import { leadsByEmail, lockDatabase } from "../../e2e/support/d1.ts";

export interface Driver {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression (awaited if it is a promise) in the page. */
  evaluate<T>(expression: string): Promise<T>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
}

/** Polls until `check` holds, or fails with `what` after the deadline (a deadline, not a timing assertion);
 * `explain` says what the failure message adds: the state that kept `check` from holding. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  ms = 60_000,
  explain?: () => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) {
      const why = explain ? `; ${await explain().catch((e: unknown) => `(could not say why: ${String(e)})`)}` : "";
      throw new Error(`Gave up waiting: ${what}${why}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The built site with its own D1, seen through a proxy on 127.0.0.1 (a secure context) that can cut every connection.
 * The proxy also notes when it cut and restored the signal and what the site answered to each lead sent through it,
 * so that a lead that never arrives says whether the browser sent it again.
 */
export async function siteBehindProxy() {
  const site = await startLocalSite({ vars: { RATE_LIMIT_MAX: "100000" } });
  process.env.E2E_STATE = site.stateDir;
  const target = new URL(site.url);
  const open = new Set<Socket>();
  const started = Date.now();
  const events: string[] = [];
  /** The status of each answer the site gave a lead, in order. */
  const leadAnswers: number[] = [];
  /** While set, a lead's request reaches the proxy and goes no further: a request that hangs at one bar. */
  let holding = false;
  let held = 0;
  /** While set, the worker's script never comes: the connection asking for it is dropped. */
  let noWorker = false;
  const note = (what: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("close", () => open.delete(s));
      s.on("error", () => {});
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    // Requests on one connection are answered in order: each status line answers the oldest request unanswered.
    const asked: boolean[] = [];
    let stalled = false;
    client.on("data", (chunk: Buffer) => {
      for (const [, method, path] of chunk.toString("latin1").matchAll(/^([A-Z]+) (\S+) HTTP\/1\.[01]\r$/gm)) {
        if (noWorker && path === "/sw.js") {
          note("GET /sw.js dropped");
          client.destroy();
          return;
        }
        const lead = method === "POST" && path === "/api/contact";
        if (lead && holding && !stalled) {
          stalled = true;
          held++;
          note("POST /api/contact held");
        } else if (!stalled) {
          asked.push(lead);
          if (lead) note("POST /api/contact");
        }
      }
      if (!stalled) upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      for (const [, status] of chunk.toString("latin1").matchAll(/^HTTP\/1\.[01] (\d{3}) /gm))
        if (asked.shift()) {
          leadAnswers.push(Number(status));
          note(`the site answered a lead with ${status}`);
        }
    });
    upstream.pipe(client);
  });
  const listen = (port: number) => new Promise<void>((r) => proxy.listen(port, "127.0.0.1", r));
  await listen(0);
  const port = (proxy.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    /** No connection: new ones are refused (the port stops listening), open ones are dropped. */
    cut: () => {
      note("signal cut");
      proxy.close();
      for (const s of open) s.destroy();
    },
    restore: () => {
      note("signal back");
      return listen(port);
    },
    /** From now on a lead's request hangs at the proxy (true), or goes through again (false). */
    holdLeads: (on: boolean) => {
      holding = on;
    },
    /** From now on the worker's script never comes (true), or comes again (false). */
    dropWorker: (on: boolean) => {
      noWorker = on;
    },
    /** How many leads' requests the proxy has held. */
    heldLeads: () => held,
    /** The signal's cuts and returns, and the leads sent through, since the proxy started. */
    events: () => events.join("; "),
    /** Adds what the test did to that record, in its place in time. */
    note,
    /** How many answers the site has given leads so far, and the status of each from `from` on. */
    leadAnswers: (from = 0) => leadAnswers.slice(from),
    stop: async () => {
      for (const s of open) s.destroy();
      if (proxy.listening) proxy.close();
      await site.stop();
    },
  };
}

export type Site = Awaited<ReturnType<typeof siteBehindProxy>>;

/** Waits until every page of the sitemap is in the worker's pages cache: each opens with no connection. */
async function everyPageCached(driver: Driver, site: Site) {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const cached = `caches.open("pages").then((c) => c.keys()).then((ks) => ks.map((r) => new URL(r.url).pathname))`;
  await until("every sitemap page is in the pages cache", async () => {
    const have = await driver.evaluate<string[]>(cached);
    return paths.every((p) => have.includes(p));
  });
}

const pagesRead = ["/antes-de-partir", "/destino/ushuaia", "/privacidade"];
const field = (name: string) => `#contact-form [name="${name}"]`;

/** One visit with signal, then none: pages open from the cache, and a lead waits. Returns the lead's e-mail. */
export async function visitThenLoseSignal(driver: Driver, site: Site) {
  const headings = Object.fromEntries(
    await Promise.all(
      pagesRead.map(
        async (p) =>
          [
            p,
            cheerio
              .load(await (await fetch(site.url + p)).text())("h1")
              .first()
              .text(),
          ] as const,
      ),
    ),
  );

  await driver.goto(`${site.url}/`);
  await driver.evaluate("navigator.serviceWorker.ready.then(() => true)");
  // The first page was loaded before the worker existed; a reload puts it under the worker's control.
  if (!(await driver.evaluate<boolean>("navigator.serviceWorker.controller !== null")))
    await driver.goto(`${site.url}/`);
  await until("the worker controls the page", () =>
    driver.evaluate<boolean>("navigator.serviceWorker.controller !== null"),
  );
  await everyPageCached(driver, site);

  site.cut();
  const read: Record<string, string> = {};
  for (const path of pagesRead) {
    await driver.goto(site.url + path);
    read[path] = await driver.evaluate<string>(`document.querySelector("h1").textContent`);
  }

  const email = `t-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
  await driver.goto(`${site.url}/#contato`);
  // A visitor's scroll starts the app (as a touch would); then the form is React's.
  await driver.evaluate("window.scrollBy(0, 200)");
  await until("the form is hydrated", () =>
    driver.evaluate<boolean>(`document.querySelector("#contact-form").noValidate`),
  );
  await driver.type(field("name"), "Maria da Silva");
  await driver.type(field("email"), email);
  await driver.type(field("whatsapp"), "(27) 99999-8888");
  // The news of an earlier visit's lead ("Interesse registrado!") may be on screen: on a phone's
  // width a toast lies over the button, and a click there would land on the toast.
  await until("no toast lies over the form", () =>
    driver.evaluate<boolean>(`document.querySelector("[data-sonner-toast]") === null`),
  );
  await driver.click("#contact-form button[type=submit]");
  await until(
    "the page says the lead will be sent later",
    async () => (await driver.evaluate<string>("document.body.innerText")).includes(outboxLine),
    60_000,
    async () =>
      `the form's line read "${await driver.evaluate<string>(
        `document.querySelector("#contact-form [role=status]")?.textContent ?? "(no form)"`,
      )}", its button "${await driver.evaluate<string>(
        `document.querySelector("#contact-form button[type=submit]")?.textContent ?? ""`,
      )}", the toasts "${await driver.evaluate<string>(
        `[...document.querySelectorAll("[data-sonner-toast]")].map((t) => t.textContent).join(" | ")`,
      )}"; the browser had ${await outboxState(driver).catch(String)}; the proxy saw: ${site.events()}`,
  );
  return { headings, read, email, rowsWhileCut: (await leadsByEmail(email)).length };
}

/** The next visit with signal back, to another page, read with no touch, scroll or focus (so the
 * app never loads and only the worker can send); resolves with the rows holding the lead once one
 * does (the deadline is generous). */
export async function nextVisit(driver: Driver, site: Site, email: string) {
  const from = site.leadAnswers().length;
  await site.restore();
  await driver.goto(`${site.url}/destino/ushuaia`);
  return storedWithNoTouch(driver, site, email, from);
}

/** The signal returns, and the worker's try at the kept lead hangs at the proxy and is then cut off
 * mid-send; the next visit, read with no touch, must still store it once. Resolves with its rows. */
export async function nextVisitAfterATryCutMidSend(driver: Driver, site: Site, email: string) {
  site.holdLeads(true);
  await site.restore();
  await driver.goto(`${site.url}/destino/ushuaia`);
  await until(
    "the worker's try is on its way",
    () => site.heldLeads() > 0,
    60_000,
    async () => site.events(),
  );
  site.cut();
  site.holdLeads(false);
  await driver.goto("about:blank");
  return nextVisit(driver, site, email);
}

/** The next visit as above, while the site's database is busy (the function answers 503) until the
 * worker's first try has its answer: from then on only the worker's own retries can send it.
 * Resolves with the status of that first try and the rows holding the lead once one does. */
export async function nextVisitWhileDatabaseBusy(driver: Driver, site: Site, email: string) {
  await driver.goto("about:blank");
  const from = site.leadAnswers().length;
  const lock = await lockDatabase();
  site.note("database locked");
  let visit: Promise<void> | undefined;
  try {
    await site.restore();
    // The worker tries as the page arrives, before it has loaded: the lock goes as soon as the proxy
    // sees the site's answer, not once the page has loaded, so that under load the worker's next
    // try, 3 s later, still finds the database free.
    visit = driver.goto(`${site.url}/destino/ushuaia`);
    visit.catch(() => {});
    await until(
      "the worker has tried once",
      () => site.leadAnswers(from).length > 0,
      60_000,
      async () => `the proxy saw: ${site.events()}`,
    );
  } finally {
    await lock.release();
    site.note("database free");
  }
  await visit;
  const [firstTry] = site.leadAnswers(from);
  return { firstTry, rows: await storedWithNoTouch(driver, site, email, from) };
}

/** Waits until the site has stored a lead sent through the proxy since `from` answers (the test's
 * own reads of the SQLite file would otherwise compete with the site's write), then returns the rows
 * holding this one, and checks that the page never loaded the app. */
async function storedWithNoTouch(driver: Driver, site: Site, email: string, from: number) {
  await until(
    "the site has stored the lead",
    () => site.leadAnswers(from).includes(201),
    120_000,
    async () => `the browser then had ${await outboxState(driver).catch(String)}; the proxy saw: ${site.events()}`,
  );
  if (await driver.evaluate<boolean>("document.documentElement.hasAttribute('data-hydrated')"))
    throw new Error("the app loaded: this visit was to send the lead with no touch on the page");
  return (await leadsByEmail(email)).length;
}

/** The keys of the leads in the outbox (src/shared/outbox-store.ts), read from a page. */
const outboxKeys = `indexedDB.databases().then((dbs) => !dbs.some((d) => d.name === "contact-outbox") ? [] :
  new Promise((done, fail) => {
  const q = indexedDB.open("contact-outbox");
  q.onerror = () => fail(q.error);
  q.onsuccess = () => {
    const db = q.result;
    if (!db.objectStoreNames.contains("leads")) {
      db.close();
      return done([]);
    }
    const keys = db.transaction("leads").objectStore("leads").getAllKeys();
    // Closed once read: an open page's connection would hold back the worker's next upgrade.
    keys.onsuccess = () => {
      db.close();
      done(keys.result);
    };
    keys.onerror = () => {
      db.close();
      fail(keys.error);
    };
  };
}))`;

/** What a failed wait for the outbox is explained by: the worker, and what its outbox holds. */
function outboxState(driver: Driver) {
  return driver.evaluate<string>(`${outboxKeys}.then(
    (keys) => (navigator.serviceWorker.controller ? "a controlling worker" : "no controlling worker") +
      " and " + keys.length + " lead(s) in the outbox")`);
}

/** The first tap on a destination card of a fresh home page, before the app has loaded: resolves
 * with what the page then shows and whether it is still the same document (a marker on `window`). */
export async function firstTapOnCard(driver: Driver, site: Site) {
  await driver.goto(`${site.url}/`);
  const before = await driver.evaluate<boolean>("document.documentElement.hasAttribute('data-hydrated')");
  await driver.evaluate("(window.__marker = 'same document', true)");
  await driver.click("#card-santiago");
  await until("the destination opens", () =>
    driver.evaluate<boolean>(
      `location.pathname === "/destino/santiago" && document.querySelector("h1")?.textContent === "Santiago"`,
    ),
  );
  return {
    hydratedBeforeTap: before,
    sameDocument: await driver.evaluate<boolean>("window.__marker === 'same document'"),
    /** The window's width: a phone's. */
    width: await driver.evaluate<number>("window.innerWidth"),
  };
}

/** A first visit from a link straight to the form, in a browser with an empty profile (the caller
 * starts one: emptying an old profile from a page races the old worker, which holds the outbox's
 * database open, so its deletion waits for that worker while the new visit already runs). The
 * signal drops as the lead is sent; then the visitor comes back with signal to another page and
 * touches nothing. Resolves with the rows holding the lead. */
export async function firstVisitLeadAsSignalDrops(driver: Driver, site: Site) {
  // robots.txt: a document of the site's origin with no script, so nothing registers the worker.
  await driver.goto(`${site.url}/robots.txt`);
  const left = await driver.evaluate<number>(
    `Promise.all([navigator.serviceWorker.getRegistrations(), caches.keys()]).then(([r, c]) => r.length + c.length)`,
  );
  if (left > 0) throw new Error("not a first visit: the browser already holds a worker or caches of the site");
  const email = `f-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
  // /#contato loads the app at once (src/main.tsx): the visitor came for the form.
  await driver.goto(`${site.url}/#contato`);
  await until("the form is hydrated", () =>
    driver.evaluate<boolean>(`document.querySelector("#contact-form").noValidate`),
  );
  await driver.type(field("name"), "Primeira Visita");
  await driver.type(field("email"), email);
  await driver.type(field("whatsapp"), "(27) 99999-8888");
  // Loaded and run, with every chunk it imports: its first line mounts the toast host. Its own
  // chunk's download alone is not enough: cut then, an import still on its way fails, and the form
  // is posted plainly.
  await until("the sending code has loaded", () =>
    driver.evaluate<boolean>(
      `performance.getEntriesByType("resource").some((e) => e.name.includes("submit-contact-form")) &&
        !!document.querySelector('section[aria-label*="Notificações"]')`,
    ),
  );
  site.cut();
  await driver.click("#contact-form button[type=submit]");
  await until("the page says the lead will be sent later", async () =>
    (await driver.evaluate<string>("document.body.innerText")).includes(outboxLine),
  );
  const rowsWhileCut = (await leadsByEmail(email)).length;
  const rowsAfter = await nextVisit(driver, site, email);
  // The warm-up the drop cut short goes on from this visit: after it, every page opens offline.
  await everyPageCached(driver, site);
  return { rowsWhileCut, rowsAfter };
}

/** A first visit whose worker never comes (its script is lost on the way) and whose app never loads:
 * the signal goes as the page appears, and the visitor sends the form as it is. The page's first
 * script keeps the lead and says so; the next visit, with signal and the worker, stores it with no
 * touch. The caller starts a browser with an empty profile. Resolves with the rows holding the lead. */
export async function firstPaintLeadWithNoWorker(driver: Driver, site: Site, { workerLater = true } = {}) {
  await driver.goto(`${site.url}/robots.txt`);
  const left = await driver.evaluate<number>(
    `Promise.all([navigator.serviceWorker.getRegistrations(), caches.keys()]).then(([r, c]) => r.length + c.length)`,
  );
  if (left > 0) throw new Error("not a first visit: the browser already holds a worker or caches of the site");
  const email = `p-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@exemplo.com.br`;
  site.dropWorker(true);
  await driver.goto(`${site.url}/`);
  site.cut();
  await driver.type(field("name"), "Primeira Pintura");
  await driver.type(field("email"), email);
  await driver.type(field("whatsapp"), "(27) 99999-8888");
  const inCharge = await driver.evaluate<string>(
    `(navigator.serviceWorker.controller ? "worker " : "") +
      (document.documentElement.hasAttribute("data-hydrated") ? "app" : "")`,
  );
  if (inCharge) throw new Error(`the page was not left to its first script: ${inCharge} in charge`);
  await driver.click("#contact-form button[type=submit]");
  await until("the page says the lead will be sent later", async () =>
    (await driver.evaluate<string>("document.body.innerText")).includes(outboxLine),
  );
  const rowsWhileCut = (await leadsByEmail(email)).length;
  // With no worker at the next visit either (a browser that has none), the page itself sends it.
  site.dropWorker(!workerLater);
  const rowsAfter = await nextVisit(driver, site, email);
  site.dropWorker(false);
  return { rowsWhileCut, rowsAfter };
}
