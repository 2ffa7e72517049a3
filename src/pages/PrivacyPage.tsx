import { Link } from "wouter";
import { AutomatedDecisionsSection } from "../components/privacy/AutomatedDecisionsSection.tsx";
import { CollectedDataSection } from "../components/privacy/CollectedDataSection.tsx";
import { CompletionNotice } from "../components/privacy/CompletionNotice.tsx";
import { ControllerSection } from "../components/privacy/ControllerSection.tsx";
import { PrivacySection } from "../components/privacy/PrivacySection.tsx";
import { PurposeSection } from "../components/privacy/PurposeSection.tsx";
import { RetentionSection } from "../components/privacy/RetentionSection.tsx";
import { RightsSection } from "../components/privacy/RightsSection.tsx";
import { SharingSection } from "../components/privacy/SharingSection.tsx";
import { TransferSection } from "../components/privacy/TransferSection.tsx";
import {
  controller as siteController,
  controllerPlaceholders,
  isPlaceholder,
  transferBasis,
  type Controller,
  type Fillable,
  type TransferBasis,
} from "../content/privacy.ts";
import { formatDate } from "../content/months.ts";
import { leadCookieMinutes, receivedMarkMinutes } from "../shared/details-fields.ts";
import { privacyNoticeVersion } from "../shared/privacy-notice.ts";

// The version is its day, with "-2" for a second text published that day.
const [publishedOn, revision] = [privacyNoticeVersion.slice(0, 10), privacyNoticeVersion.slice(11)];

/** The notice as published; the controller and the transfer basis are replaceable for a preview. */
export function PrivacyPage({
  controller = siteController,
  transfer = transferBasis,
}: {
  controller?: Controller;
  transfer?: Fillable<TransferBasis>;
}) {
  const incomplete = controllerPlaceholders(controller).length > 0 || isPlaceholder(transfer);
  return (
    <main id="conteudo" tabIndex={-1} className="mx-auto max-w-prose px-5 py-16 sm:py-20">
      <article className="notice-text">
        <p className="eyebrow text-sunset-deep">LGPD · Lei 13.709/2018</p>
        <h1 className="mt-3 text-5xl sm:text-6xl">Aviso de privacidade</h1>
        {incomplete && <CompletionNotice />}
        <p className="text-granite">
          Versão de <time dateTime={publishedOn}>{formatDate(publishedOn)}</time>
          {revision && ` (revisão ${revision} do dia)`}. Este aviso explica como tratamos os dados que você deixa no
          formulário de contato deste site.
        </p>

        <ControllerSection controller={controller} />
        <CollectedDataSection />

        <div className="notice-rest">
          <PurposeSection />
          <SharingSection />
          <TransferSection basis={transfer} />
          <RetentionSection />
          <RightsSection controller={controller} />
          <AutomatedDecisionsSection controller={controller} />

          <PrivacySection title="Segurança">
            <p>
              Os dados trafegam por conexão criptografada (HTTPS). O navegador não tem acesso ao banco de dados: só a
              função do site grava os contatos, depois de conferi-los. O banco não guarda o seu IP, apenas o código
              descrito acima. Só a equipe da expedição acessa os contatos recebidos.
            </p>
          </PrivacySection>

          <PrivacySection title="Cookies">
            <p>
              Este site não usa cookies de rastreamento nem de publicidade. Quando você envia o formulário, o site grava
              um cookie técnico, chamado “lead”, com o código aleatório do seu contato. Ele dura
              {` ${leadCookieMinutes} `}
              minutos, serve só para ligar ao seu contato os detalhes opcionais enviados pela página de agradecimento,
              só é enviado ao endereço que recebe esses detalhes e não pode ser lido por nenhum script. Quando os
              detalhes chegam, ele é apagado e dá lugar a outro, chamado “detalhes”, sem código nenhum, que dura
              {` ${receivedMarkMinutes} `}
              minutos: um segundo clique no botão mostra a mesma confirmação, em vez de um erro.
            </p>
          </PrivacySection>

          <PrivacySection title="Mudanças neste aviso">
            <p>
              Se este aviso mudar, publicaremos a nova versão nesta página, com a nova data. Cada contato fica
              registrado com a versão que estava publicada no momento do envio.
            </p>
          </PrivacySection>
        </div>

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
