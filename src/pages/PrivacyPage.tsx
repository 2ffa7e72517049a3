import type { ReactNode } from "react";
import { Link } from "wouter";
import { site } from "../content/site.ts";
import { privacyNoticeVersion } from "../shared/privacy-notice.ts";

const months = [
  "janeiro", "fevereiro", "março", "abril", "maio", "junho",
  "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
];

// Formatted by hand rather than with Intl so the prerendered HTML and the browser always agree
// (no time zone or ICU differences to break hydration).
function formatPortugueseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} de ${months[month - 1]} de ${year}`;
}

const mail = (
  <a href={`mailto:${site.privacyEmail}`} className="font-semibold break-words text-sunset-deep underline underline-offset-2">
    {site.privacyEmail}
  </a>
);

export function PrivacyPage() {
  return (
    <main id="conteudo" tabIndex={-1} className="mx-auto max-w-prose px-5 py-16 sm:py-20">
      <article className="text-lg leading-relaxed text-night [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        <p className="eyebrow text-sunset-deep">LGPD · Lei 13.709/2018</p>
        <h1 className="mt-3 text-5xl sm:text-6xl">Aviso de privacidade</h1>
        <p className="text-granite">
          Versão de <time dateTime={privacyNoticeVersion}>{formatPortugueseDate(privacyNoticeVersion)}</time>.
          Este aviso explica como tratamos os dados que você deixa no formulário de contato deste site.
        </p>

        <Section title="Quem coleta seus dados">
          <p>
            A Expedição Ushuaia é a controladora dos dados, ou seja, quem decide como eles são usados.
            Para qualquer assunto sobre seus dados, escreva para {mail}.
          </p>
        </Section>

        <Section title="Quais dados coletamos">
          <ul>
            <li>Nome, e-mail e WhatsApp, que você informa no formulário.</li>
            <li>Instagram, apenas se você quiser informar.</li>
            <li>O número de WhatsApp também em formato internacional padronizado (por exemplo, +5527999998888), para facilitar o contato.</li>
            <li>A versão deste aviso que foi mostrada a você e a data e a hora do envio, como registro do seu consentimento.</li>
            <li>Um código aleatório de cada envio, que evita registros duplicados quando o formulário é enviado duas vezes.</li>
            <li>
              Um código gerado a partir do seu endereço IP com uma chave secreta (hash), usado só para limitar envios em
              excesso. Ele não é ligado ao seu cadastro, não permite identificar você e é apagado automaticamente em pouco tempo.
            </li>
            <li>
              Quando a verificação antirrobô Cloudflare Turnstile está ativa, a Cloudflare analisa sinais do navegador e o
              endereço IP para confirmar que o envio vem de uma pessoa; não guardamos o resultado.
            </li>
          </ul>
        </Section>

        <Section title="Para que usamos e com qual base legal">
          <p>
            Usamos seus dados apenas para entrar em contato com você sobre a expedição. A base legal é o seu consentimento
            (art. 7º, I, da LGPD), dado ao enviar o formulário. Você pode revogá-lo a qualquer momento, sem custo, pelo
            e-mail {mail}.
          </p>
        </Section>

        <Section title="Com quem compartilhamos">
          <ul>
            <li>Não vendemos nem alugamos seus dados a ninguém.</li>
            <li>A Cloudflare hospeda o site e o banco de dados e trata os dados apenas em nosso nome, como operadora.</li>
            <li>
              O canal interno de mensagens da equipe recebe um aviso de cada novo contato, com nome, e-mail e WhatsApp, para
              que possamos responder rápido.
            </li>
          </ul>
        </Section>

        <Section title="Transferência internacional">
          <p>
            Os dados ficam armazenados na infraestrutura da Cloudflare, fora do Brasil. Essa transferência internacional
            ocorre nos termos do art. 33 da LGPD, e a Cloudflare trata os dados apenas para prestar o serviço contratado.
          </p>
        </Section>

        <Section title="Por quanto tempo guardamos">
          <p>
            Guardamos seus dados até o fim do ciclo de vendas da expedição ou, no máximo, por 24 meses depois do último
            contato com você, o que vier primeiro. Se você pedir, apagamos antes disso.
          </p>
        </Section>

        <Section title="Seus direitos">
          <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
          <ul>
            <li>confirmação de que tratamos seus dados e acesso a eles;</li>
            <li>correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
            <li>portabilidade dos dados a outro fornecedor;</li>
            <li>eliminação dos dados tratados com base no seu consentimento;</li>
            <li>informação sobre com quem compartilhamos seus dados;</li>
            <li>informação sobre a possibilidade de não consentir e suas consequências;</li>
            <li>revogação do consentimento.</li>
          </ul>
          <p>
            Para exercer qualquer um desses direitos, escreva para {mail}. Respondemos em até 15 dias. Você também pode
            apresentar uma petição à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </Section>

        <Section title="Segurança">
          <p>
            Os dados trafegam por conexão criptografada (HTTPS), o banco de dados não é acessível pelo navegador e apenas a
            equipe da expedição tem acesso aos contatos recebidos.
          </p>
        </Section>

        <Section title="Cookies">
          <p>Este site não usa cookies de rastreamento nem de publicidade.</p>
        </Section>

        <Section title="Mudanças neste aviso">
          <p>
            Se este aviso mudar, publicaremos a nova versão nesta página, com a nova data. Cada contato fica registrado com a
            versão que foi mostrada no momento do envio.
          </p>
        </Section>

        <nav aria-label="Continuar navegando" className="mt-12 flex flex-wrap gap-4">
          <Link href="/" className="btn bg-night text-snow hover:bg-sunset-deep">
            Voltar para a página inicial
          </Link>
          <a href="/#contato" className="btn border-2 border-night bg-transparent">
            Ir para o formulário de contato
          </a>
        </nav>
      </article>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-3xl">{title}</h2>
      {children}
    </section>
  );
}
