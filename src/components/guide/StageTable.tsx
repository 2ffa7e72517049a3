import { destinations, start } from "../../content/destinations.ts";
import { formatKm, legRoadKm } from "../../content/journey.ts";
import { formatDate } from "../../content/months.ts";
import { officialSources } from "../../content/sources.ts";
import {
  drivingSeason,
  stages,
  stagesCheckedOn,
  timeZoneNote,
  type Crossing,
  type Stage,
} from "../../content/stages.ts";
import "./guide.css";

const legName = (i: number) => `${i === 0 ? start.name : destinations[i - 1]!.name} → ${destinations[i]!.name}`;

/** A crossing's hours always with the season they were published for, then where to check today's. */
function CrossingHours({ crossing: c }: { crossing: Crossing }) {
  return (
    <>
      <strong>{c.name}.</strong> Horário da {c.season}: {c.hours} Situação do dia:{" "}
      {c.check.map((key, i) => (
        <span key={key}>
          {i > 0 && ", "}
          <a href={officialSources[key].url} rel="noopener">
            {officialSources[key].name}
          </a>
        </span>
      ))}
      .
    </>
  );
}

function Crossings({ stage }: { stage: Stage }) {
  if (stage.crossings.length === 0) return <>Nenhuma</>;
  return (
    <ul>
      {stage.crossings.map((c) => (
        <li key={c.name}>
          <CrossingHours crossing={c} />
        </li>
      ))}
    </ul>
  );
}

// Said once for the table, not beside each crossing: the guide must print on 10 A4 pages.
const olderSeasons = stages.some((s) => s.crossings.some((c) => c.season !== drivingSeason));
const olderSeasonsNote = ` Onde o horário é de uma temporada anterior, o da ${drivingSeason} ainda não foi publicado.`;

/** The outbound road stage by stage, grouped by the legs between the nine destinations. */
export function StageTable({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="guide-section stage-section">
      <h2 id={id} className="text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-granite">
        A ida inteira, etapa por etapa. As distâncias são pela estrada e arredondadas; o tempo é só ao volante, sem
        paradas nem filas de fronteira. Confira o estado das rodovias argentinas na Vialidad Nacional e o de cada passo
        no dia da travessia. {timeZoneNote}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus,
          so a keyboard can scroll it */}
      <section className="stage-scroll" aria-labelledby={`${id}-legenda`} tabIndex={0}>
        <table className="stage-table">
          <caption id={`${id}-legenda`}>
            Etapas de Vitória a Ushuaia: distância, piso, último combustível e fronteiras. Verificado em{" "}
            <time dateTime={stagesCheckedOn}>{formatDate(stagesCheckedOn)}</time>.{olderSeasons && olderSeasonsNote}
          </caption>
          <thead>
            <tr>
              <th scope="col">Etapa</th>
              <th scope="col">Distância e tempo ao volante</th>
              <th scope="col">Estrada e piso</th>
              <th scope="col">Último combustível</th>
              <th scope="col">Fronteira ou balsa: horário e onde conferir</th>
            </tr>
          </thead>
          {destinations.map((d, leg) => (
            <tbody key={d.slug}>
              <tr className="stage-leg">
                <th scope="rowgroup" colSpan={5}>
                  Trecho {leg + 1}: {legName(leg)}, cerca de {formatKm(Math.round(legRoadKm[leg]! / 10) * 10)}
                </th>
              </tr>
              {stages
                .filter((s) => s.leg === leg)
                .map((s) => (
                  <tr key={`${s.from.name}-${s.to.name}`}>
                    <th scope="row">
                      {stages.indexOf(s) + 1}. {s.from.name} → {s.to.name}
                    </th>
                    <td>
                      {formatKm(s.km)}
                      <br />
                      {s.driving}
                    </td>
                    <td>
                      {s.roads}. {s.surface}.
                    </td>
                    <td>{s.fuel}.</td>
                    <td>
                      <Crossings stage={s} />
                    </td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </section>
    </section>
  );
}
