// What the privacy notice (/privacidade) states as fact, each defined once: who the controller is,
// where the data lives, how long it is kept. Team tooling reads the same values (the deploy refuses
// production while the controller's identity has placeholders; the purge deletes by the retention).
import { rateLimit } from "../shared/rate-limit.ts";
import { company, isPlaceholder, placeholder, type Company, type Fillable } from "./company.ts";
import { site } from "./site.ts";

// The placeholder mark and the company's identity live in company.ts (every page's footer reads
// them); the notice and the deploy check keep importing the mark from here.
export { isPlaceholder, placeholder, type Fillable } from "./company.ts";

/**
 * Art. 41 of the LGPD: either a named encarregado, published with a contact, or, for a small
 * processing agent (Resolução CD/ANPD nº 2/2022, art. 11), no encarregado but a contact channel.
 */
export type Encarregado =
  | { kind: "named"; name: Fillable<string>; email: Fillable<string> }
  | { kind: "small-agent-exemption"; channel: Fillable<string> };

export interface Controller extends Company {
  tradeName: string;
  /** Where people send privacy requests: a mailbox on a domain the brand really uses. */
  email: Fillable<string>;
  encarregado: Fillable<Encarregado>;
  /** Ministério do Turismo registration, required of travel agencies; leave out if not one. */
  cadastur?: Fillable<string>;
}

export const controller: Controller = {
  ...company,
  tradeName: site.name,
  // The brand's own domain is not confirmed yet; an address on an unused domain would bounce.
  email: placeholder("e-mail de privacidade num domínio que a marca usa"),
  encarregado: placeholder("encarregado nomeado ou dispensa de agente de pequeno porte, com o canal de contato"),
  cadastur: placeholder("número de cadastro no Cadastur"),
};

/**
 * The leads are stored in D1 in `dataLocation` (eastern North America): an international transfer,
 * which LGPD art. 33 allows only on one of its bases. The operator fills in the one really in place
 * once confirmed with the providers; until then `npm run deploy` refuses production.
 */
export interface TransferBasis {
  /**
   * The art. 33 mechanism in place, as the notice will name it (e.g. the ANPD's standard clauses in the contract with
   * Cloudflare).
   */
  mechanism: string;
  /** When the operator confirmed it, AAAA-MM-DD. */
  confirmedOn: string;
}

export const transferBasis: Fillable<TransferBasis> = placeholder(
  "mecanismo do art. 33 da LGPD que ampara a transferência, confirmado com os fornecedores",
);

/**
 * Names of the controller's fields that are still placeholders, e.g. "controller.cnpj"; empty when
 * the notice can go live. Pass another controller to check a filled-in copy.
 */
export function controllerPlaceholders(c: Controller = controller): string[] {
  const missing: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (isPlaceholder(value)) missing.push(path);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
    }
  };
  visit(c, "controller");
  return missing;
}

/** Leads are deleted this long after they were submitted (`npm run leads:purge`). */
export const leadRetentionMonths = 12;

/** How often, at least, the team runs the purge. */
export const purgeCadence = "pelo menos uma vez por mês";

/** D1 Time Travel keeps 30 days on Workers Paid (7 on Free): the notice states the longer. */
export const databaseBackupDays = 30;

/** The rate limit's window, in minutes. */
export const rateLimitWindowMinutes = rateLimit.windowSeconds / 60;

/** LGPD art. 19, II: the full statement about a person's data within 15 days of the request. */
export const rightsReplyDays = 15;

/** Where the D1 database was created (`--location enam`). */
export const dataLocation = {
  hint: "enam",
  region: "leste da América do Norte",
  country: "Estados Unidos",
} as const;

export const hostingProvider = { name: "Cloudflare", company: "Cloudflare, Inc.", country: "Estados Unidos" } as const;

/** Receives the new-lead notices (the LEADS_WEBHOOK_URL webhook). */
export const leadsChatService = { name: "Google Chat", company: "Google LLC", country: "Estados Unidos" } as const;

export const anpdUrl = "https://www.gov.br/anpd";

/** Cloudflare's own notice on Turnstile, addressed to visitors (the role the notice cannot settle). */
export const turnstileTerms = {
  url: "https://www.cloudflare.com/turnstile-privacy-policy/",
  title: "Turnstile Privacy Addendum",
  version: "2025-06-18",
} as const;
