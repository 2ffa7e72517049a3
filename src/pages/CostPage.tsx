import { useEffect, useState } from "react";
import { CostForm } from "../components/cost/CostForm.tsx";
import { CostShare } from "../components/cost/CostShare.tsx";
import { CostTable, reais } from "../components/cost/CostTable.tsx";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { PrintButton } from "../components/PrintButton.tsx";
import { formatDate } from "../content/months.ts";
import { dayBoards, formatNumber, pricesCheckedOn } from "../content/prices.ts";
import { estimate, oldPrices, stops, wayBack, type Inputs } from "../cost/estimate.ts";
import { keepPlannedDetails } from "../cost/planned-details.ts";
import { defaults, fromQuery, shown, toQuery } from "../cost/query.ts";

// Lazy route: the prices, the route's chain and the arithmetic travel in this chunk (and the chunks
// it shares with /na-estrada), never in the home page's JavaScript. The prerendered page carries the
// default estimate, so it reads and prints without JavaScript; a link's query is read once the app
// runs (src/main.tsx starts it at once on a page marked data-reads-query). docs/road-book.md.
export function CostPage() {
  const [inputs, setInputs] = useState<Inputs>(defaults);
  const [notes, setNotes] = useState<string[]>([]);
  useEffect(() => {
    if (!location.search) return;
    const read = fromQuery(location.search);
    setInputs(read.inputs);
    setNotes(read.notes);
    keepPlannedDetails(read.inputs);
  }, []);
  // What the visitor chose (or a link chose for them) prefills the contact form's details step.
  const change = (next: Inputs) => {
    setInputs(next);
    setNotes([]);
    keepPlannedDetails(next);
    history.replaceState(history.state, "", `${location.pathname}?${toQuery(next)}`);
  };
  const e = estimate(inputs);
  const old = oldPrices(e, Date.now());
  // What the figures are for, said beside them: the paper shows no form.
  const summary =
    `${inputs.fuel === "diesel" ? "Diesel" : "Gasolina"}, ${shown("kmPerLitre", inputs.kmPerLitre)} km/l, ` +
    `${inputs.people} pessoa(s), ${inputs.hotelNights} noite(s) em hotel e ${inputs.campingNights} acampando, ` +
    `de ${stops[inputs.from]!.place.name} a ${stops[inputs.to]!.place.name}: ` +
    `${formatNumber(e.totalKm)} km e ${formatNumber(e.litres)} litros` +
    (inputs.back ? `, mais a volta estimada em ${formatNumber(wayBack.km)} km` : "");
  return (
    <main id="conteudo" tabIndex={-1} className="guide" data-reads-query>
      <GuideHeader eyebrow="Expedição Ushuaia" title="Quanto custa a viagem?">
        <p className="lead mt-5 text-granite">
          A conta da sua equipe, com os dados do guia: os quilômetros de cada país saem da rota, etapa por etapa, e cada
          preço vem com o mês e a fonte. Mude o combustível, o consumo, as pessoas e as noites; o link guarda as suas
          escolhas.
        </p>
        <p className="mt-3 text-sm text-granite">
          Preços conferidos nas fontes em <time dateTime={pricesCheckedOn}>{formatDate(pricesCheckedOn)}</time>; cada um
          vale pelo mês em que foi publicado.
        </p>
        <PrintButton />
      </GuideHeader>
      <CostForm inputs={inputs} onChange={change} />
      <section aria-labelledby="custo-resultado" className="cost-total" aria-live="polite">
        <h2 id="custo-resultado" className="text-3xl">
          Total estimado
        </h2>
        <p className="mt-2 text-3xl font-bold" data-total>{`${reais(e.low)} a ${reais(e.high)}`}</p>
        <p className="mt-3">
          {summary}. A faixa vem da hospedagem, do quarto simples ao bom; pedágios e acampamento ficam fora do total.
        </p>
        {notes.length > 0 && (
          <ul className="cost-notes" aria-label="Valores do link que não valeram">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {old.length > 0 && (
          <p className="cost-notes" data-old-prices>
            {old.length === 1 ? "Um preço usado tem" : `${old.length} preços usados têm`} mais de 90 dias (marcados na
            tabela): confira o do dia em{" "}
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
      <CostTable estimate={e} old={old} />
      <section aria-labelledby="custo-como" className="guide-section">
        <h2 id="custo-como" className="text-4xl">
          Como a conta é feita
        </h2>
        <p className="mt-4 text-lg leading-relaxed">
          Litros = km ÷ consumo, país por país; na Argentina, a zona patagônica (de Malargüe para o sul, isenta de um
          imposto por província) tem o seu preço. As noites se dividem entre os países na proporção dos quilômetros, e
          um quarto duplo leva duas pessoas. Os parques contam um dia por pessoa; a Carta Verde, um mês a cada 30 dias
          fora do Brasil; o SOAPEX, 15 dias a cada 15 no Chile. A volta, quando incluída, é uma estimativa da equipe e
          não uma medida: {wayBack.source}. Os pesos viram reais pelo dólar de cada banco central.
        </p>
      </section>
      <GuideNext to={["contact", "guide", "faq"]} />
    </main>
  );
}
