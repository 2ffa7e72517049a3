import { ConstructionBanner } from "./ConstructionBanner.tsx";

/** Home hero: exactly one screen tall, the route illustration behind the title. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="hero">
      <img src="/illustrations/hero.svg" alt="" width={1600} height={900} fetchPriority="high" className="hero-img" />
      <div aria-hidden="true" className="hero-shade" />
      <div className="hero-body">
        <p className="eyebrow text-glacier">4x4 · Brasil · Argentina · Chile</p>
        <h1 id="hero-title" className="hero-title">
          Expedição <span className="text-sunset">Ushuaia</span>
        </h1>
        <p className="hero-sub">De Vitória a Ushuaia: A Aventura de uma Vida</p>
        <p className="hero-lead">
          Atravesse a Patagônia de 4x4 numa jornada épica por alguns dos lugares mais impressionantes do mundo, entre a
          Argentina e o Chile.
        </p>
        <p className="mt-6 flex flex-wrap gap-3 sm:mt-8">
          <a href="#rota" className="btn-sun">
            Ver a rota
          </a>
          <a href="#contato" className="btn-line">
            Quero participar
          </a>
        </p>
      </div>
      <ConstructionBanner />
    </section>
  );
}
