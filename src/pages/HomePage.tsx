import { ContactSection } from "../contact/ContactSection.tsx";
import { DestinationGrid } from "../components/DestinationGrid.tsx";
import { Hero } from "../components/Hero.tsx";
import { RouteMap } from "../components/RouteMap.tsx";

export function HomePage() {
  return (
    <main id="conteudo" tabIndex={-1}>
      <Hero />
      <RouteMap />
      <DestinationGrid />
      <ContactSection />
    </main>
  );
}
