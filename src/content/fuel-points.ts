// Where a crew can fill up, as typed points on the road: the position-on-route page (/na-estrada)
// names the next one ahead and its distance, and the route's GPX file marks each one. A point is a
// town (its coordinates are the stage table's or road-places.ts', with their source), not a
// station: the stage table's fuel column (stages.ts, checked on stagesCheckedOn) is where each town
// comes from, and a `warning` repeats what that column says about a station that has run dry.
// Where stations follow one another (Brazil and the Argentine plains), or where the stage table
// says there are a few that are not listed here, `fuelStretches` says so for the whole stretch:
// such a stretch never counts as one without fuel.
import { roadPlaces as p } from "./road-places.ts";
import { stageEnd } from "./route-points.ts";
import type { Place } from "./stages.ts";
import type { SourceKey } from "./sources.ts";

export interface FuelPoint {
  place: Place;
  /** What the stage table says about filling up here, in a sentence of pt-BR. */
  note: string;
  /** The station has been found empty: do not count on it. */
  warning?: string;
  /** Where to check the road and its services before leaving. */
  check: SourceKey[];
}

const fuel = (place: Place, note: string, extra: Partial<Pick<FuelPoint, "warning" | "check">> = {}): FuelPoint => ({
  place,
  note,
  check: extra.check ?? [],
  ...(extra.warning ? { warning: extra.warning } : {}),
});

export interface FuelStretch {
  /** The place names where it begins and ends (a stage end or a point of route-points.ts), in route order. */
  from: string;
  to: string;
  note: string;
}

/** Stretches with stations not listed as points: frequent ones, or the few the stage table mentions. */
export const fuelStretches: readonly FuelStretch[] = [
  { from: "Vitória", to: "Mendoza", note: "Postos frequentes em todo o trecho até Mendoza." },
  {
    from: "Mendoza",
    to: "Malargüe",
    note:
      "O trecho passa pelas cidades do Valle de Uco; a tabela de etapas só pede o tanque cheio ao sair de " +
      "Malargüe.",
  },
  { from: "Malargüe", to: "Chos Malal", note: "Há postos, raros, entre Malargüe e Chos Malal." },
  { from: "Esquel", to: "Río Mayo", note: "Há posto também em Gobernador Costa, no caminho." },
  { from: "Puerto Natales", to: "Punta Delgada", note: "Há postos, raros, entre Puerto Natales e Punta Delgada." },
];

/** In route order; a town the road passes twice (Uspallata, Los Andes, Puerto Natales) is listed once. */
export const fuelPoints: readonly FuelPoint[] = [
  fuel(stageEnd("Mendoza"), "Cidade grande: postos em toda parte."),
  fuel(p.uspallata, "O último posto argentino antes do Cristo Redentor."),
  fuel(p.losAndes, "O primeiro posto chileno depois da cordilheira."),
  fuel(stageEnd("Santiago"), "Cidade grande: postos em toda parte."),
  fuel(stageEnd("Malargüe"), "Saia com o tanque cheio: ao sul, postos raros até Chos Malal."),
  fuel(p.zapala, "Na metade do caminho até Junín de los Andes."),
  fuel(stageEnd("Junín de los Andes"), "Encha aqui: não há posto até Curarrehue, já no Chile."),
  fuel(stageEnd("Pucón"), "Postos na cidade."),
  fuel(p.sanMartin, "Postos na cidade, antes da Ruta de los Siete Lagos."),
  fuel(p.villaLaAngostura, "Postos na cidade."),
  fuel(stageEnd("Bariloche"), "Cidade grande: postos em toda parte."),
  fuel(p.elBolson, "Postos na cidade."),
  fuel(stageEnd("Esquel"), "Postos na cidade."),
  fuel(p.rioMayo, "Posto na cidade."),
  fuel(stageEnd("Perito Moreno (cidade)"), "Encha aqui: o trecho até Gobernador Gregores é o mais isolado da rota.", {
    check: ["vialidadArgentina"],
  }),
  fuel(stageEnd("Bajo Caracoles"), "Um posto só.", {
    warning: "Já ficou dias sem combustível: não conte com ele.",
    check: ["vialidadArgentina"],
  }),
  fuel(stageEnd("Gobernador Gregores"), "Encha aqui antes de Tres Lagos e do ripio.", { check: ["vialidadArgentina"] }),
  fuel(p.tresLagos, "Um posto só.", {
    warning: "Pode estar sem combustível: saia de Gobernador Gregores com o tanque cheio.",
  }),
  fuel(stageEnd("El Chalten"), "Posto na vila."),
  fuel(stageEnd("El Calafate"), "Postos na cidade."),
  fuel(p.esperanza, "Posto de serviço isolado na estepa, a caminho de Río Turbio."),
  fuel(p.rioTurbio, "O último posto argentino antes do Paso Dorotea."),
  fuel(stageEnd("Puerto Natales"), "Encha aqui: não conte com combustível em Torres del Paine."),
  fuel(p.cerroSombrero, "O único posto entre a balsa e San Sebastián."),
  fuel(stageEnd("Río Grande"), "Cidade grande: postos em toda parte."),
  fuel(p.tolhuin, "Postos na cidade, antes do Paso Garibaldi."),
  fuel(stageEnd("Ushuaia"), "Postos na cidade."),
];
