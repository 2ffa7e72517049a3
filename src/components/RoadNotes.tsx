import { Link } from "wouter";

/**
 * How the crew reaches this stop and leaves it, in the route's direction, with the way to the guide
 * of papers and crossings: the part of a destination page a driver reads first.
 */
export function RoadNotes({ arrival, departure }: { arrival: string; departure: string }) {
  return (
    <section aria-labelledby="na-estrada" className="road-notes">
      <h2 id="na-estrada" className="text-3xl">
        Na estrada
      </h2>
      <dl className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <dt className="eyebrow text-sunset-deep">Chegando</dt>
          <dd className="mt-2 leading-relaxed">{arrival}</dd>
        </div>
        <div>
          <dt className="eyebrow text-sunset-deep">Seguindo viagem</dt>
          <dd className="mt-2 leading-relaxed">{departure}</dd>
        </div>
      </dl>
      <p className="mt-6">
        <Link
          href="/antes-de-partir"
          className="font-bold text-sunset-deep underline underline-offset-2 hover:text-night"
        >
          Antes de partir: documentos, seguros e fronteiras da rota →
        </Link>
      </p>
    </section>
  );
}
