import { destinations } from "../content/destinations.ts";
import { DestinationCard } from "./DestinationCard.tsx";

export function DestinationGrid() {
  return (
    <section id="destinos" aria-labelledby="destinos-title" className="section">
      <p className="eyebrow text-sunset-deep">9 destinos · Argentina e Chile</p>
      <h2 id="destinos-title" className="section-title">
        Nossa Rota pela Patagônia
      </h2>
      <p className="lead text-granite">
        Uma expedição épica atravessando os cenários mais espetaculares da América do Sul
      </p>
      <ol className="card-grid">
        {destinations.map((d, i) => (
          <li key={d.slug}>
            <DestinationCard d={d} stop={i + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}
