import { Link } from "wouter";
import type { DestinationSummary } from "../content/destinations.ts";

const layout = "mx-auto grid max-w-6xl items-center gap-8 px-5 pb-14 pt-6 lg:grid-cols-[5fr_6fr] lg:gap-14 lg:pb-20";

/** Top of a destination page: the landmark illustration beside its name, on the brand's night band. */
export function DestinationHero({ d }: { d: DestinationSummary }) {
  return (
    <div className="on-dark bg-night">
      <div className={layout}>
        <div className="lg:order-2">
          <img
            src={d.image}
            alt={d.imageAlt}
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-3/2 w-full rounded-3xl object-cover shadow-2xl ring-1 ring-snow/10"
          />
        </div>
        <div>
          <Link href="/" className="inline-flex items-center gap-2 font-bold text-glacier hover:text-snow">
            <span aria-hidden="true">←</span> Voltar
          </Link>
          <p className="eyebrow mt-8 text-ochre">{d.country}</p>
          <h1 className="mt-3 text-[clamp(3rem,10vw,6.5rem)] leading-[0.85]">{d.name}</h1>
          <p className="mt-5 font-serif text-2xl italic text-snow/90 sm:text-3xl">{d.description}</p>
        </div>
      </div>
    </div>
  );
}
