import { glance } from "../../content/guide-facts.ts";
import { formatKm } from "../../content/journey.ts";
import "./guide.css";

/** The trip in five facts, at the top of the guide. */
export function GuideFacts({ stagesId }: { stagesId: string }) {
  return (
    <section aria-labelledby="guia-resumo" className="guide-facts">
      <h2 id="guia-resumo" className="text-2xl">
        A viagem em resumo
      </h2>
      <dl>
        <div>
          <dt>Distância</dt>
          <dd>
            Cerca de {formatKm(glance.roadKm)} pela estrada, só na ida (<a href={`#${stagesId}`}>etapas</a>)
          </dd>
        </div>
        <div>
          <dt>Fronteiras e balsas</dt>
          <dd>
            {glance.borders} passagens de fronteira e {glance.ferries === 1 ? "1 balsa" : `${glance.ferries} balsas`} na
            ida
          </dd>
        </div>
        <div>
          <dt>Melhor época</dt>
          <dd>{glance.season}</dd>
        </div>
        <div>
          <dt>Dias</dt>
          <dd>Cerca de {glance.drivingDays} dias ao volante só na ida, sem contar os dias nos destinos nem a volta</dd>
        </div>
        <div>
          <dt>Os três documentos que ninguém pode esquecer</dt>
          <dd>
            <ol>
              {glance.documents.map((d) => (
                <li key={d.text}>
                  <a href={`#${d.anchor}`}>{d.text}</a>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      </dl>
    </section>
  );
}
