// "Falar agora pelo WhatsApp" after a lead is sent: on the no-JS thank-you page and in the success
// toast, with the team's number when one is configured, and nowhere when none is.
import { createElement, isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { whatsappToast } from "../../src/components/WhatsAppLink.tsx";
import { ThanksPage } from "../../src/pages/ThanksPage.tsx";

const expectedUrl =
  "https://wa.me/5527999998888?text=Ol%C3%A1!%20Acabei%20de%20enviar%20meu%20contato%20pelo%20site%20" +
  "e%20quero%20saber%20mais%20sobre%20a%20Expedi%C3%A7%C3%A3o%20Ushuaia.";

const thanksPage = () =>
  // biome-ignore lint/correctness/noChildrenProp: wouter's Router types its children as a required prop
  renderToStaticMarkup(createElement(Router, { ssrPath: "/obrigado", children: createElement(ThanksPage) }));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const toastAction = () => {
  const { action } = whatsappToast() as { action?: ReactElement };
  return action && isValidElement(action) ? renderToStaticMarkup(action) : null;
};

afterEach(() => vi.unstubAllEnvs());

describe("the WhatsApp hand-off with the team's number configured", () => {
  it(
    "offers the thank-you page's visitor a wa.me link with a message that names the expedition and nothing " +
      "personal",
    () => {
      vi.stubEnv("WHATSAPP_NUMBER", "+5527999998888");
      const html = thanksPage();
      expect(html).toContain(">Falar agora pelo WhatsApp</a>");
      expect(hrefs(html)).toContain(expectedUrl);
    },
  );

  it("puts the same link in the success toast, which stays long enough to reach it", () => {
    vi.stubEnv("WHATSAPP_NUMBER", "+5527999998888");
    expect(hrefs(toastAction()!)).toEqual([expectedUrl]);
    expect(whatsappToast()).toMatchObject({ duration: 15_000 });
  });

  it("refuses a number that is not E.164, so a wrong one fails the build instead of shipping", () => {
    vi.stubEnv("WHATSAPP_NUMBER", "27 99999-8888");
    expect(thanksPage).toThrow(/E\.164/);
  });
});

describe("the WhatsApp hand-off without a number", () => {
  it("shows no link on the thank-you page and none in the toast", () => {
    vi.stubEnv("WHATSAPP_NUMBER", "");
    const html = thanksPage();
    expect(html).not.toContain("WhatsApp");
    expect(hrefs(html)).toEqual(["/"]);
    expect(toastAction()).toBeNull();
  });
});
