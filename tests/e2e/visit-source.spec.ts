// Where a lead came from, as a visitor brings it: the link's campaign tags and the referring site,
// kept on the visit's first page for that tab only (no cookie), sent with the form pages later.
import { expect, test, type Page } from "@playwright/test";
import { unstable_readConfig } from "wrangler";
import { fillForm, lead, openForm, submitButton, toast } from "./support/contact-form.ts";
import { leadsByEmail } from "./support/d1.ts";

const whatsappNumber = String(unstable_readConfig({ config: "wrangler.toml" }).vars.WHATSAPP_NUMBER ?? "");

/** The page's script keeps the source once the first paint is done; a visitor takes longer to click. */
const sourceKept = (page: Page) =>
  expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);

async function sendLead(page: Page) {
  const values = lead();
  await openForm(page);
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(toast(page, "Interesse registrado!")).toBeVisible();
  return await leadsByEmail(values.email);
}

test(
  "a visitor from an Instagram bio link who browses two pages before writing is stored as instagram / bio, " +
    "with the page they landed on",
  async ({ page, context }) => {
    await page.goto("/?utm_source=instagram&utm_medium=bio");
    await sourceKept(page);
    await page.locator('a[href="/destino/ushuaia"]').first().click();
    await expect(page).toHaveURL(/\/destino\/ushuaia$/);
    await page.locator('a[href="/antes-de-partir"]').first().click();
    await expect(page).toHaveURL(/\/antes-de-partir$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const rows = await sendLead(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      utm_source: "instagram",
      utm_medium: "bio",
      utm_campaign: null,
      referrer_host: null,
      landing_path: "/",
    });
    // No cookie holds where the visit began. The one cookie is the technical one the stored lead's
    // answer sets for its details (functions/lead-cookie.ts): its public id, for that endpoint only.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(["lead"]);
    expect(cookies[0]).toMatchObject({ path: "/api/contact/details", httpOnly: true, sameSite: "Strict" });
    expect(cookies[0]!.value).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  },
);

test("a visitor sent by another site is stored with that site's host only and the page they landed on", async ({
  page,
}) => {
  await page.goto("/destino/ushuaia?utm_campaign=ver%C3%A3o%202027%3Cb%3E", {
    referer: "https://l.instagram.com/caminho?u=ana%40example.com",
  });
  await sourceKept(page);
  const [row] = await sendLead(page);
  expect(row).toMatchObject({
    utm_source: null,
    utm_campaign: "verão2027b",
    referrer_host: "l.instagram.com",
    landing_path: "/destino/ushuaia",
  });
});

test(
  "a form posted before the app has loaded (the app's script never arrives) still says where the visit began, " +
    "through its hidden fields",
  async ({ page }) => {
    // On the context, so that it also holds for the service worker, which takes the page moments after
    // its first load and would otherwise fetch the app itself.
    await page.context().route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/destino/mendoza?utm_source=whatsapp&utm_medium=grupo");
    await sourceKept(page);
    // Without the app a link is a plain page load: the home page's first script fills the form's
    // hidden fields from what the visit's first page kept.
    await page.goto("/");
    const values = lead();
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    expect(await leadsByEmail(values.email)).toMatchObject([
      {
        utm_source: "whatsapp",
        utm_medium: "grupo",
        utm_campaign: null,
        referrer_host: null,
        landing_path: "/destino/mendoza",
      },
    ]);
  },
);

test(
  `the success message ${whatsappNumber ? "offers" : "offers no"} 'Falar agora pelo WhatsApp', as ` +
    `wrangler.toml sets the number`,
  async ({ page }) => {
    await sendLead(page);
    const link = toast(page, "Interesse registrado!").getByRole("link", { name: "Falar agora pelo WhatsApp" });
    if (!whatsappNumber) return expect(link).toHaveCount(0);
    await expect(link).toHaveAttribute(
      "href",
      `https://wa.me/${whatsappNumber.slice(1)}?text=` +
        "Ol%C3%A1!%20Acabei%20de%20enviar%20meu%20contato%20pelo%20site%20" +
        "e%20quero%20saber%20mais%20sobre%20a%20Expedi%C3%A7%C3%A3o%20Ushuaia.",
    );
  },
);
