import { dataLocation, hostingProvider } from "../../content/privacy.ts";
import { PrivacySection } from "./PrivacySection.tsx";

/** International transfer: LGPD art. 33 and Resolução CD/ANPD nº 19/2024. */
export function TransferSection() {
  return (
    <PrivacySection title="Transferência internacional">
      <p>
        Seus dados são guardados fora do Brasil. O banco de dados da {hostingProvider.name}, que recebe tudo o que
        você envia pelo formulário, fica no {dataLocation.region} ({dataLocation.country}). O site é entregue pela rede mundial da {hostingProvider.name}, que recebe o formulário no ponto mais próximo de
        você antes de gravá-lo no banco.
      </p>
      <p>
        Pela LGPD (art. 33), essa transferência precisa de um mecanismo que a autorize, por exemplo as
        cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024), quando incorporadas aos
        contratos com os fornecedores. A empresa ainda está confirmando com os fornecedores qual mecanismo ampara
        esta transferência; ele será informado aqui antes de o formulário entrar em funcionamento.
      </p>
    </PrivacySection>
  );
}
