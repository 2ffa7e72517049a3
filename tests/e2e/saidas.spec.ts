// /saidas as a visitor meets it: the departures the team published, read from D1 by the function,
// with JavaScript or without; the withdrawal calculator; the last copy with no signal.
import { expect, type Page, test } from "@playwright/test";
import { d1Rows } from "../support/local-d1.ts";
import { controlled } from "./support/kept-leads.ts";

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
  await page.goto("/saidas");
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
