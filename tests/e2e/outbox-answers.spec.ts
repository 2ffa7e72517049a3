// What the outbox does with each answer to a kept lead, and with what the visitor does meanwhile:
// one row per lead the visitor sent, and the visitor told the truth. The site's answers that a real
// site cannot be made to give (a redirect, a firewall's page, a 408) are canned by a route.
import { expect, type Route, test } from "@playwright/test";
import { keptNotice, refusedLine } from "../../src/shared/form-messages.ts";
import { expectToast, field, fillForm, lead, submitButton, toast } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";
import {
  askWorkerToSend,
  cancelButton,
  controlled,
  countMissedTries,
  heldText,
  holdWorkerTimers,
  keepOffline,
  outboxLine,
  sendingCodeLoaded,
  stopWorkers,
} from "./support/kept-leads.ts";

const thanks = "Entraremos em contato em breve com mais informações sobre a expedição.";
const rows = async (email: string) => (await leadsByEmail(email)).length;
const canned = (status: number, body: unknown) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});

test(
  "a kept lead the site refuses comes back on the next page with its values and reason, and is stored once " +
    "corrected",
  async ({ context, page }) => {
    const values = lead({ name: "Jo" });
    const reason = "Nome deve ter pelo menos 3 caracteres";
    await keepOffline(context, page, values);
    // A deploy made the rule stricter while the lead waited.
    await context.route("**/api/contact", (route) =>
      route.fulfill(canned(400, { ok: false, error: "validation", message: reason, fields: { name: reason } })),
    );
    await context.setOffline(false);
    await expect(outboxLine(page)).toHaveText(refusedLine(reason));
    await context.unrouteAll();
    // The worker stops, as an idle one does, and the visitor comes back to a page without the form.
    await stopWorkers(context, page);
    await page.close();
    const next = await context.newPage();
    await next.goto("/destino/ushuaia");
    await next.mouse.move(20, 20);
    await expectToast(next, "Erro no formulário", refusedLine(reason), "error");
    await toast(next, "Erro no formulário").getByRole("button", { name: "Corrigir" }).click();
    await expect(field(next).email).toHaveValue(values.email);
    await expect(field(next).name).toHaveValue("Jo");
    await expect(outboxLine(next)).toHaveText(refusedLine(reason));
    await field(next).name.fill("Joana Prado");
    await submitButton(next).click();
    await expectToast(next, "Interesse registrado!", thanks);
    await expect(outboxLine(next)).toHaveText("");
    expect(await leadsByEmail(values.email)).toMatchObject([{ name: "Joana Prado" }]);
  },
);

test("a refused lead the visitor discards leaves the device and nothing is stored", async ({ context, page }) => {
  const values = lead();
  await keepOffline(context, page, values);
  await context.route("**/api/contact", (route) => route.fulfill(canned(403, { ok: false, error: "forbidden" })));
  await context.setOffline(false);
  await expect(outboxLine(page)).toContainText("não foi enviado");
  await expect(field(page).email).toHaveValue(values.email);
  await page.locator("#contact-form").getByRole("button", { name: "Descartar" }).click();
  await expect(outboxLine(page)).toHaveText("");
  await expect(field(page).email).toHaveValue("");
  await context.unrouteAll();
  await page.reload();
  await controlled(page);
  await expect(outboxLine(page)).toHaveText("");
  expect(await rows(values.email)).toBe(0);
});

test("a WhatsApp number the function would refuse is refused as it is sent offline, never kept", async ({
  context,
  page,
}) => {
  await page.goto("/#contato");
  await controlled(page);
  await context.setOffline(true);
  await fillForm(page, lead({ whatsapp: "(27) 99999-88888" }));
  await submitButton(page).click();
  await expectToast(page, "Erro no formulário", "WhatsApp inválido", "error");
  await expect(outboxLine(page)).toHaveText("");
});

test("a kept lead is sent once the signal returns even after the worker's clock jumped a year", async ({
  context,
  page,
}) => {
  const values = lead();
  await keepOffline(context, page, values);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(() => {
    const now = Date.now;
    Date.now = () => now() + 365 * 864e5;
  });
  await context.setOffline(false);
  await expectToast(page, "Interesse registrado!", thanks);
  expect(await rows(values.email)).toBe(1);
});

