// The privacy notice: its controller identity knows which values are still placeholders (the
// deploy refuses production while any is), and the page says so, and states the LGPD facts.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import {
  controller,
  controllerPlaceholders,
  isPlaceholder,
  leadRetentionMonths,
  placeholder,
  rateLimitWindowMinutes,
  transferBasis,
  type Controller,
  type Fillable,
  type TransferBasis,
} from "../../src/content/privacy.ts";
import { BusinessIdentity } from "../../src/components/privacy/BusinessIdentity.tsx";
import { PrivacyPage } from "../../src/pages/PrivacyPage.tsx";
import { contactFields, leadLabels } from "../../src/shared/contact-fields.ts";
import { detailFields, detailLabels } from "../../src/shared/details-fields.ts";

const filled: Controller = {
  legalName: "Expedição Ushuaia Turismo Ltda.",
  tradeName: "Expedição Ushuaia",
  cnpj: "12.345.678/0001-90",
  address: "Avenida Exemplo, 100, Vitória (ES)",
  email: "privacidade@example.com.br",
  encarregado: { kind: "small-agent-exemption", channel: "contato@example.com.br" },
  cadastur: "12.345678.10.0001-2",
};

const confirmed: TransferBasis = {
  mechanism: "cláusulas-padrão contratuais da ANPD no contrato com a Cloudflare",
  confirmedOn: "2026-12-01",
};

/**
 * Server-renders /privacidade as the prerender does: as published, or with another controller (and
 * then a confirmed transfer basis, unless one is given).
 */
const renderPage = (c?: Controller, transfer: Fillable<TransferBasis> = confirmed) =>
  renderToString(
    createElement(Router, {
      ssrPath: "/privacidade",
      // biome-ignore lint/correctness/noChildrenProp: wouter's Router types its children as a required prop
      children: createElement(PrivacyPage, c ? { controller: c, transfer } : {}),
    }),
  );

/** The page as a visitor reads it: tags and React's text separators dropped, entities decoded. */
function pageText(c?: Controller, transfer?: Fillable<TransferBasis>): string {
  return renderPage(c, transfer)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const completing = "Este aviso está sendo concluído";

describe("controllerPlaceholders", () => {
  it("names every field of the site's controller that is still a placeholder, and nothing else", () => {
    const names = controllerPlaceholders();
    const at = (path: string) =>
      path
        .split(".")
        .slice(1)
        .reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], controller);
    for (const name of names) expect(isPlaceholder(at(name)), name).toBe(true);

    const expected: string[] = [];
    for (const [key, value] of Object.entries(controller)) {
      if (isPlaceholder(value)) expected.push(`controller.${key}`);
      else if (typeof value === "object" && value !== null) {
        for (const [inner, v] of Object.entries(value))
          if (isPlaceholder(v)) expected.push(`controller.${key}.${inner}`);
      }
    }
    expect(names.sort()).toEqual(expected.sort());
  });

  it("is empty for a fully filled controller", () => {
    expect(controllerPlaceholders(filled)).toEqual([]);
  });

  it("names the nested field of a named encarregado whose e-mail is missing", () => {
    const c: Controller = {
      ...filled,
      cnpj: placeholder("CNPJ"),
      encarregado: { kind: "named", name: "Maria da Silva", email: placeholder("e-mail do encarregado") },
    };
    expect(controllerPlaceholders(c)).toEqual(["controller.cnpj", "controller.encarregado.email"]);
  });

  it("does not ask for a Cadastur number the controller does not have", () => {
    const { cadastur: _, ...withoutCadastur } = filled;
    expect(controllerPlaceholders(withoutCadastur)).toEqual([]);
  });
});

