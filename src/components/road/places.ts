import { chain, type Vertex } from "../../road/route.ts";

/** The stage places a crew can pick by hand, in route order; a town met twice says where from. */
export const choosablePlaces: readonly { label: string; vertex: Vertex }[] = chain
  .filter((v) => v.end)
  .map((vertex, i, ends) => {
    const before = ends.slice(0, i).some((e) => e.place.name === vertex.place.name);
    return { label: before ? `${vertex.place.name} (vindo de ${ends[i - 1]!.place.name})` : vertex.place.name, vertex };
  });