test("a redirect answered to a kept lead is not 'stored': the lead waits and is stored once later", async ({
  context,
  page,
}) => {
  const values = lead();
  await keepOffline(context, page, values);
  let redirected = 0;
  await context.route(
    "**/api/contact",
    (route) => {
      redirected++;
      return route.fulfill({ status: 301, headers: { Location: "https://www.expedicao-ushuaia.com.br/api/contact" } });
    },
    { times: 1 },
  );
  await context.setOffline(false);
  await expect.poll(() => redirected).toBe(1);
  // The next try reaches the site: the lead was still there to send.
  await expect.poll(() => rows(values.email), { timeout: 15_000 }).toBe(1);
  await expect(outboxLine(page)).toHaveText("");
});

test("a 408, or a firewall's 403 page, keeps the lead, which is stored once when the site answers", async ({
  context,
  page,
}) => {
  const values = lead();
  await keepOffline(context, page, values);
  const answers = [
    { status: 408, contentType: "text/plain", body: "Request Timeout" },
    { status: 403, contentType: "text/html", body: "<html><body>Verificando o navegador…</body></html>" },
  ];
  await context.route("**/api/contact", (route) => route.fulfill(answers.shift()!), { times: 2 });
  await context.setOffline(false);
  await expect.poll(() => answers.length).toBe(0);
  await expect(outboxLine(page)).toHaveText(heldText);
  // The page's timer steps back after each failed try: the next one comes after 10 s.
  await expect(toast(page, "Interesse registrado!")).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, "Erro ao enviar")).toHaveCount(0);
  expect(await rows(values.email)).toBe(1);
});

test("the plain form kept offline, then posted again by a reload, is stored once", async ({ context, page }) => {
  const values = lead();
  await page.goto("/#contato");
  await controlled(page);
  await context.setOffline(true);
  await fillForm(page, values);
  // What the form does when its sending code cannot load: the browser posts it.
  await page.locator("#contact-form").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão");
  await context.setOffline(false);
  // A pull-to-refresh on the kept page posts the same form again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interesse registrado!");
  await expect.poll(() => rows(values.email)).toBe(1);
  // The kept copy has gone too: asked to send what waits, the worker has nothing left to send.
  await page.goto("/destino/ushuaia");
  expect(await askWorkerToSend(page)).toBe(0);
  expect(await rows(values.email)).toBe(1);
});

test("'Cancelar envio' while a try is on its way stays cancelled", async ({ context, page }) => {
  const values = lead();
  await keepOffline(context, page, values);
  const held: Route[] = [];
  await context.route("**/api/contact", (route) => void held.push(route));
  await context.setOffline(false);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await cancelButton(page).click();
  await expect(outboxLine(page)).toHaveText("");
  // That try then fails; nothing may bring the lead back.
  for (const route of held) await route.abort("connectionreset");
  await context.unrouteAll();
  await page.reload();
  await controlled(page);
  // Asked once its failed try has ended, the worker has nothing to send.
  expect(await askWorkerToSend(page)).toBe(0);
  expect(await rows(values.email)).toBe(0);
  await expect(outboxLine(page)).toHaveText("");
});

test("a lead over the site's rate limit, sent online, is said to be kept for that reason and stored later", async ({
  context,
  page,
}) => {
  const values = lead();
  await page.goto("/#contato");
  await controlled(page);
  await context.route("**/api/contact", (route) => route.fulfill(canned(429, { ok: false, error: "rate_limited" })), {
    times: 1,
  });
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, keptNotice.rate_limited.title, keptNotice.rate_limited.line);
  await expect(toast(page, "Sem conexão")).toHaveCount(0);
  await expectToast(page, "Interesse registrado!", thanks);
  expect(await rows(values.email)).toBe(1);
});

