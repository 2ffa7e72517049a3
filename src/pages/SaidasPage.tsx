import { useState } from "react";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { TermsSection } from "../components/terms/TermsSection.tsx";
import { departuresListId, emptyDeparturesHtml } from "../shared/departures-html.ts";

/** The list as the page arrived with it: the function writes today's departures into it (functions/
 * departures-page.ts), so the app keeps those, never the build's empty state. */
function arrivedList(): string {
  if (typeof document === "undefined") return emptyDeparturesHtml;
  return document.getElementById(departuresListId)?.innerHTML ?? emptyDeparturesHtml;
}

// Lazy route: the departures and the terms of a booking.
export function SaidasPage() {
  const [list] = useState(arrivedList);
  return (
    <main id="conteudo" tabIndex={-1} className="guide">
      <GuideHeader eyebrow="Expedição Ushuaia" title="Saídas e condições">
        <p className="lead mt-5 text-granite">
          Quando a expedição sai, quantos veículos ainda cabem e em que condições. As vagas mudam quando a equipe
          confirma uma reserva; sem sinal, esta página mostra a última lista lida, com a hora da leitura.
        </p>
      </GuideHeader>
      <section aria-labelledby="proximas" className="guide-section">
        <h2 id="proximas" className="text-4xl">
          Próximas saídas
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the function's list, escaped where it is written */}
        <div id={departuresListId} className="departures" dangerouslySetInnerHTML={{ __html: list }} />
      </section>
      <TermsSection />
      <GuideNext to={["cost", "guide", "contact"]} />
    </main>
  );
}
