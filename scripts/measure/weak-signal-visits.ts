// What scripts/measure/weak-signal.ts times through its slow proxy, each visit in a fresh browser
// context (nothing cached, no worker) unless it is a repeat visit:
// - paints (no flag): when the home page's heading painted on a first visit, a repeat visit and a
//   visit with no signal;
// - taps (--tap): a tap on a destination card until its heading shows, on a first visit and on a
//   repeat one, beside a plain load of the same page through the same proxy (the same tap with
//   JavaScript off: no worker, no app), and the first visit's tap again with the worker blocked (the
//   app, with no precache sharing the link). The repeat visit waits until the worker has the precache
//   and every page, and says how long that took;
// - leads (--lead): from when a lead sent with the signal gone is kept, for the plain form (no app:
//   the page's first script keeps it once it has run) and for the app's form (its sending code keeps it
//   in the outbox itself), each checked by sending one at that moment and reading D1 once the
//   signal is back.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { LocalSite } from "../shared/local-site.ts";
import type { SlowProxy } from "./weak-signal-proxy.ts";

interface Setup {
  browser: Browser;
  proxy: SlowProxy;
  site: LocalSite;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A phone's screen; a touch screen for the tap (its first event is the finger's pointerdown). */
const phone = (browser: Browser, extra: Parameters<Browser["newContext"]>[0] = {}) =>
  browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, ...extra });

/** Milliseconds from the navigation's start to the first contentful paint (the heading is in it). */
const firstPaint = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, null, {
      timeout: 60_000,
    })
    .then(async (h) => Math.round((await h.jsonValue()) as number));

/** Milliseconds since the navigation started, in the page's own clock. */
const pageNow = (page: Page) => page.evaluate(() => Math.round(performance.now()));

/** Polls `done` every 250 ms until it holds; the moment it did, or null after `limitMs`. */
async function until(done: () => Promise<boolean> | boolean, limitMs: number): Promise<number | null> {
  for (const end = Date.now() + limitMs; Date.now() < end; await sleep(250))
    if (await Promise.resolve(done()).catch(() => false)) return Date.now();
  return null;
}

export async function paints({ browser, proxy }: Setup) {
  const context = await phone(browser);
  const page = await context.newPage();
  for (const label of ["first visit", "repeat visit", "no signal"]) {
    if (label === "no signal") proxy.setOffline(true);
    const started = Date.now();
    await page.goto(`${proxy.url}/`, { waitUntil: "commit", timeout: 60_000 }).catch(() => {});
    const fcp = await firstPaint(page).catch(() => null);
    const heading = (
      await page
        .locator("h1")
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)
    )?.trim();
    console.log(
      `${label.padEnd(14)} ${
        fcp !== null && heading === "Expedição Ushuaia"
          ? `heading painted at ${fcp} ms`
          : `no heading after ${Date.now() - started} ms (${heading ? `"${heading}"` : "blank"})`
      }`,
    );
    await page.waitForLoadState("load", { timeout: 60_000 }).catch(() => {});
    // The worker installs and takes the page before the next visit; two minutes at most.
    await page
      .evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 120_000))]))
      .catch(() => {});
  }
  proxy.setOffline(false);
  await context.close();
}

/**
 * Opens the home page, waits until it is idle, taps the Ushuaia card: ms until its heading shows, how, and
 * what else the slow link carried meanwhile (the app's chunk, the worker's precache): what the tap shared it with.
 */
async function tapCard(page: Page, proxy: SlowProxy): Promise<{ ms: number; how: string }> {
  await page.goto(`${proxy.url}/`, { timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 240_000 }).catch(() => {});
  const documents: string[] = [];
  const onRequest = (r: import("@playwright/test").Request) =>
    r.resourceType() === "document" && documents.push(r.url());
  page.on("request", onRequest);
  const card = page.locator("#card-ushuaia");
  await card.scrollIntoViewIfNeeded();
  const started = Date.now();
  const asked = proxy.events.length;
  await card.tap();
  await page.getByRole("heading", { level: 1, name: "Ushuaia", exact: true }).waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  page.off("request", onRequest);
  const others = proxy.events
    .slice(asked)
    .filter((e) => e.startsWith("sent ") && !e.endsWith(" /destino/ushuaia"))
    .map((e) => e.replace(/^sent GET /, ""));
  const named = others.slice(0, 3).join(", ") + (others.length > 3 ? "…" : "");
  const shared = others.length
    ? `the link also carried ${others.length} answer(s): ${named}`
    : "nothing else on the link";
  return { ms, how: `${documents.length ? "a new document" : "client-side, no document request"}; ${shared}` };
}

