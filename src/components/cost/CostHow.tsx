import { formatNumber, ratesNote } from "../../content/prices.ts";
import { wayBackRoad } from "../../content/way-back.ts";
import { pacedKm, wayBackDays } from "../../cost/days.ts";
import { wayBackKm } from "../../cost/way-back-cost.ts";

/** How the figures are reached, in words, with the way back's road leg by leg and its sources. */
export function CostHow() {
  return (
    <section aria-labelledby="custo-como" className="guide-section">
      <h2 id="custo-como" className="text-4xl">
        Como a conta é feita
      </h2>
      <p className="mt-4 text-lg leading-relaxed">
        Litros = km ÷ consumo, país por país; na Argentina, a zona patagônica (de Malargüe para o sul, isenta de um
        imposto por província) tem o seu preço. A conta monta a viagem uma vez, dia por dia: cada etapa termina onde a
        equipe dorme (duas meias etapas seguidas fazem um dia). As noites em hotel e acampando cobrem as da lista; as
        outras são no carro. Um quarto duplo leva duas pessoas (não achamos preço datado de quarto triplo). A comida
        conta todos os dias, por pessoa; os parques, um dia por pessoa; a Carta Verde, um mês a cada 30 dias fora do
        Brasil; o SOAPEX, uma apólice por entrada no Chile. O câmbio soma o IOF e o spread do banco a tudo o que é pago
        em outra moeda. {ratesNote}
      </p>
      <h3 className="mt-8 text-2xl">A volta: {formatNumber(wayBackKm)} km</h3>
      <p className="mt-2">
        De Ushuaia a Vitória pela {wayBackRoad.road}, mais curta que a ida pelos Andes: {wayBackDays().length} dias ao
        volante, no ritmo da tabela de etapas no asfalto (de Vitória a Mendoza, {formatNumber(pacedKm)} km por dia), e o
        último termina em casa. Cada trecho com a sua fonte:
      </p>
      <ul className="guide-list cost-legs">
        {wayBackRoad.legs.map((l) => (
          <li key={l.name}>
            {l.name}: {formatNumber(l.km)} km (
            <a href={l.source.url} rel="noopener" className="underline underline-offset-2">
              {l.source.name}
            </a>
            )
          </li>
        ))}
      </ul>
    </section>
  );
}
