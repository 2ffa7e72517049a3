import { rateLimitWindowMinutes } from "../../content/privacy.ts";
import { contactFields, type LeadField, leadLabels } from "../../shared/contact-fields.ts";
import { detailLabels } from "../../shared/details-fields.ts";
import { PrivacySection } from "./PrivacySection.tsx";

/** Whether the notice says the form asks for a field or takes it only if given: a field added to
 * `contactFields` fails to compile until the notice says which. */
const leadFieldNotice = {
  name: "asked",
  email: "asked",
  whatsapp: "asked",
  instagram: "optional",
} as const satisfies Record<LeadField, "asked" | "optional">;

/** The form's fields of one kind named in one phrase (“O campo …”, “Os campos …, … e …”), or none. */
function fieldsNamed(notice: "asked" | "optional") {
  const names = contactFields.filter((f) => leadFieldNotice[f] === notice).map((f) => `“${leadLabels[f]}”`);
  if (names.length < 2) return names[0] && `O campo ${names[0]}`;
  return `Os campos ${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

const asked = fieldsNamed("asked");
const optional = fieldsNamed("optional");

export function CollectedDataSection() {
  return (
    <PrivacySection title="Quais dados coletamos">
      <ul>
        {asked && <li>{asked}, que você informa no formulário.</li>}
        {optional && <li>{optional}, apenas se você quiser informar.</li>}
        <li>
          O número de WhatsApp também em formato internacional padronizado (por exemplo, +5527999998888), para facilitar
          o contato.
        </li>
        <li>
          Se você quiser adiantar a conversa, depois do envio:{" "}
          {Object.values(detailLabels)
            .map((label) => label.toLocaleLowerCase("pt-BR"))
            .join(", ")}
          . Tudo isso é opcional e serve só para preparar a primeira conversa com a equipe: saber quando, com quem, em
          que veículo e por que parte da rota você pensa em ir. Esses detalhes ficam guardados junto com o seu contato,
          pelo mesmo prazo, e são apagados com ele. Se você fez a conta em “Quanto custa a viagem?”, o navegador guarda
          as pessoas, o modelo, o combustível e o trecho escolhidos só naquela aba (no sessionStorage), para já
          preencher esses campos; nada disso sai do aparelho se você não enviar os detalhes.
        </li>
        <li>A data e a hora do envio e a versão deste aviso que estava publicada naquele momento.</li>
        <li>
          De onde você chegou ao site, quando isso é conhecido: as etiquetas de campanha do link que trouxe você
          (utm_source, utm_medium e utm_campaign), o domínio do site que indicou o nosso (só o domínio, sem o endereço
          da página) e a primeira página que você abriu aqui. Até o envio, o navegador guarda isso só naquela aba (no
          sessionStorage, sem cookie), e apaga ao fechar a aba; com o envio, fica guardado junto com o seu contato, pelo
          mesmo prazo.
        </li>
        <li>
          Um código aleatório de cada envio, que evita registros duplicados quando o formulário é enviado duas vezes.
        </li>
        <li>
          Um código calculado a partir do seu endereço IP com uma chave secreta (hash), usado só para limitar envios em
          excesso, contados em janelas de {rateLimitWindowMinutes} minutos. Não guardamos o seu IP, mas esse código é um
          dado pessoal pseudonimizado, e não anônimo: quem tivesse a chave e o seu IP conseguiria refazê-lo. Ele fica
          separado do seu contato e é apagado depois que a janela termina (veja “Por quanto tempo guardamos”).
        </li>
        <li>
          Quando a verificação antirrobô Cloudflare Turnstile está ativa, o seu navegador envia à Cloudflare sinais como
          o endereço IP, o navegador usado e a impressão da conexão segura (TLS), para confirmar que o envio vem de uma
          pessoa; não guardamos esses sinais nem o resultado (veja “Com quem compartilhamos”).
        </li>
        <li>
          Cada envio fica guardado no seu aparelho (no IndexedDB do navegador), apenas como foi feito (os campos do
          formulário, a origem da visita descrita acima, o código do envio e a versão deste aviso; ou os detalhes
          opcionais, se você os enviar sem conexão), até o site confirmar que o recebeu: se a conexão cair ou o site não
          responder, ele é reenviado assim que possível. Isso é apagado quando o site confirma o recebimento, quando
          você cancela o envio ou, se o site recusar algum dado, quando você o corrige ou descarta. Nenhum prazo conta
          pelo relógio do aparelho: ele pode estar errado, e um prazo por ele apagaria um contato sem aviso.
        </li>
        <li>
          Em “Na estrada”, o número da família que você decidir guardar fica só no seu aparelho (no armazenamento local
          do navegador), para compor o SMS; ele nunca é enviado ao site, e “Apagar número guardado” o apaga.
        </li>
      </ul>
    </PrivacySection>
  );
}
