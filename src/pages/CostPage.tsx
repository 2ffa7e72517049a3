import { useEffect, useRef, useState } from "react";
import { CostDays } from "../components/cost/CostDays.tsx";
import { CostForm } from "../components/cost/CostForm.tsx";
import { CostHow } from "../components/cost/CostHow.tsx";
import { CostShare } from "../components/cost/CostShare.tsx";
import { CostTable, reais } from "../components/cost/CostTable.tsx";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { PrintButton } from "../components/PrintButton.tsx";
import { dayBoards, formatNumber, pricesCheckedNote, tripLeavesOut } from "../content/prices.ts";
import { counted, coverage, narrowLabel } from "../cost/coverage.ts";
import { estimate, type Inputs, narrow, stops } from "../cost/estimate.ts";
import { oldPrices } from "../cost/old-prices.ts";
import { keepPlannedDetails } from "../cost/planned-details.ts";
import { defaults, fromQuery, oldLinkNote, shown, toQuery } from "../cost/query.ts";
import { wayBackKm } from "../cost/way-back-cost.ts";
import { plural } from "../cost/words.ts";

const range = (e: { low: number; high: number }) => `${reais(e.low)} a ${reais(e.high)}`;

// Lazy route: the prices, the route's chain and the arithmetic travel in this chunk (and the chunks
// it shares with /na-estrada), never in the home page's JavaScript. The prerendered page carries the
// default estimate, so it reads and prints without JavaScript; a link's query is read once the app
// runs (src/main.tsx starts it at once on a page marked data-reads-query). Until then the figures
// say they are the default ones, so a shared link never shows figures that are not its own as if
// they were. docs/road-book.md.
export function CostPage() {
  const [inputs, setInputs] = useState<Inputs>(defaults);
  const [notes, setNotes] = useState<string[]>([]);
  const [old, setOld] = useState(false);
  const [applied, setApplied] = useState(false);
  // The inputs as last set, drawn or not: a change comes on top of the link's, never of the defaults.
  const latest = useRef(defaults);
  useEffect(() => {
    setApplied(true);
    if (!location.search) return;
    const read = fromQuery(location.search);
    latest.current = read.inputs;
    setInputs(read.inputs);
    setNotes(read.notes);
    setOld(read.old);
    keepPlannedDetails(read.inputs);
  }, []);
  // What the visitor chose (or a link chose for them) prefills the contact form's details step.
  const change = <K extends keyof Inputs>(key: K, value: Inputs[K]) => {
    const next = { ...latest.current, [key]: value };
    if (next.from >= next.to) return false;
    latest.current = next;
    setInputs(next);
    setNotes([]);
    setOld(false);
    keepPlannedDetails(next);
    history.replaceState(history.state, "", `${location.pathname}?${toQuery(next)}`);
    return true;
  };
  const e = estimate(inputs);
  const bare = estimate(narrow(inputs));
  const stale = oldPrices(e, Date.now());
  // What the figures are for, said beside them: the paper shows no form.
  const summary =
    `${inputs.fuel === "diesel" ? "Diesel" : "Gasolina"}, ${shown("kmPerLitre", inputs.kmPerLitre)} km/l, ` +
    `${plural(inputs.people, "pessoa", "pessoas")}, ` +
    `de ${stops[inputs.from]!.place.name} a ${stops[inputs.to]!.place.name}: ` +
    `${formatNumber(e.totalKm)} km e ${formatNumber(e.litres)} litros na ida` +
    (counted(inputs, e).back ? `; a volta, ${formatNumber(wayBackKm)} km` : "");
  return (
    <main id="conteudo" tabIndex={-1} className="guide" data-reads-query>
      <GuideHeader eyebrow="Expedição Ushuaia" title="Quanto custa a viagem?">
        <p className="lead mt-5 text-granite">
          A conta da sua equipe, com os dados do guia: os quilômetros de cada país saem da rota, etapa por etapa, e cada
          preço vem com o mês e a fonte. Mude o combustível, o consumo, as pessoas, as noites e o que entra no total; o
          link guarda as suas escolhas.
        </p>
        <p className="mt-3 text-sm text-granite">{pricesCheckedNote}</p>
        <PrintButton />
      </GuideHeader>
      <noscript>
        <p className="cost-notes">
          Sem JavaScript, esta página mostra só a conta padrão: as escolhas de um link compartilhado e as do formulário
          precisam dele para valer.
        </p>
      </noscript>
      <CostForm inputs={inputs} estimate={e} onChange={change} />
      <section aria-labelledby="custo-resultado" className="cost-total" aria-live="polite">
        {!applied && (
          <p className="cost-default" data-default-figures>
            Conta padrão, com as escolhas que o formulário mostra ao abrir. Um link com outras escolhas mostra a conta
            dele quando a página termina de carregar.
          </p>
        )}
        <h2 id="custo-resultado" className="text-3xl">
          {coverage(inputs, e)}
        </h2>
        <p className="mt-2 text-3xl font-bold" data-total>
          {range(e)}
        </p>
        <p className="mt-2 text-lg">
          {narrowLabel}: <strong data-narrow>{range(bare)}</strong>
        </p>
        <p className="mt-3">{summary}. A faixa vem da hospedagem (do quarto simples ao bom) e de Torres del Paine.</p>
        {old && (
          <p className="cost-notes" data-old-link>
            {oldLinkNote}
          </p>
        )}
        <p className="mt-2" data-leaves-out>
          {tripLeavesOut} Fora também, e na tabela: os pedágios argentinos e o acampamento.
        </p>
        {notes.length > 0 && (
          <ul className="cost-notes" aria-label="Valores do link que não valeram">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {stale.length > 0 && (
          <p className="cost-notes" data-old-prices>
            {stale.length === 1 ? "Um preço usado tem" : `${stale.length} preços usados têm`} mais de 90 dias (marcados
            na tabela): confira o do dia em{" "}
            {Object.values(dayBoards).map((b, i, all) => (
              <span key={b.url}>
                <a href={b.url} rel="noopener" className="underline underline-offset-2">
                  {b.name}
                </a>
                {i < all.length - 2 ? ", " : i === all.length - 2 ? " e " : "."}
              </span>
            ))}
          </p>
        )}
        <CostShare />
      </section>
      <CostDays estimate={e} />
      <CostTable estimate={e} old={stale} />
      <CostHow />
      <GuideNext to={["contact", "guide", "faq"]} />
    </main>
  );
}
