// Who sells the expedition, and the one way to mark a value the team has not given yet. Every
// page's footer names the company (Decreto 7.962/2013), so this stays apart from the privacy
// notice's longer text, which only its own page loads; the notice names the same company.

/** A value the team has not given yet; `what` says what belongs there. */
export interface Placeholder {
  readonly placeholder: string;
}

/** The one way to mark a missing value, so the pages and the deploy check can all detect it. */
export const placeholder = (what: string): Placeholder => ({ placeholder: what });

export const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === "object" && value !== null && "placeholder" in value;

export type Fillable<T> = T | Placeholder;

export interface Company {
  /** Razão social, as registered with the Receita Federal. */
  legalName: Fillable<string>;
  cnpj: Fillable<string>;
  address: Fillable<string>;
}

export const company: Company = {
  legalName: placeholder("razão social da empresa"),
  cnpj: placeholder("CNPJ"),
  address: placeholder("endereço completo da sede"),
};
