import { stages } from "../../content/stages.ts";
import { chain, type Vertex } from "../../road/route.ts";

/**
 * The places a crew can pick by hand, in route order: every stage end, and the towns of a road driven
 * twice on its way back (Los Andes, Uspallata, Junín de los Andes, Cerro Castillo, Puerto Natales),
 * each saying which way, so a crew on the way back never gets the answers for the way out.
 */
export const choosablePlaces: readonly { label: string; vertex: Vertex }[] = chain
  .filter((v, i) => v.end || (!("border" in v.place) && chain.slice(0, i).some((u) => u.place.name === v.place.name)))
  .map((vertex) => {
    const i = chain.indexOf(vertex);
    if (!chain.slice(0, i).some((u) => u.place.name === vertex.place.name)) return { label: vertex.place.name, vertex };
    const stage = stages[vertex.stage]!;
    // A stage end met again says where from; a town on the way back says where the crew is heading.
    const label = vertex.end
      ? `${vertex.place.name} (vindo de ${stage.from.name})`
      : chain.slice(0, i).some((u) => u.place.name === stage.to.name)
        ? `${vertex.place.name} (voltando a ${stage.to.name})`
        : `${vertex.place.name} (voltando de ${stage.from.name})`;
    return { label, vertex };
  });
