// The team's own terms for a booked departure, and the law they must keep, each legal statement
// with its source and the day it was read. A value the team has not given yet is a placeholder
// (src/content/company.ts): the page says "a definir" and the deploy refuses production while a
// departure is published with one (scripts/deploy.ts).
import { type Fillable, isPlaceholder, placeholder } from "./company.ts";

/** Withdrawing at least `daysBefore` days before the departure, the team keeps `keptPercent` of
 * what was paid. A scale above 20 % within 29 days was held abusive by the STJ's 3rd panel, as a rule. */
export interface ScaleStep {
  daysBefore: number;
  keptPercent: number;
}

export interface Terms {
  /** After the law's seven days; most days first, down to 0. */
  scale: Fillable<readonly ScaleStep[]>;
  /** Where a booking is withdrawn: the channel it was made by (Decreto 7.962/2013, art. 5, § 1). */
  withdrawalChannels: Fillable<string>;
}

export const terms: Terms = {
  scale: placeholder("escala de cancelamento depois dos 7 dias"),
  withdrawalChannels: placeholder("canais para desistir (o WhatsApp e o e-mail da equipe)"),
};

/** What is still missing, by name. */
export const termsPlaceholders = (t: Terms = terms): string[] =>
  Object.values(t).flatMap((v) => (isPlaceholder(v) ? [v.placeholder] : []));

export interface LegalSource {
  name: string;
  url: string;
  /** The day the text was read, 'YYYY-MM-DD'. */
  readOn: string;
}

// Planalto's page is the official text; the words were read on that day through copies of it
// (smartlex.net.br for art. 49, migalhas.com.br quoting art. 5), and the STJ's rulings through news.
export const legalSources = {
  cdc49: {
    name: "Código de Defesa do Consumidor (Lei 8.078/1990), art. 49",
    url: "https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm",
    readOn: "2026-12-02",
  },
  decree7962: {
    name: "Decreto 7.962/2013 (comércio eletrônico), art. 5º",
    url: "https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/decreto/d7962.htm",
    readOn: "2026-12-02",
  },
  stj1580278: {
    name: "STJ, 3ª Turma, REsp 1.580.278/SP (notícia de 25/09/2018)",
    url: "https://consultoriaritz.com/?p=3587",
    readOn: "2026-12-02",
  },
  stj1314884: {
    name: "STJ, 4ª Turma, REsp 1.314.884 (notícia de 2018)",
    url: "https://seac-abc.com.br/stj-mantem-multa-para-cancelamento-de-viagem",
    readOn: "2026-12-02",
  },
} satisfies Record<string, LegalSource>;

/** The law's days to withdraw from a booking made outside the team's premises. */
export const withdrawalDays = 7;
