import { formatKm } from "../../content/journey.ts";
import { seasonNote } from "../../content/stages.ts";
import { town } from "../../road/fuel.ts";
import type { Report } from "../../road/report.ts";
import { SourceLinks } from "../SourceLinks.tsx";
import { aboutKm } from "./about-km.ts";
import type { LatLon } from "../../content/destinations.ts";
import { EmergencyNumbers } from "./EmergencyNumbers.tsx";
import { FamilyMessage } from "./FamilyMessage.tsx";

/** What the crew is told at a point of the route: stage, fuel, border, km left, whom to call. */
export function RoadReport({
  report: r,
  where,
  at,
  news,
}: {
  report: Report;
  where: string;
  at: LatLon;
  news: string;
}) {
  const fuel = r.nextFuel;
  const crossing = r.nextCrossing;
  return (
    <section className="road-report" aria-labelledby="road-resultado">
      <h2 id="road-resultado" className="text-3xl">
        {where}
      </h2>
      {r.arrived ? (
        <p className="road-big">Você chegou a Ushuaia, o fim da rota.</p>
      ) : (
        <>
          <p className="road-big">
            Faltam <strong>{aboutKm(r.toUshuaia)}</strong> até Ushuaia.
          </p>
          <section aria-labelledby="road-etapa" className="road-card">
            <h3 id="road-etapa" className="text-2xl">
              Etapa: {r.stage.from.name} → {r.stage.to.name}
            </h3>
            <p className="mt-2">
              {r.done < 1 ? "No começo da etapa" : `Feitos ${aboutKm(r.done)}`} de {formatKm(r.stage.km)}; até{" "}
              {r.stage.to.name}, <strong>{aboutKm(r.toStageEnd)}</strong>.
            </p>
            <p className="mt-1 text-granite">
              Estrada: {r.stage.roads}. {r.stage.surface}.
            </p>
          </section>
          <section aria-labelledby="road-combustivel" className="road-card">
            <h3 id="road-combustivel" className="text-2xl">
              Próximo combustível
            </h3>
            {r.stretch && <p className="mt-2">{r.stretch.note}</p>}
            {fuel && (
              <p className="mt-2">
                <strong>{fuel.what.point.place.name}</strong>, {fuel.km < 1 ? "aqui" : aboutKm(fuel.km)}.{" "}
                {fuel.what.point.note}
              </p>
            )}
            {fuel?.what.point.warning && <p className="road-warning">Atenção: {fuel.what.point.warning}</p>}
            {r.surerFuel && (
              <p className="mt-1">
                O próximo posto confiável é {r.surerFuel.what.point.place.name}, a {aboutKm(r.surerFuel.km)}.
              </p>
            )}
            {r.dryStretch && (
              <p className="road-warning">
                {r.dryStretch.longest
                  ? "Este é o trecho mais longo da rota sem posto confiável"
                  : "Trecho sem posto confiável"}
                : {aboutKm(r.dryStretch.km)} de {town(r.dryStretch.from)} a {town(r.dryStretch.to)}. Saia com o tanque
                cheio e o galão de reserva.
              </p>
            )}
          </section>
          {crossing && (
            <section aria-labelledby="road-fronteira" className="road-card">
              <h3 id="road-fronteira" className="text-2xl">
                Próxima {crossing.what.crossing.kind === "balsa" ? "balsa" : "fronteira"}
              </h3>
              <p className="mt-2">
                <strong>{crossing.what.crossing.name}</strong>, {crossing.km < 1 ? "aqui" : aboutKm(crossing.km)}.
              </p>
              {crossing.what.near && <p className="mt-1 text-granite">{crossing.what.near}</p>}
              <p className="mt-1">
                Horário da {crossing.what.crossing.season}: {crossing.what.crossing.hours}
              </p>
              {seasonNote(crossing.what.crossing) && <p className="mt-1">{seasonNote(crossing.what.crossing)}</p>}
              <SourceLinks sources={crossing.what.crossing.check} label="Situação do dia:" />
            </section>
          )}
        </>
      )}
      <EmergencyNumbers country={r.country} />
      <FamilyMessage news={{ where: news, fuelKm: r.nextFuel?.km ?? null, at }} />
    </section>
  );
}
