import { CrossingList } from "../components/guide/CrossingList.tsx";
import { GuideFacts } from "../components/guide/GuideFacts.tsx";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { GuideSectionBlock } from "../components/guide/GuideSectionBlock.tsx";
import { RoadRules } from "../components/guide/RoadRules.tsx";
import { StageTable } from "../components/guide/StageTable.tsx";
import { PrintButton } from "../components/PrintButton.tsx";
import { VerifiedNote } from "../components/VerifiedNote.tsx";
import { preTripGuide } from "../content/pre-trip-guide.ts";

// Lazy route: the guide's text travels in this chunk only, never in the home page's JavaScript.
export function PreTripPage() {
  const { sections, crossings, crossingsAfter } = preTripGuide;
  const at = sections.findIndex((s) => s.id === crossingsAfter) + 1 || sections.length;
  const before = sections.slice(0, at);
  const after = sections.slice(at);
  const stageTable = { id: "etapas", title: "A estrada, etapa por etapa" };
  const rules = { id: "regras-e-emergencias", title: "Regras de trânsito e emergências" };
  const contents = [stageTable, ...before, crossings, ...after, rules];
  return (
    <main id="conteudo" tabIndex={-1} className="guide">
      <GuideHeader eyebrow="Guia da expedição" title="Antes de partir">
        <p className="lead mt-5 text-granite">{preTripGuide.intro}</p>
        <PrintButton />
        <GuideFacts stagesId={stageTable.id} />
        <VerifiedNote verifiedIn={preTripGuide.verifiedIn} sources={preTripGuide.sources} />
        <nav aria-labelledby="guia-indice" className="guide-toc">
          <h2 id="guia-indice" className="text-2xl">
            Neste guia
          </h2>
          <ol>
            {contents.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="underline underline-offset-2">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </GuideHeader>
      <StageTable {...stageTable} />
      <div className="guide-rest">
        {before.map((s) => (
          <GuideSectionBlock key={s.id} section={s} />
        ))}
        <CrossingList {...crossings} />
        {after.map((s) => (
          <GuideSectionBlock key={s.id} section={s} />
        ))}
      </div>
      <RoadRules {...rules} />
      <GuideNext to={["departures", "route", "road", "cost", "gpx", "contact"]} />
    </main>
  );
}
