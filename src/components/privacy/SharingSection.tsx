import { formatDate } from "../../content/months.ts";
import { hostingProvider, leadsChatService, turnstileTerms } from "../../content/privacy.ts";
import { PrivacySection } from "./PrivacySection.tsx";

/** Who else handles the data, and in which role (LGPD art. 9, V). */
export function SharingSection() {
  return (
    <PrivacySection title="Com quem compartilhamos">
      <ul>
        <li>Não vendemos nem alugamos seus dados a ninguém.</li>
        <li>
          A {hostingProvider.company} hospeda o site, o formulário e o banco de dados. Nisso ela trata os dados apenas
          em nosso nome, como operadora.
        </li>
        <li>
          A verificação antirrobô, quando ativa, também é da {hostingProvider.name} (Cloudflare Turnstile). Aqui o papel
          dela é discutível: a {hostingProvider.name} descreve o Turnstile num aviso próprio, dirigido a quem visita os
          sites, o{" "}
          <a
            href={turnstileTerms.url}
            rel="noopener"
            className="font-semibold text-sunset-deep underline underline-offset-2"
          >
            {turnstileTerms.title}
          </a>{" "}
          (versão de <time dateTime={turnstileTerms.version}>{formatDate(turnstileTerms.version)}</time>), que
          complementa a política de privacidade em que ela se declara controladora de parte dos dados que coleta. Para
          os sinais do Turnstile, ela pode agir como controladora independente, e não só como nossa operadora.
        </li>
        <li>
          O {leadsChatService.name}, do {leadsChatService.company}, avisa a equipe de que chegou um novo contato. O
          aviso não leva nenhum dado seu (nem nome, nem e-mail, nem WhatsApp): diz apenas que há um contato novo, e a
          equipe o lê no banco de dados.
        </li>
        <li>Fora isso, só compartilharíamos seus dados se uma lei ou uma ordem judicial exigisse.</li>
      </ul>
    </PrivacySection>
  );
}
