import { formatNumber, ratesNote } from "../../content/prices.ts";
import { wayBackRoad } from "../../content/way-back.ts";
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
        imposto por província) tem o seu preço. As noites são inteiras: cada noite de estrada cai no país onde a tabela
        de etapas termina o dia, e cada dia nos destinos no país do destino; um quarto duplo leva duas pessoas. A comida
        conta um dia por pessoa para cada noite. Os parques contam um dia por pessoa; a Carta Verde, um mês a cada 30
        dias fora do Brasil; o SOAPEX, 15 dias a cada 15 no Chile. O câmbio soma o IOF e o spread do banco a tudo o que
        é pago em outra moeda. {ratesNote}
      </p>
      <h3 className="mt-8 text-2xl">A volta: {formatNumber(wayBackKm)} km</h3>
      <p className="mt-2">
        De Ushuaia a Vitória pela {wayBackRoad.road}, mais curta que a ida pelos Andes: {wayBackRoad.drivingDays} dias
        ao volante, e a última noite já é em casa. Cada trecho com a sua fonte:
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
