import { formatDate } from "../../content/months.ts";
import {
  consulates,
  consulatesSouthNote,
  emergencyNumbers,
  itamaratyDutyPhone,
  roadRules,
  rulesCheckedOn,
} from "../../content/road-rules.ts";
import { SourceLinks } from "../SourceLinks.tsx";
import { PartsText } from "./PartsText.tsx";
import "./guide.css";

const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, "")}`;

/** Rules of the road per country, the parks' bookings and caps, then whom to call. */
export function RoadRules({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="guide-section rules-section">
      <h2 id={id} className="text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-granite">
        O que a polícia confere e o que muda de um país para o outro. Verificado em{" "}
        <time dateTime={rulesCheckedOn}>{formatDate(rulesCheckedOn)}</time>.
      </p>
      {roadRules.map((g) => (
        <section key={g.id} aria-labelledby={g.id}>
          <h3 id={g.id} className="mt-8 text-2xl">
            {g.title}
          </h3>
          <ul className="guide-list">
            {g.items.map((parts, i) => (
              <li key={i}>
                <PartsText parts={parts} />
              </li>
            ))}
          </ul>
          <SourceLinks sources={g.sources} />
        </section>
      ))}
      <section aria-labelledby="emergencias">
        <h3 id="emergencias" className="mt-8 text-2xl">
          Números de emergência
        </h3>
        <div className="emergency-grid">
          {emergencyNumbers.map((c) => (
            <div key={c.country}>
              <h4 className="text-xl">{c.country}</h4>
              <dl>
                {c.numbers.map((n) => (
                  <div key={n.number}>
                    <dt>
                      <a href={tel(n.number)}>{n.number}</a>
                    </dt>
                    <dd>{n.what}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-base text-granite">{c.note}</p>
            </div>
          ))}
        </div>
        <h4 className="mt-6 text-xl">Consulados do Brasil no caminho</h4>
        <ul className="guide-list">
          {consulates.map((c) => (
            <li key={c.name}>
              {c.url ? (
                <a href={c.url} rel="noopener" className="underline underline-offset-2">
                  {c.name}
                </a>
              ) : (
                c.name
              )}
              , {c.where}
              {c.dutyPhone && (
                <>
                  ; plantão para emergências: <a href={tel(c.dutyPhone)}>{c.dutyPhone}</a>
                </>
              )}
              .
            </li>
          ))}
          <li>{consulatesSouthNote}</li>
          <li>
            Se não conseguir falar com o posto, o plantão consular do Itamaraty em Brasília atende emergências de
            brasileiros no exterior: <a href={tel(itamaratyDutyPhone)}>{itamaratyDutyPhone}</a>.
          </li>
        </ul>
      </section>
    </section>
  );
}
