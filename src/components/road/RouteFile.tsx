import { gpxFile } from "../../road/gpx-file.ts";

/** The route for map apps, as a file that works with no signal once downloaded. */
export function RouteFile() {
  return (
    <section aria-labelledby="rota-gpx" className="guide-section">
      <h2 id="rota-gpx" className="text-4xl">
        A rota no seu app de mapas
      </h2>
      <a href={`/${gpxFile}`} download className="btn-night">
        Baixar a rota (GPX)
      </a>
      <p className="mt-4 text-lg">
        No OsmAnd ou no Organic Maps, abra o arquivo baixado com o app (no iPhone, pelo botão Compartilhar): a rota
        aparece como trilha, e os postos, as fronteiras e a balsa como pontos com a descrição em português.
      </p>
    </section>
  );
}
