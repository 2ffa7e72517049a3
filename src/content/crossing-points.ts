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
  { crossing: "Ponte Tancredo Neves (Foz do Iguaçu–Puerto Iguazú)", at: "Foz do Iguaçu" },
  {
    crossing: "Paso Cristo Redentor (Los Libertadores, do lado chileno)",
    at: "Paso Los Libertadores (túnel Cristo Redentor)",
  },
  {
    crossing: "Paso Cristo Redentor (Horcones, do lado argentino)",
    at: "Paso Los Libertadores (túnel Cristo Redentor)",
  },
  {
    crossing: "Paso Mamuil Malal",
    at: "Junín de los Andes",
    near: "O posto fica na cordilheira, entre Junín de los Andes e Curarrehue: a distância é até Junín de los Andes.",
  },
  {
    crossing: "Paso Dorotea (ou Río Don Guillermo, por Cerro Castillo)",
    at: "Río Turbio",
    near: "O Paso Dorotea fica logo depois de Río Turbio: a distância é até Río Turbio.",
  },
  {
    crossing: "Balsa da Primera Angostura (Punta Delgada–Bahía Azul), da TABSA",
    at: "Punta Delgada",
    near: "O embarque fica perto de Punta Delgada: a distância é até Punta Delgada.",
  },
  {
    crossing: "Paso San Sebastián",
    at: "Río Grande",
    // A crew's log: "292 km asfaltados nos separaban de Ushuaia" past the Argentine post, against
    // the table's 220 km from Río Grande to Ushuaia.
    before: { km: 72, source: "Cono Sur MP (blog), 10 de maio de 2010: 292 km do posto argentino a Ushuaia" },
  },
];
