// The optional details after a lead: the step the app offers once "Interesse registrado!" is said,
// the plain form on /obrigado without JavaScript, and details kept offline and sent once.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { departureMonths } from "../../src/shared/departure-months.ts";
import { presets } from "../../src/content/consumption.ts";
import { stops } from "../../src/cost/estimate.ts";
import { expectToast, fillForm, lead, submitButton } from "./support/contact-form.ts";
import { detailsByEmail, leadsByEmail } from "./support/d1.ts";
import { askWorkerToSend, controlled, heldText, keepOffline } from "./support/kept-leads.ts";

const thanks = "Entraremos em contato em breve com mais informações sobre a expedição.";
const step = (page: Page) => page.getByRole("region", { name: "Quer adiantar a conversa? (opcional)" });

/** The next month, as the form offers it and stores it. */
const nextMonth = () => departureMonths(new Date())[1]!;

async function sendLead(page: Page) {
  const values = lead();
  // React owns the form: before that a submit posts it natively, to /obrigado.
  await expect(page.locator("#contact-form")).toHaveJSProperty("noValidate", true);
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, "Interesse registrado!", thanks);
  return values;
}

async function fillDetails(scope: ReturnType<typeof step> | Page) {
  await scope.getByLabel("Quando pretende sair").selectOption(nextMonth());
  await scope.getByLabel("Pessoas no veículo").selectOption("2");
  await scope.getByLabel("Veículo", { exact: true }).fill("Hilux 2019 diesel");
  await scope.getByLabel("Combustível").selectOption("diesel");
  await scope.getByLabel("Parte da rota").selectOption("trecho");
  await scope.getByLabel("De", { exact: true }).selectOption("Mendoza");
  await scope.getByLabel("Até", { exact: true }).selectOption("Ushuaia");
}

test("after a lead is stored, the contact section offers the details, and they are stored with the lead", async ({
  page,
}) => {
  await page.goto("/#contato");
  await expect(step(page)).toHaveCount(0);
  const values = await sendLead(page);
  await expect(step(page)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("#details-step").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations).toEqual([]);

  // A part of the route backwards is refused in Portuguese, beside its field, before anything is sent.
  await step(page).getByLabel("Parte da rota").selectOption("trecho");
  await step(page).getByLabel("De", { exact: true }).selectOption("Ushuaia");
  await step(page).getByLabel("Até", { exact: true }).selectOption("Mendoza");
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByText("Escolha onde o trecho termina, depois de onde ele começa")).toHaveCount(2);
  expect(await detailsByEmail(values.email)).toEqual([]);

  await fillDetails(step(page));
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByRole("status")).toHaveText(/Detalhes recebidos/);
  const [lead1] = await leadsByEmail(values.email);
  expect(await detailsByEmail(values.email)).toMatchObject([
    {
      lead_id: lead1!.id,
      departure: nextMonth(),
      people: 2,
      vehicle: "Hilux 2019 diesel",
      fuel: "diesel",
      route: "trecho",
      route_from: "Mendoza",
      route_to: "Ushuaia",
      note: null,
    },
  ]);
});

test("the details step can be dismissed, and the lead stands as it was", async ({ page }) => {
  await page.goto("/#contato");
  const values = await sendLead(page);
  await step(page).getByRole("button", { name: "Agora não" }).click();
  await expect(step(page)).toHaveCount(0);
  expect(await leadsByEmail(values.email)).toHaveLength(1);
  expect(await detailsByEmail(values.email)).toEqual([]);
});

test("details sent with no signal are kept, and stored once when the signal returns", async ({ page, context }) => {
  await page.goto("/#contato");
  await controlled(page);
  const values = await sendLead(page);
  await context.setOffline(true);
  await fillDetails(step(page));
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByRole("status")).toHaveText(/ficaram guardados neste aparelho/);
  expect(await detailsByEmail(values.email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await detailsByEmail(values.email)).length, { timeout: 20_000 }).toBe(1);
  const [stored] = await detailsByEmail(values.email);
  expect(stored).toMatchObject({ people: 2, vehicle: "Hilux 2019 diesel", route_from: "Mendoza" });
  // Nothing waits any more: another word to the outbox sends nothing again.
  expect(await askWorkerToSend(page)).toBe(0);
  expect(await detailsByEmail(values.email)).toEqual([stored]);
  expect(await leadsByEmail(values.email)).toHaveLength(1);
});

