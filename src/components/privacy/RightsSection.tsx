import { anpdUrl, rightsReplyDays, type Controller } from "../../content/privacy.ts";
import { Filled } from "./Filled.tsx";
import { PrivacySection } from "./PrivacySection.tsx";

/** The rights of LGPD art. 18, the reply deadline of art. 19 and the petition to the ANPD. */
export function RightsSection({ controller }: { controller: Controller }) {
  return (
    <PrivacySection title="Seus direitos">
      <p>Pela LGPD (art. 18), você pode pedir a qualquer momento:</p>
      <ul>
        <li>confirmação de que tratamos seus dados e acesso a eles;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>
          anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a
          lei;
        </li>
        <li>portabilidade dos seus dados a outro fornecedor de serviço ou produto;</li>
        <li>
          eliminação dos seus dados: apagamos todos os seus contatos (os que têm o seu e-mail ou o seu WhatsApp), com os
          detalhes que você enviou, e deixamos de procurar você;
        </li>
        <li>informação sobre as entidades com quem compartilhamos seus dados;</li>
        <li>oposição a um tratamento feito sem o seu consentimento, se ele descumprir a LGPD (art. 18, § 2º).</li>
      </ul>
      <p>
        Como não usamos o consentimento como base legal, não há consentimento a revogar: para não ser mais contatado,
        basta pedir.
      </p>
      <p>
        Para exercer qualquer um desses direitos, escreva para o e-mail de privacidade da empresa:{" "}
        <Filled value={controller.email} mail />. Respondemos em até {rightsReplyDays} dias a partir do pedido, o prazo
        que a LGPD dá para a declaração completa sobre os seus dados (art. 19, II).
      </p>
      <p>
        Se a resposta não resolver, ou se não respondermos no prazo, você pode apresentar uma petição à Autoridade
        Nacional de Proteção de Dados (ANPD), em{" "}
        <a href={anpdUrl} className="font-semibold text-sunset-deep underline underline-offset-2">
          gov.br/anpd
        </a>
        . A ANPD pede que, antes, o pedido tenha sido feito a nós, o controlador.
      </p>
    </PrivacySection>
  );
}
