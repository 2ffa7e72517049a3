import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { ContactForm } from "./ContactForm.tsx";

// The optional details after a stored lead: loaded only then.
const DetailsStep = lazy(() => import("./DetailsStep.tsx"));

export function ContactSection() {
  // The public id of the lead just stored, while its details step is open.
  const [leadId, setLeadId] = useState<string | null>(null);
  return (
    <section id="contato" aria-labelledby="contato-title" className="on-dark bg-forest">
      <div className="section contact-layout">
        <div>
          <p className="eyebrow text-sand">Contato</p>
          <h2 id="contato-title" className="section-title">
            Venha com a gente
          </h2>
          <p className="lead">
            Deixe seu nome, e-mail e WhatsApp: entraremos em contato com o roteiro, as datas de saída e como fazer parte
            da expedição.
          </p>
          <p className="mt-4">
            Usamos seus dados só para esse contato. Saiba mais no nosso{" "}
            <Link href="/privacidade" className="link-dark underline underline-offset-4">
              aviso de privacidade
            </Link>
            .
          </p>
          <p className="mt-4">
            Antes de escrever, faça a conta da sua equipe:{" "}
            <Link href="/quanto-custa" className="link-dark underline underline-offset-4">
              quanto custa a viagem
            </Link>
            .
          </p>
          <p className="mt-4">
            Quando saímos, quantos veículos ainda cabem e em que condições:{" "}
            {/* A full load: the function writes the day's departures into the page. */}
            <a href="/saidas" className="link-dark underline underline-offset-4">
              saídas e condições
            </a>
            .
          </p>
        </div>
        <div className="contact-card">
          <ContactForm onStored={setLeadId} />
          {leadId && (
            <Suspense fallback={null}>
              <DetailsStep key={leadId} leadId={leadId} onClose={() => setLeadId(null)} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
