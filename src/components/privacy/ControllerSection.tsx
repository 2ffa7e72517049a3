import type { ReactNode } from "react";
import { isPlaceholder, type Controller } from "../../content/privacy.ts";
import { Filled } from "./Filled.tsx";
import { PrivacySection } from "./PrivacySection.tsx";

/** Who the controller is (LGPD art. 9, III) and who answers for its data (art. 41). */
export function ControllerSection({ controller: c }: { controller: Controller }) {
  return (
    <PrivacySection title="Quem é o controlador dos seus dados">
      <p>
        O controlador é quem decide como os seus dados são usados. Aqui, é a empresa responsável pela {c.tradeName}:
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Row term="Nome fantasia">{c.tradeName}</Row>
        <Row term="Razão social">
          <Filled value={c.legalName} />
        </Row>
        <Row term="CNPJ">
          <Filled value={c.cnpj} />
        </Row>
        <Row term="Endereço">
          <Filled value={c.address} />
        </Row>
        <Row term="E-mail para assuntos de privacidade">
          <Filled value={c.email} mail />
        </Row>
        {c.cadastur !== undefined && (
          <Row term="Cadastur (Ministério do Turismo)">
            <Filled value={c.cadastur} />
          </Row>
        )}
        <Row term="Encarregado pelo tratamento de dados">
          <EncarregadoText controller={c} />
        </Row>
      </dl>
    </PrivacySection>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold">{term}</dt>
      <dd className="mb-2 sm:mb-0">{children}</dd>
    </div>
  );
}

function EncarregadoText({ controller: c }: { controller: Controller }) {
  const e = c.encarregado;
  if (isPlaceholder(e)) return <Filled value={e} />;
  if (e.kind === "named") {
    return (
      <>
        <Filled value={e.name} />, que atende pelo e-mail <Filled value={e.email} mail /> (art. 41 da LGPD).
      </>
    );
  }
  const channelIsMail = !isPlaceholder(e.channel) && e.channel.includes("@");
  return (
    <>
      Como agente de tratamento de pequeno porte, a empresa está dispensada de indicar um encarregado (Resolução CD/ANPD
      nº 2/2022, art. 11). O canal para falar conosco sobre seus dados é{" "}
      <Filled value={e.channel} mail={channelIsMail} />.
    </>
  );
}