test("a slow answer, with the worker in charge, is said to be kept and then stored, never 'Erro ao enviar'", async ({
  context,
  page,
}) => {
  const values = lead();
  await page.goto("/#contato");
  await controlled(page);
  const liveWait = await holdWorkerTimers(context);
  // The site stores the lead at once, but its answer comes back only once the worker's wait is over.
  let answer = () => {};
  const answered = new Promise<void>((r) => (answer = r));
  await context.route(
    "**/api/contact",
    async (route) => {
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await fillForm(page, values);
  await submitButton(page).click();
  await expect.poll(() => rows(values.email)).toBe(1);
  // The worker's wait for a live answer ends: the visitor is told, the try goes on.
  await liveWait.end();
  await expect(toast(page, keptNotice.slow.title)).toBeVisible();
  await expect(toast(page, keptNotice.slow.title).locator("[data-description]")).toHaveText(keptNotice.slow.line);
  answer();
  await expect(toast(page, "Interesse registrado!")).toBeVisible();
  await expect(toast(page, "Erro ao enviar")).toHaveCount(0);
  expect(await rows(values.email)).toBe(1);
});

test("after a failed try the page asks again at each step of its timer, not at the last", async ({ context, page }) => {
  await page.addInitScript(() => {
    const asks: string[] = [];
    (window as unknown as { asks: string[] }).asks = asks;
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, data: unknown, ...rest: never[]) {
      const ask = (data as { outbox?: string } | null)?.outbox;
      if (ask) asks.push(ask);
      return post.call(this, data, ...rest);
    } as typeof post;
  });
  const missed = await countMissedTries(page);
  await page.clock.install();
  const values = lead();
  await keepOffline(context, page, values);
  await context.route("**/api/contact", (route) => route.fulfill(canned(503, { ok: false, error: "unavailable" })));
  await context.setOffline(false);
  const sends = () =>
    page.evaluate(() => (window as unknown as { asks: string[] }).asks.filter((a) => a === "send").length);
  await expect.poll(sends).toBeGreaterThan(0);
  // Once the first try has failed, hold the page's clock and walk it: 3 s, then 10 s.
  await expect.poll(missed).toBeGreaterThan(0);
  await page.clock.pauseAt(Date.now() + 1_000);
  const before = await sends();
  const missedBefore = await missed();
  await page.clock.runFor(3_100);
  await expect.poll(sends).toBe(before + 1);
  await expect.poll(missed).toBe(missedBefore + 1);
  await page.clock.runFor(10_100);
  await expect.poll(sends).toBe(before + 2);
});

test("the plain form's lead the site refuses gets a page that says why, and the form gives its values back", async ({
  context,
  page,
}) => {
  const values = lead();
  const reason = "E-mail inválido";
  await page.goto("/#contato");
  await controlled(page);
  await context.route("**/api/contact", (route) =>
    route.fulfill(canned(400, { ok: false, error: "validation", message: reason, fields: { email: reason } })),
  );
  await fillForm(page, values);
  await page.locator("#contact-form").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erro no formulário");
  await expect(page.getByText(refusedLine(reason))).toBeVisible();
  await context.unrouteAll();
  await page.getByRole("link", { name: "Voltar ao formulário" }).click();
  await expect(field(page).email).toHaveValue(values.email);
  await expect(outboxLine(page)).toHaveText(refusedLine(reason));
  expect(await rows(values.email)).toBe(0);
});

test(
  "a first visit's lead with a number the function would refuse is refused by the page as it is sent offline, " +
    "before any worker, and never kept",
  async ({ context, page }) => {
    const posts: string[] = [];
    context.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/contact") && posts.push(r.url()));
    // No worker yet: its script cannot come.
    await context.route("**/sw.js", (route) => route.abort());
    const values = lead({ whatsapp: "(27) 99999-88888" });
    await page.goto("/#contato");
    await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
    await fillForm(page, values);
    await sendingCodeLoaded(page);
    // The number's check follows the sending code, in a chunk of its own.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((e) => /whatsapp-/.test(e.name))))
      .toBe(true);
    await context.setOffline(true);
    await submitButton(page).click();
    await expectToast(page, "Erro no formulário", "WhatsApp inválido", "error");
    await expect(outboxLine(page)).toHaveText("");
    await context.unrouteAll();
    await context.setOffline(false);
    // The page registers its worker again now the signal is back; the next page opens under it (a
    // page that opened while it was activating would stay outside it until the one after).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await controlled(page);
    await expect(outboxLine(page)).toHaveText("");
    expect(posts).toEqual([]);
    expect(await rows(values.email)).toBe(0);
  },
);