export async function taps({ browser, proxy }: Setup) {
  // The plain load: the same page and tap, with no script at all, so no worker and no app.
  const plainContext = await phone(browser, { javaScriptEnabled: false });
  const plainPage = await plainContext.newPage();
  const plain = { first: await tapCard(plainPage, proxy), repeat: await tapCard(plainPage, proxy) };
  await plainContext.close();

  // The same first visit with the worker blocked: what the tap costs with no precache on the link.
  const unwarmedContext = await phone(browser, { serviceWorkers: "block" });
  const unwarmed = await tapCard(await unwarmedContext.newPage(), proxy);
  await unwarmedContext.close();

  const context = await phone(browser);
  const page = await context.newPage();
  const began = Date.now();
  const asked = proxy.events.length;
  const first = await tapCard(page, proxy);
  console.log(`first visit    tap ${first.ms} ms (${first.how}); plain load ${plain.first.ms} ms`);
  console.log(`  no worker    tap ${unwarmed.ms} ms (${unwarmed.how})`);
  // The warm-up asks for the sitemap once the precache is in (src/sw/sw.ts), and marks its end in
  // the "warmed" cache once every page is in too.
  const precached = await until(() => proxy.events.indexOf("GET /sitemap.xml", asked) >= 0, 600_000);
  const warmed = await until(
    () => page.evaluate(async () => (await (await caches.open("warmed")).keys()).length > 0),
    600_000,
  );
  const after = (t: number | null) => (t === null ? "not within 10 min" : `${seconds(t - began)}`);
  console.log(
    `the worker     precache complete ${after(precached)}, warm-up complete ${after(warmed)} ` +
      "after the first visit began",
  );
  const repeat = await tapCard(page, proxy);
  console.log(`repeat visit   tap ${repeat.ms} ms (${repeat.how}); plain load ${plain.repeat.ms} ms`);
  await context.close();
}

/** The form's fields, as a visitor would fill them. */
const lead = (email: string) => ({ name: "Maria da Silva", email, whatsapp: "(27) 99999-8888" });

/** A first visit with the time the worker took the page recorded in `__controlledAt`. */
async function firstVisit(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __controlledAt?: number };
    navigator.serviceWorker?.addEventListener("controllerchange", () => (w.__controlledAt = performance.now()));
  });
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  return { page, fcp: await firstPaint(page) };
}

/** What the visitor reads once a lead went with no signal, and the rows D1 holds once it is back. */
async function outcome(page: Page, { proxy, site }: Setup, email: string, message: () => Promise<string>) {
  const said = await message().catch(async () => `(no message; the page shows "${await headingOf(page)}")`);
  proxy.setOffline(false);
  // The browser is not told the signal is back (only the proxy knew it was gone): the visitor goes on
  // reading, as the site's own pages do: the home page, a touch.
  const { leadsByEmail } = await import("../../tests/e2e/support/d1.ts");
  process.env.E2E_STATE = site.stateDir;
  await page.goto(`${proxy.url}/`, { timeout: 120_000 }).catch(() => {});
  await page.mouse.move(10, 10);
  let rows = 0;
  for (const end = Date.now() + 180_000; Date.now() < end && rows === 0; await sleep(1000))
    rows = (await leadsByEmail(email)).length;
  return `the visitor read "${said.trim()}"; rows once the signal is back: ${rows}`;
}

const headingOf = (page: Page) =>
  page
    .locator("h1")
    .first()
    .textContent({ timeout: 5000 })
    .then((t) => t?.trim() ?? "")
    .catch(() => "");

