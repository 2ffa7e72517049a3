import { PrivacySection } from "./PrivacySection.tsx";

/** What the data are for and on which legal basis (LGPD art. 7), as the form's own line says it. */
export function PurposeSection() {
  return (
    <PrivacySection title="Para que usamos e com qual base legal">
      <p>
        Usamos seus dados apenas para responder ao seu pedido de informações sobre a expedição: enviar o roteiro, as
        datas e as condições, e conversar sobre a sua participação, se você quiser.
      </p>
      <p>
        A base legal é o art. 7º, V, da LGPD: procedimentos preliminares relacionados a um contrato, feitos a pedido do
        titular dos dados. É você quem pede o contato ao enviar o formulário (como diz a frase ao lado do botão), e os
        dados servem só para responder a esse pedido, antes de qualquer contratação. Por isso não pedimos o seu
        consentimento.
      </p>
      <p>
        O código calculado a partir do IP e a verificação antirrobô protegem o formulário contra envios automáticos e
        abusos. A origem do contato (o link ou o site que trouxe você) mostra quais canais de divulgação funcionam. Para
        essas duas finalidades, a base legal é o legítimo interesse (art. 7º, IX), limitado ao mínimo necessário.
      </p>
      <p>Não usamos seus dados para publicidade nem para nenhuma outra finalidade.</p>
    </PrivacySection>
  );
}
