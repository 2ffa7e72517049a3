// /saidas as a visitor meets it: the departures the team published, read from D1 by the function,
// with JavaScript or without; the withdrawal calculator; the last copy with no signal.
import { expect, type Page, test } from "@playwright/test";
import { d1Rows } from "../support/local-d1.ts";
import { runNpm } from "../support/leads.ts";
import { expectToast, fillForm, lead, submitButton } from "./support/contact-form.ts";
import { controlled } from "./support/kept-leads.ts";
import { hydrated, rootReplacements, watchPage } from "./support/site-watch.ts";

const db = <Row = Record<string, unknown>>(sql: string, ...params: (string | number)[]) =>
  d1Rows<Row>(process.env.E2E_STATE!, sql, ...params);
const list = (page: Page) => page.locator("#saidas-lista");

// One database for the file: each test sets the departures it needs, one test at a time.
test.describe.configure({ mode: "serial" });

async function noDepartures() {
  await db("DELETE FROM departure_places");
  await db("DELETE FROM departures");
}

/** One open departure below its minimum, and one full. */
async function openAndFull() {
  await noDepartures();
  await db("INSERT INTO departures (starts_on, days, vehicles, min_vehicles) VALUES ('2099-01-10', 40, 8, 4)");
  await db("INSERT INTO departures (starts_on, days, vehicles, price_per_vehicle) VALUES ('2099-03-10', 30, 1, 18500)");
  const [lead] = await db<{ id: number }>(
    "INSERT INTO contact_submissions (name, email, whatsapp) " +
      "VALUES ('Teste', 'saidas@example.com', '27 99999-0000') RETURNING id",
  );
  await db(
    "INSERT INTO departure_places (lead_id, departure_id, place) " +
      "SELECT ?1, id, 'confirmado' FROM departures WHERE starts_on = '2099-03-10'",
    lead!.id,
  );
}

test("with no departure published, the page says the dates are being set and offers the form", async ({ page }) => {
  await noDepartures();
  // Reached from the home page's contact section, where a visitor decides to write.
  await page.goto("/#contato");
  await page.locator("#contato").getByRole("link", { name: "saídas e condições" }).click();
  await expect(page).toHaveURL("/saidas");
  await expect(list(page)).toContainText("As datas das próximas saídas estão sendo definidas");
  await expect(list(page).getByRole("link", { name: "deixe seu contato" })).toHaveAttribute("href", "/#contato");
  await expect(list(page)).toContainText(/Lido em \d+ de \w+ de 2\d{3}/);
});

test("one open departure shows the vehicles left and 'a definir'; a full one says lotada, with a waiting list", async ({
  page,
}) => {
  await openAndFull();
  await page.goto("/saidas");
  const open = page.locator("#saida-2099-01-10");
  await expect(open.getByRole("heading")).toHaveText("Saída de 10/01/2099 a 18/02/2099 · 40 dias");
  await expect(open).toContainText("8 de 8 veículos livres. Faltam 4 veículos confirmados para garantir a saída");
  await expect(open.locator("dd").first()).toHaveText("a definir");
  const full = page.locator("#saida-2099-03-10");
  await expect(full).toContainText("Lotada. Entre na lista de espera: deixe seu contato.");
  await expect(full).toContainText("R$ 18.500");
  await expect(page.locator("body")).not.toContainText("saidas@example.com");
});

test("without JavaScript the departures and their Event data are in the page", async ({ browser }) => {
  await openAndFull();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/saidas");
  await expect(page.locator("#saida-2099-01-10")).toContainText("8 de 8 veículos livres");
  const data = await page.locator('script[type="application/ld+json"]').last().textContent();
  expect(JSON.parse(data!)["@graph"].map((e: { startDate: string }) => e.startDate)).toEqual([
    "2099-01-10",
    "2099-03-10",
  ]);
  await context.close();
});

test("the calculator gives everything back on the 3rd day and points to the team's scale on the 40th", async ({
  page,
}) => {
  await openAndFull();
  await page.goto("/saidas");
  const calculator = page.locator("div:has(> output)");
  await calculator.getByLabel("Dia da reserva").fill("2027-01-01");
  await calculator.getByLabel("Dia em que desistiria").fill("2027-01-04");
  // The app arrives at the first touch (here, the typing) and reads the days already typed: on a loaded
  // machine that takes seconds.
  await expect(calculator.locator("output")).toHaveText(
    /^No 3º dia depois da reserva, dentro dos 7 dias da lei: volta tudo/,
    { timeout: 15_000 },
  );
  await calculator.getByLabel("Dia em que desistiria").fill("2027-02-10");
  await expect(calculator.locator("output")).toHaveText(/^No 40º dia depois da reserva, os 7 dias da lei já passaram/);
  // The list the function wrote is still there after the app took over.
  await expect(page.locator("#saida-2099-01-10")).toBeVisible();
});

test("after one visit the page opens with no signal, with its last list and when it was read", async ({
  page,
  context,
}) => {
  await openAndFull();
  await page.goto("/saidas");
  await controlled(page);
  await page.reload();
  const read = await list(page).locator(".departures-read").textContent();
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#saida-2099-01-10")).toBeVisible();
  await expect(list(page).locator(".departures-read")).toHaveText(read!);
});

test("the details step offers the published departures, and the team's list shows the one chosen", async ({ page }) => {
  // Two runs of the team's real command, in processes of their own: most of the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await openAndFull();
  // A number of its own: the suite's other leads share one, and the team's list counts them as one person.
  const digits = String(Date.now() % 1e7).padStart(7, "0");
  const values = lead({ whatsapp: `(27) 98${digits.slice(0, 3)}-${digits.slice(3)}` });
  await page.goto("/#contato");
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, "Interesse registrado!", /Entraremos em contato/);
  const step = page.getByRole("region", { name: "Quer adiantar a conversa? (opcional)" });
  await expect(step.getByRole("link", { name: "Veja as saídas e as condições" })).toHaveAttribute("href", "/saidas");
  const when = step.getByLabel("Quando pretende sair");
  await expect(when.locator("option", { hasText: "Lista de espera da saída de 10/03/2099" })).toHaveCount(1);
  await when.selectOption({ label: "A saída de 10/01/2099 (40 dias)" });
  await step.getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step.getByRole("status")).toHaveText(/Detalhes recebidos/);

  const state = ["--persist-to", process.env.E2E_STATE!];
  const listed = await runNpm("leads", ["--quando", "2099-01", "--json", ...state]);
  expect(listed.code, listed.stderr).toBe(0);
  const people = JSON.parse(listed.stdout) as { email: string; details: { departure: string } | null }[];
  expect(people.find((p) => p.email === values.email)?.details?.departure).toBe("2099-01-10");
  const line = await runNpm("leads", ["--search", values.email, ...state]);
  expect(line.stdout).toContain("sai em 10/01/2099 (saída publicada)");
});

test("/obrigado offers the published departures the function wrote, and the app takes the page over as is", async ({
  page,
}) => {
  await openAndFull();
  const trouble = await watchPage(page);
  await page.goto("/obrigado");
  const when = page.getByLabel("Quando pretende sair");
  await expect(when.locator("option", { hasText: "A saída de 10/01/2099 (40 dias)" })).toHaveCount(1);
  await page.mouse.move(5, 5);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  // The app drew the same choices: no hydration error, no re-render.
  expect(trouble.errors).toEqual([]);
  expect(await rootReplacements(page)).toBe(0);
  await expect(when.locator("option", { hasText: "Lista de espera da saída de 10/03/2099" })).toHaveCount(1);
});