describe("the privacy page", () => {
  it("says it is being completed, and shows 'a preencher' instead of data, while a value is missing", () => {
    const text = pageText({ ...filled, cnpj: placeholder("CNPJ"), address: placeholder("endereço") });
    expect(text).toContain(completing);
    expect(text).toMatch(/CNPJ a preencher/);
    expect(text).toMatch(/Endereço a preencher/);
    expect(text).toContain("Expedição Ushuaia Turismo Ltda.");
  });

  it("drops the notice and shows the controller's identity once everything is filled", () => {
    const text = pageText(filled);
    expect(text).not.toContain(completing);
    expect(text).not.toContain("a preencher");
    for (const value of [
      "Expedição Ushuaia Turismo Ltda.",
      "12.345.678/0001-90",
      "Avenida Exemplo, 100, Vitória (ES)",
      "12.345678.10.0001-2",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("agente de tratamento de pequeno porte");
    expect(text).toContain("contato@example.com.br");
  });

  it("links the privacy e-mail and names a named encarregado", () => {
    const c: Controller = {
      ...filled,
      encarregado: { kind: "named", name: "Maria da Silva", email: "dpo@example.com.br" },
    };
    const html = renderPage(c);
    expect(html).toContain('href="mailto:privacidade@example.com.br"');
    expect(html).toContain('href="mailto:dpo@example.com.br"');
    expect(pageText(c)).toContain("Maria da Silva");
  });

  it("states the transfer, the chat service, the retention, the legal basis and the rights", () => {
    const text = pageText();
    for (const fact of [
      "Estados Unidos",
      "Google Chat",
      `${leadRetentionMonths} meses`,
      "art. 7º, V",
      "30 dias",
      `${rateLimitWindowMinutes} minutos`,
      "pseudonimizado",
      "IndexedDB",
      "Nenhum prazo conta pelo relógio do aparelho",
      "oposição",
      "portabilidade",
      "ANPD",
      "15 dias",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it("offers a human review of an automatic refusal (art. 20) and says the form is for adults (art. 14)", () => {
    const text = pageText(filled);
    expect(text).toMatch(/art\. 20 da LGPD/);
    expect(text).toMatch(/revise essa decisão/);
    expect(text).toMatch(/maiores de 18 anos/);
    expect(text).toMatch(/art\. 14 da LGPD/);
    expect(renderPage(filled)).toContain('href="mailto:privacidade@example.com.br"');
  });

  it("calls Cloudflare's role in Turnstile contested and links Cloudflare's own Turnstile terms", () => {
    const html = renderPage();
    expect(html).toMatch(/<a href="https:\/\/www\.cloudflare\.com\/[^"]*turnstile[^"]*"/);
    expect(pageText()).toMatch(/papel dela é discutível/);
  });

  it("names every field of the form and of the details step by its label", () => {
    const text = pageText();
    for (const field of contactFields) expect(text, field).toContain(`“${leadLabels[field]}”`);
    const lower = text.toLocaleLowerCase("pt-BR");
    for (const field of detailFields) expect(lower, field).toContain(detailLabels[field].toLocaleLowerCase("pt-BR"));
  });

  it("says the team's chat notice carries none of the visitor's data", () => {
    expect(pageText()).toMatch(/O aviso não leva nenhum dado seu/);
  });

  it("names the transfer mechanism the operator confirmed, with its date, and none before that", () => {
    const named = pageText(filled);
    expect(named).toContain(confirmed.mechanism);
    expect(named).toContain("1 de dezembro de 2026");
    const unconfirmed = pageText(filled, placeholder("mecanismo"));
    expect(unconfirmed).toContain(completing);
    expect(unconfirmed).not.toContain(confirmed.mechanism);
    expect(unconfirmed).toMatch(/Mecanismo adotado: a preencher/);
  });

  it("as published, shows the completion notice exactly while the controller or the transfer basis is missing", () => {
    const missing = controllerPlaceholders().length > 0 || isPlaceholder(transferBasis);
    expect(pageText().includes(completing)).toBe(missing);
  });

  it("claims no contractual clauses with the providers that the project does not show", () => {
    expect(pageText()).not.toMatch(/incluídas nos contratos de tratamento de dados que temos/);
  });
});

describe("the business line in every page's footer", () => {
  const line = (c: Controller) => renderToString(createElement(BusinessIdentity, { c })).replace(/<!-- -->/g, "");

  it("names the company that sells the expedition, its CNPJ and address, as the notice's controller", () => {
    const text = line(filled);
    for (const value of [
      "Expedição Ushuaia Turismo Ltda.",
      "12.345.678/0001-90",
      "Avenida Exemplo, 100, Vitória (ES)",
    ]) {
      expect(text).toContain(value);
    }
  });

  it("says the company's details are still to be filled rather than inventing them", () => {
    const text = line({ ...filled, cnpj: placeholder("CNPJ") });
    expect(text).toContain("a preencher");
    expect(text).not.toContain("Expedição Ushuaia Turismo Ltda.");
  });

  it("as published, names the same company as the notice's controller", () => {
    expect(line(controller).includes("a preencher")).toBe(controllerPlaceholders().includes("controller.cnpj"));
  });
});
