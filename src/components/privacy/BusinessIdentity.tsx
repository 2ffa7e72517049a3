import { company, isPlaceholder, type Company } from "../../content/company.ts";

/**
 * Who sells the expedition, on every page (Decreto 7.962/2013, art. 2: the name, CNPJ and address of
 * whoever makes an offer online), from the identity the privacy notice names as controller.
 */
export function BusinessIdentity({ c = company }: { c?: Company }) {
  const { legalName, cnpj, address } = c;
  return (
    <span>
      {[legalName, cnpj, address].some(isPlaceholder)
        ? "Razão social, CNPJ e endereço: a preencher."
        : `${legalName}, CNPJ ${cnpj}, ${address}.`}
    </span>
  );
}
