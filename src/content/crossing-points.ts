// Where on the road each border post and ferry of the stage table is, for the position-on-route
// page (/na-estrada) and the route's GPX file: the place of the route chain (a stage end or a point
// of route-points.ts) it is at or next to. Hours, seasons and where to check the day's status stay
// in stages.ts. Where the post itself is some way from that place, `near` says so in pt-BR.
export interface CrossingPoint {
  /** The crossing's name, as in stages.ts. */
  crossing: string;
  /** The place of the route chain it is measured to. */
  at: string;
  /** Said with the distance when the post is not at the place itself. */
  near?: string;
  /** The post is this many road km before `at`, as `source` gives it. */
  before?: { km: number; source: string };
}

export const crossingPoints: readonly CrossingPoint[] = [
  { crossing: "Ponte Tancredo Neves (Foz do Iguaçu–Puerto Iguazú)", at: "Ponte Tancredo Neves" },
  // The integrated control, Argentine exit and Chilean entry, is at the Chilean complex on Ruta 60,
  // below the tunnel (sources.ts `libertadoresComplex`).
  {
    crossing: "Paso Cristo Redentor (Los Libertadores, do lado chileno)",
    at: "Los Andes",
    before: { km: 68, source: "El Andino e La Voz del Aconcagua (2019): o complexo fica a 68 km de Los Andes" },
  },
  {
    crossing: "Paso Cristo Redentor (Horcones, do lado argentino)",
    at: "Paso Los Libertadores (túnel Cristo Redentor)",
    near: "O controle fica em Horcones, já na Argentina, depois do túnel: a distância é até o túnel.",
  },
  // Both posts stand a few hundred metres apart at the pass (sources.ts `mamuilMalalPosts`).
  { crossing: "Paso Mamuil Malal", at: "Paso Mamuil Malal" },
  {
    crossing: "Paso Dorotea (ou Río Don Guillermo, por Cerro Castillo)",
    at: "Fronteira do Paso Dorotea",
  },
  {
    crossing: "Balsa da Primera Angostura (Punta Delgada–Bahía Azul), da TABSA",
    at: "Punta Delgada",
    near: "A distância é até o farol de Punta Delgada, perto do embarque.",
  },
  // The Chilean post at the border sets the hours (exit from Chile until 21h40); the Argentine one
  // is 11 km further on (sources.ts `sanSebastianAccess`).
  {
    crossing: "Paso San Sebastián",
    at: "Fronteira de San Sebastián",
    near: "A distância é até o posto chileno, na fronteira; o argentino fica cerca de 11 km depois.",
  },
];
