import { Link } from "wouter";
import { destinations, start } from "../content/destinations.ts";
import { legKm, legRoadKm, stopPoints, totalKm, totalRoadKm } from "../generated/route-map.ts";
import { MapFigure, at } from "./route-map/MapFigure.tsx";

// Leg i ends at destinations[i]; the first starts in Vitória.
const leg = (i: number) => (
  <span className="rm-leg">
    Trecho {(destinations[i - 1] ?? start).name} → {destinations[i]!.name}: {legKm[i]} em linha reta, cerca de{" "}
    {legRoadKm[i]} pela estrada
  </span>
);

/** A destination's place in the journey: a small map with the stop highlighted, previous and next. */
export function JourneyPanel({ slug }: { slug: string }) {
  const i = destinations.findIndex((d) => d.slug === slug);
  if (i < 0) return null;
  const here = destinations[i]!;
  const prev = destinations[i - 1];
  const next = destinations[i + 1];
  const p = stopPoints[slug]!;
  const place = `Parada ${i + 1} de ${destinations.length}`;
  return (
    <div className="wrap pb-16">
      <nav aria-labelledby="jornada-titulo" className="rm-journey">
        <MapFigure
          alt={`Mapa da rota de Vitória a Ushuaia com ${here.name} em destaque, ${place.toLowerCase()}.`}
          lines={<circle cx={p.x} cy={p.y} r="13" fill="#e8663a" fillOpacity=".3" stroke="#b9461f" strokeWidth="3" />}
        >
          <span className="rm-pin rm-badge rm-here" style={at(p.x + 30, p.y - 22)} aria-hidden="true">
            {i + 1}
          </span>
        </MapFigure>
        <div>
          <p className="eyebrow text-sunset-deep">Na rota</p>
          <h2 id="jornada-titulo" className="mt-2 text-4xl">
            {place}
          </h2>
          <p className="mt-2 text-granite">
            De {start.name} a Ushuaia: {totalKm} em linha reta, cerca de {totalRoadKm} pela estrada.
          </p>
          <ul className="mt-4">
            <li>
              {prev ? (
                <>
                  Anterior:{" "}
                  <Link href={`/destino/${prev.slug}`} rel="prev">
                    {prev.name}
                  </Link>
                </>
              ) : (
                <>Partida: {start.name}</>
              )}
              {leg(i)}
            </li>
            <li>
              {next ? (
                <>
                  Próxima:{" "}
                  <Link href={`/destino/${next.slug}`} rel="next">
                    {next.name}
                  </Link>
                  {leg(i + 1)}
                </>
              ) : (
                <>Fim da rota: aqui a expedição chega ao fim do mundo.</>
              )}
            </li>
          </ul>
        </div>
      </nav>
    </div>
  );
}
