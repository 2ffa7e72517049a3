import { Filled } from "./Filled.tsx";
import { PrivacySection } from "./PrivacySection.tsx";
import { rateLimitWindowMinutes, type Controller } from "../../content/privacy.ts";

/** LGPD art. 20 (a human review of automated decisions) and art. 14 (children and adolescents). */
export function AutomatedDecisionsSection({ controller }: { controller: Controller }) {
  return (
    <PrivacySection title="Recusas automáticas e menores de idade">
      <p>
        Duas checagens automáticas podem recusar um envio sem que ninguém da equipe o veja: o limite de envios por
        janela de {rateLimitWindowMinutes} minutos e, quando está ativa, a verificação antirrobô. Se o formulário
        recusar o seu contato e você achar que foi um engano, você tem direito a pedir que uma pessoa revise essa
        decisão (art. 20 da LGPD): escreva para <Filled value={controller.email} mail />, e a equipe registra o seu
        pedido de contato manualmente.
      </p>
      <p>
        O formulário é para maiores de 18 anos. Não pedimos dados de crianças e adolescentes, e o art. 14 da LGPD exige
        cuidados próprios para eles: quem tem menos de 18 anos e quer saber da expedição deve pedir a um dos pais ou ao
        responsável que entre em contato. Se soubermos que recebemos o contato de um menor, nós o apagamos e não o
        usamos.
      </p>
    </PrivacySection>
  );
}
