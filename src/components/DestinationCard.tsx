import { Link } from "wouter";
import type { DestinationSummary } from "../content/destinations.ts";

/** A whole-card link; its id lets the route map highlight the card of the stop it points at. */
export function DestinationCard({ d, stop }: { d: DestinationSummary; stop: number }) {
  return (
    <Link href={`/destino/${d.slug}`} id={`card-${d.slug}`} className="card">
      <div className="card-media">
        <img src={d.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
        <span aria-hidden="true" className="card-stop">
          {String(stop).padStart(2, "0")}
        </span>
      </div>
      <div className="card-body">
        <p className="eyebrow text-sunset-deep">{d.country}</p>
        <h3 className="mt-1 text-3xl">{d.name}</h3>
        <p className="mt-2 text-granite">{d.description}</p>
        <span aria-hidden="true" className="card-more">
          Explorar destino →
        </span>
      </div>
    </Link>
  );
}
