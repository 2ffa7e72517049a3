import { Link } from "wouter";
import { destinations, start } from "../content/destinations.ts";
import { legKm, startPoint, stopPoints, totalKm } from "../generated/route-map.ts";
import "../generated/route-map.css";
import { MapFigure, at } from "./route-map/MapFigure.tsx";

const n = destinations.length;

/** The home page's map of the journey: every stop is a link, and a legend lists the legs. */
export function RouteMap() {
  return (
    <section id="rota" aria-labelledby="rota-titulo" className="section">
      <p className="eyebrow text-sunset-deep">{totalKm} em linha reta</p>
      <h2 id="rota-titulo" className="section-title">
        A rota: de Vitória a Ushuaia
      </h2>
      <p className="lead text-granite">
        Do litoral do Espírito Santo ao fim do mundo: nove paradas entre o Chile e a Argentina. As distâncias abaixo são
        em linha reta; pela estrada, o caminho é bem mais longo.
      </p>
      <div className="rm-layout">
        <MapFigure
          alt={
            `Mapa do sul da América do Sul com a rota da expedição, de Vitória, no Brasil, ` +
            `por ${destinations.map((d) => d.name).join(", ")}.`
          }
          lines={destinations.map(({ slug }) => {
            const p = stopPoints[slug]!;
            return <line key={slug} x1={p.x} y1={p.y} x2={p.bx} y2={p.by} stroke="#4a5560" />;
          })}
        >
          <span className="rm-start" style={at(startPoint.x, startPoint.y)}>
            Partida: {start.name}
          </span>
          {destinations.map((d, i) => (
            <Link
              key={d.slug}
              id={`marker-${d.slug}`}
              href={`/destino/${d.slug}`}
              aria-label={`Parada ${i + 1} de ${n}: ${d.name}, ${d.country}`}
              className="rm-pin rm-badge"
              style={at(stopPoints[d.slug]!.bx, stopPoints[d.slug]!.by)}
            >
              {i + 1}
            </Link>
          ))}
        </MapFigure>
        <div>
          <p>
            <b>
              Partida: {start.name} (ES), {start.country}
            </b>
          </p>
          <ol className="rm-legend">
            {destinations.map((d, i) => (
              <li key={d.slug} id={`legend-${d.slug}`}>
                <Link href={`/destino/${d.slug}`}>
                  <span className="rm-badge" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>
                    <b>
                      {d.name}, {d.country}
                    </b>
                    <span className="rm-leg">
                      Trecho {i ? destinations[i - 1]!.name : start.name} → {d.name}: {legKm[i]} em linha reta
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
          <p className="rm-total">Total: {totalKm} em linha reta</p>
          <Link href="/antes-de-partir" className="rm-guide">
            Antes de partir: documentos, seguros e fronteiras →
          </Link>
        </div>
      </div>
    </section>
  );
}