test("a lead kept with no signal offers its details once the outbox has stored it, and they go with that lead", async ({
  page,
  context,
}) => {
  await page.goto("/#contato");
  await controlled(page);
  await context.setOffline(true);
  const values = lead();
  await fillForm(page, values);
  await submitButton(page).click();
  await expectToast(page, "Sem conexão", heldText);
  await expect(step(page)).toHaveCount(0);

  await context.setOffline(false);
  await expectToast(page, "Interesse registrado!", thanks);
  await expect(step(page)).toBeVisible();
  await fillDetails(step(page));
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByRole("status")).toHaveText(/Detalhes recebidos/);
  const [kept] = await leadsByEmail(values.email);
  expect(await detailsByEmail(values.email)).toMatchObject([
    { lead_id: kept!.id, people: 2, vehicle: "Hilux 2019 diesel", route_to: "Ushuaia" },
  ]);
});

test("a kept lead stored while the visitor reads another page of the app offers its details back at the form", async ({
  page,
  context,
}) => {
  const values = lead();
  await keepOffline(context, page, values);
  // Within the app: the form leaves the screen, and the page stays the same document.
  await page.locator("#contato").getByRole("link", { name: "aviso de privacidade", exact: true }).first().click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.locator("#contact-form")).toHaveCount(0);
  await context.setOffline(false);
  await expectToast(page, "Interesse registrado!", thanks);
  await expect.poll(async () => (await leadsByEmail(values.email)).length).toBe(1);

  await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
  await expect(step(page)).toBeVisible();
  await step(page).getByLabel("Pessoas no veículo").selectOption("4");
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByRole("status")).toHaveText(/Detalhes recebidos/);
  expect(await detailsByEmail(values.email)).toMatchObject([{ people: 4 }]);
});

test("a lead kept with no signal and stored at the next visit offers its details on that visit's form", async ({
  page,
  context,
}) => {
  const values = lead();
  await keepOffline(context, page, values);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto("/#contato");
  await expectToast(next, "Interesse registrado!", thanks);
  await expect(step(next)).toBeVisible();
  await step(next).getByLabel("Pessoas no veículo").selectOption("3");
  await step(next).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(next).getByRole("status")).toHaveText(/Detalhes recebidos/);
  const [kept] = await leadsByEmail(values.email);
  expect(await detailsByEmail(values.email)).toMatchObject([{ lead_id: kept!.id, people: 3, vehicle: null }]);
});

