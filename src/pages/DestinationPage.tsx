import { Link, useParams } from "wouter";
import { DestinationHero } from "../components/DestinationHero.tsx";
import { DetailList } from "../components/DetailList.tsx";
import { JourneyPanel } from "../components/JourneyPanel.tsx";
import { RoadNotes } from "../components/RoadNotes.tsx";
import { VerifiedNote } from "../components/VerifiedNote.tsx";
import { findDestinationDetails } from "../content/destination-details.ts";
import { findDestination } from "../content/destinations.ts";

// Lazy route: the four lists travel in this chunk, never in the home page's JavaScript.
const sections = [
  ["o-que-fazer", "O que fazer?", "oQueFazer"],
  ["onde-se-hospedar", "Onde se hospedar?", "ondeSeHospedar"],
  ["onde-comer", "Onde comer?", "ondeComer"],
  ["outras-informacoes", "Outras informações importantes", "outrasInformacoes"],
] as const;

export function DestinationPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const d = findDestination(slug);
  if (!d) return <DestinationNotFound />;
  const details = findDestinationDetails(slug);
  return (
    <main id="conteudo" tabIndex={-1}>
      <DestinationHero d={d} />
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-16 md:grid-cols-2 lg:py-20">
        {details && <RoadNotes arrival={details.arrival} departure={details.departure} />}
        {sections.map(([id, title, key]) => (
          <DetailList key={id} id={id} title={title} items={details?.[key] ?? []} />
        ))}
        {details && (
          <div className="md:col-span-2">
            <VerifiedNote verifiedIn={details.verifiedIn} sources={details.sources} />
          </div>
        )}
      </div>
      <JourneyPanel slug={slug} />
    </main>
  );
}

function DestinationNotFound() {
  return (
    <main id="conteudo" tabIndex={-1} className="notice">
      <p className="eyebrow text-sunset-deep">Fora do mapa</p>
      <h1 className="mt-3 text-5xl sm:text-7xl">Destino não encontrado</h1>
      <p className="mt-5 text-lg text-granite">Este destino não faz parte da nossa rota pela Patagônia.</p>
      <Link href="/" className="btn-night">
        Voltar para home
      </Link>
    </main>
  );
}