export async function leads(setup: Setup) {
  const { browser, proxy } = setup;
  // The plain form, before any app or worker: the home page with no touch, the fields filled by
  // script (no focus, which would load the app), sent the moment the page's first script has run
  // (it notes the visitor's first choices, so its record is there): it keeps the lead itself.
  let context = await phone(browser);
  let { page, fcp } = await firstVisit(context, `${proxy.url}/`);
  await page.waitForFunction(() => "firstChoices" in window, null, { timeout: 240_000, polling: 20 });
  const scripted = await pageNow(page);
  let email = `medida-simples-${Date.now()}@exemplo.com.br`;
  await page.evaluate((fields) => {
    for (const [name, value] of Object.entries(fields))
      (document.querySelector(`#contact-form [name=${name}]`) as HTMLInputElement).value = value;
  }, lead(email));
  proxy.setOffline(true);
  const plainWorker = await page.evaluate(() => (navigator.serviceWorker?.controller ? "in charge" : "not there"));
  await page.evaluate(() => (document.getElementById("contact-form") as HTMLFormElement).requestSubmit());
  const plain = await outcome(page, setup, email, () =>
    page
      .locator("#first-lead-notice")
      .textContent({ timeout: 30_000 })
      .then((t) => t ?? ""),
  );
  console.log(
    `plain form   kept from ${seconds(Math.max(0, scripted - fcp))} after the first paint (the first script ran; ` +
      `the worker ${plainWorker})`,
  );
  console.log(`             sent then: ${plain}`);
  await context.close();

  // The app's form: a first visit to /#contato (the app loads at once), filled as soon as the form is
  // the app's. Its sending code (loaded at the first focus) keeps a lead in the outbox itself; before
  // that code is in, the form posts as the plain one, which the worker keeps once it controls the page.
  // The lead goes at the first of the two.
  context = await phone(browser);
  ({ page, fcp } = await firstVisit(context, `${proxy.url}/#contato`));
  const polling = { timeout: 240_000, polling: 100 };
  await page.waitForFunction(
    () => (document.getElementById("contact-form") as HTMLFormElement | null)?.noValidate,
    null,
    polling,
  );
  const hydrated = await pageNow(page);
  email = `medida-app-${Date.now()}@exemplo.com.br`;
  const labels = { name: "Nome completo", email: "E-mail", whatsapp: "WhatsApp" };
  for (const [field, value] of Object.entries(lead(email)))
    await page.getByLabel(labels[field as keyof typeof labels], { exact: true }).fill(value);
  // The sending code has run once it has mounted the toasts' host (src/contact/submit-contact-form.ts).
  const why = String(
    await (
      await page.waitForFunction(
        () =>
          (document.querySelector("[data-sonner-toaster], section[aria-label^='Notificações']") &&
            "its sending code ready") ||
          (navigator.serviceWorker?.controller && "the worker controls the page"),
        null,
        polling,
      )
    ).jsonValue(),
  );
  const keptFrom = await pageNow(page);
  const workerAt = await page.evaluate(() => (window as { __controlledAt?: number }).__controlledAt ?? null);
  proxy.setOffline(true);
  await page.locator("#contact-form button[type=submit]").click();
  const app = await outcome(page, setup, email, async () =>
    String(
      await (
        await page.waitForFunction(
          () =>
            Array.from(document.querySelectorAll("[data-sonner-toast] :is([data-title], [data-description])"))
              .map((part) => part.textContent)
              .join(" / ") ||
            (location.pathname === "/api/contact" && document.querySelector("h1")?.textContent),
          null,
          { timeout: 30_000, polling: 100 },
        )
      ).jsonValue(),
    ),
  );
  const worker = workerAt === null ? "not before the lead" : `${seconds(workerAt - fcp)}`;
  console.log(
    `app's form   kept from ${seconds(keptFrom - fcp)} after the first paint (${why}; ` +
      `the form was the app's at ${seconds(hydrated - fcp)}, the worker controlled the page at ${worker})`,
  );
  console.log(`             sent then: ${app}`);
  await context.close();
}