test("the cost page's choices fill the details step of a lead sent from there, and the lead records that page", async ({
  page,
}) => {
  const at = (name: string) => stops.findIndex((s) => s.place.name === name);
  await page.goto(`/quanto-custa?de=${at("Mendoza")}&ate=${at("Ushuaia")}`);
  await expect(page.getByRole("button", { name: "Compartilhar esta conta" })).toBeVisible();
  await page.getByLabel("Modelo (preenche o consumo)").selectOption(presets[0]!.model);
  await page.getByLabel("Pessoas no carro").fill("3");
  await expect(page).toHaveURL(/pessoas=3/);
  await page.getByRole("link", { name: "Quero saber mais sobre a expedição" }).click();
  await expect(page).toHaveURL(/\/#contato$/);

  const values = await sendLead(page);
  await expect(step(page).getByText("Já preenchemos o que você escolheu em “Quanto custa a viagem?”")).toBeVisible();
  await expect(step(page).getByLabel("Pessoas no veículo")).toHaveValue("3");
  await expect(step(page).getByLabel("Veículo", { exact: true })).toHaveValue(presets[0]!.model);
  await expect(step(page).getByLabel("Combustível")).toHaveValue("diesel");
  await expect(step(page).getByLabel("Parte da rota")).toHaveValue("trecho");
  await expect(step(page).getByLabel("De", { exact: true })).toHaveValue("Mendoza");
  await expect(step(page).getByLabel("Até", { exact: true })).toHaveValue("Ushuaia");
  await expect(step(page).getByLabel("Quando pretende sair")).toHaveValue("");
  await step(page).getByRole("button", { name: "Enviar detalhes" }).click();
  await expect(step(page).getByRole("status")).toHaveText(/Detalhes recebidos/);

  const [stored] = await leadsByEmail(values.email);
  expect(stored!.landing_path).toBe("/quanto-custa");
  expect(await detailsByEmail(values.email)).toMatchObject([
    { people: 3, vehicle: presets[0]!.model, fuel: "diesel", route: "trecho", route_from: "Mendoza", departure: null },
  ]);
});

test("a visit that did not go through the cost page starts the details step empty", async ({ page }) => {
  await page.goto("/#contato");
  await sendLead(page);
  await expect(step(page).getByLabel("Pessoas no veículo")).toHaveValue("");
  await expect(step(page).getByLabel("Combustível")).toHaveValue("");
  await expect(step(page).getByText("Já preenchemos")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/obrigado offers the details as a plain form, stored with the lead just sent", async ({ page }) => {
    await page.goto("/");
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await expect(page.getByRole("heading", { name: "Quer adiantar a conversa? (opcional)" })).toBeVisible();
    await expect(page.locator("#detalhes-recebidos")).toBeHidden();
    await fillDetails(page);
    await page.getByLabel("Observação").fill("Vamos em dois carros.");
    await page.getByRole("button", { name: "Enviar detalhes" }).click();
    await expect(page).toHaveURL(/\/obrigado#detalhes-recebidos$/);
    await expect(page.locator("#detalhes-recebidos")).toBeVisible();
    await expect(page.locator("#detalhes-recebidos")).toHaveText(/Detalhes recebidos/);
    expect(await detailsByEmail(values.email)).toMatchObject([
      { people: 2, vehicle: "Hilux 2019 diesel", note: "Vamos em dois carros.", departure: nextMonth() },
    ]);
  });

  test("sent with a double click, the details stand, and /obrigado shows the line in place of the form", async ({
    page,
  }) => {
    await page.goto("/");
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await fillDetails(page);
    await page.getByLabel("Pessoas no veículo").selectOption("5");
    await page.getByRole("button", { name: "Enviar detalhes" }).dblclick();
    await expect(page).toHaveURL(/\/obrigado#detalhes-recebidos$/);
    await expect(page.locator("#detalhes-recebidos")).toHaveText(/Detalhes recebidos/);
    await expect(page.locator("#details-form")).toBeHidden();
    const sent = { people: 5, vehicle: "Hilux 2019 diesel", fuel: "diesel", departure: nextMonth() };
    expect(await detailsByEmail(values.email)).toMatchObject([sent]);
    // Back on /obrigado later, the blank form sent again: the details stand.
    await page.goto("/obrigado");
    await page.getByRole("button", { name: "Enviar detalhes" }).click();
    await page.waitForLoadState();
    expect(await detailsByEmail(values.email)).toMatchObject([sent]);
  });

  test("/obrigado offers months from this one on, as the details endpoint takes them", async ({ page }) => {
    await page.goto("/obrigado");
    const offered = await page
      .getByLabel("Quando pretende sair")
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered.slice(0, 2)).toEqual(["", "nao-sei"]);
    // After the departures the team published, if any (tests/e2e/saidas.spec.ts), the months.
    expect(offered.filter((v) => /^\d{4}-\d{2}$/.test(v))).toEqual(departureMonths(new Date()));
  });

  test("an invalid detail comes back on /obrigado with its message beside the field", async ({ page }) => {
    await page.goto("/");
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await page.getByLabel("Parte da rota").selectOption("trecho");
    await page.getByLabel("Veículo", { exact: true }).fill("Troller");
    await page.getByRole("button", { name: "Enviar detalhes" }).click();
    await expect(page.getByRole("alert")).toContainText("Escolha onde o trecho começa");
    await expect(page.getByLabel("Veículo", { exact: true })).toHaveValue("Troller");
    await expect(page.locator("#route_to-server-error")).toHaveText(/termina/);
    expect(await detailsByEmail(values.email)).toEqual([]);
  });
});
