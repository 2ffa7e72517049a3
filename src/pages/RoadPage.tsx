import { Link } from "wouter";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { ReadyPanel } from "../components/road/ReadyPanel.tsx";
import { RouteFile } from "../components/road/RouteFile.tsx";
import { WhereAmI } from "../components/road/WhereAmI.tsx";
import "../components/road/road.css";

// Lazy route: the route chain, the fuel points and the geodesy travel in this chunk only, never in
// the home page's JavaScript. docs/road-book.md says how the distances are measured.
export function RoadPage() {
  return (
    <main id="conteudo" tabIndex={-1} className="guide">
      <GuideHeader eyebrow="Expedição Ushuaia" title="Na estrada">
        <p className="lead mt-5 text-granite">
          Onde você está na rota, o próximo posto de combustível, a próxima fronteira e quanto falta até Ushuaia, também
          sem sinal. As distâncias são as da tabela de etapas do guia{" "}
          <Link href="/antes-de-partir#etapas" className="underline underline-offset-2">
            Antes de partir
          </Link>
          , pela estrada; entre duas cidades são estimadas e vêm arredondadas.
        </p>
      </GuideHeader>
      <WhereAmI />
      <RouteFile />
      <ReadyPanel />
      <section aria-labelledby="como-calculamos" className="guide-section">
        <h2 id="como-calculamos" className="text-4xl">
          Como a conta é feita
        </h2>
        <p className="mt-4 text-lg leading-relaxed">
          A rota é a corrente de cidades da tabela de etapas, com as cidades e os entroncamentos do caminho onde a
          estrada se afasta da linha reta. A posição do GPS é levada ao ponto mais próximo dessa corrente; a distância
          até ali é a publicada onde há fonte e, entre esses pontos, repartida na proporção da estrada. Nas cidades de
          etapa a conta bate com a tabela; no meio de uma etapa, pode errar algumas dezenas de quilômetros onde a
          estrada faz curvas longas. A mais de 50 km da rota, a página diz que você está fora dela. O país, e com ele os
          números de emergência, muda na fronteira: na ponte, no túnel ou no passo.
        </p>
        <p className="mt-4 text-lg leading-relaxed">
          Três estradas são feitas na ida e na volta: Mendoza–Santiago, Junín de los Andes–Pucón e Puerto Natales–Torres
          del Paine. Nelas, a página usa a posição anterior desta visita para saber para que lado você vai; sem ela,
          pergunta: indo ou voltando? Na lista, esses lugares aparecem também na volta, como “Los Andes (voltando a
          Mendoza)”. Os postos de combustível dizem se dá para contar com eles: o trecho sem posto confiável em que você
          está aparece com o seu tamanho.
        </p>
      </section>
      <GuideNext to={["guide", "faq"]} />
    </main>
  );
}
