// The no-JS thank-you page as built: the WhatsApp link follows wrangler.toml's WHATSAPP_NUMBER,
// which the build reads (vite.config.ts); tests/unit/whatsapp-link.test.ts covers both settings.
import { unstable_readConfig } from "wrangler";
import { beforeAll, expect, it } from "vitest";
import { page, requireBuild } from "../support/dist.ts";

const number = String(unstable_readConfig({ config: "wrangler.toml" }).vars.WHATSAPP_NUMBER ?? "");
const greeting =
  "Ol%C3%A1!%20Acabei%20de%20enviar%20meu%20contato%20pelo%20site%20" +
  "e%20quero%20saber%20mais%20sobre%20a%20Expedi%C3%A7%C3%A3o%20Ushuaia.";

beforeAll(requireBuild);

const offer = number
  ? `offers the wa.me link to ${number}`
  : "offers no WhatsApp link, as wrangler.toml sets no number";

it(`/obrigado ${offer}`, () => {
  const $ = page("obrigado.html");
  const links = $('a[href*="wa.me"]')
    .map((_, a) => ({ href: $(a).attr("href"), text: $(a).text() }))
    .get();
  expect(links).toEqual(
    number ? [{ href: `https://wa.me/${number.slice(1)}?text=${greeting}`, text: "Falar agora pelo WhatsApp" }] : [],
  );
});
