import { dataLocation, hostingProvider, leadsChatService, rightsReplyDays } from "../../content/privacy.ts";
import { PrivacySection } from "./PrivacySection.tsx";

/** International transfer: LGPD art. 33 and Resolução CD/ANPD nº 19/2024. */
export function TransferSection() {
  return (
    <PrivacySection title="Transferência internacional">
      <p>
        Seus dados são guardados fora do Brasil. O banco de dados da {hostingProvider.name}, que recebe tudo o que
        você envia pelo formulário, fica no {dataLocation.region} ({dataLocation.country}). Os avisos de novo contato
        passam pelo {leadsChatService.name}, do {leadsChatService.company}, também nos {leadsChatService.country}. O
        site é entregue pela rede mundial da {hostingProvider.name}, que recebe o formulário no ponto mais próximo de
        você antes de gravá-lo no banco.
      </p>
      <p>
        Essa transferência internacional segue o art. 33 da LGPD. Ela se apoia em cláusulas-padrão contratuais, no
        modelo da Resolução CD/ANPD nº 19/2024, incluídas nos contratos de tratamento de dados que temos com a{" "}
        {hostingProvider.name} e com o Google. Essas cláusulas obrigam os fornecedores a usar os dados só para prestar
        o serviço, com medidas de segurança e respeitando os seus direitos. Os dados ficam lá apenas pelo tempo
        descrito abaixo. Se você pedir, enviamos o texto dessas cláusulas em até {rightsReplyDays} dias.
      </p>
    </PrivacySection>
  );
}
