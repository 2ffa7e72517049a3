// Where a crew can fill up, as typed points on the road: the position-on-route page (/na-estrada)
// names the next one ahead and its distance, and the route's GPX file marks each one. A point is a
// town (its coordinates are the stage table's or road-places.ts', with their source), not a
// station; a town off the chain's places sits at a published road km on its stage instead. Each one
// says whether it can be counted on: the gaps a crew must plan for run between those that can.
// Where stations follow one another (Brazil and the Argentine plains), `fuelStretches` says so for
// the whole stretch; a stretch of rare stations only adds a sentence, and never hides a gap.
import { roadPlaces as p } from "./road-places.ts";
import { stageEnd } from "./route-points.ts";
import type { FactKey } from "./sources.ts";
import type { Place } from "./stages.ts";
import type { SourceKey } from "./sources.ts";

/** "reliable": fuel most days; "runs-dry": has been found empty; "short-hours": open only some hours. */
export type Reliability = "reliable" | "runs-dry" | "short-hours";

/** A town that is not a point of the chain: at a road km from the start of each stage that passes it. */
export interface Spot {
  name: string;
  country: Place["country"];
  on: { stage: string; km: number }[];
  source: FactKey;
}

export interface FuelPoint {
  place: Place | Spot;
  /** What the stage table says about filling up here, in a sentence of pt-BR. */
  note: string;
  reliability: Reliability;
  /** Why it cannot be counted on (for "runs-dry" and "short-hours"), in pt-BR. */
  warning?: string;
  /** The report of its record, in sources.ts. */
  record?: FactKey;
  /** Where to check the road and its services before leaving. */
  check: SourceKey[];
}

type Extra = Partial<Pick<FuelPoint, "warning" | "check" | "record">>;
const point = (place: Place | Spot, note: string, reliability: Reliability, extra: Extra = {}): FuelPoint => ({
  place,
  note,
  reliability,
  check: extra.check ?? [],
  ...(extra.warning ? { warning: extra.warning } : {}),
  ...(extra.record ? { record: extra.record } : {}),
});
const fuel = (place: Place | Spot, note: string, extra: Extra = {}) => point(place, note, "reliable", extra);

export interface FuelStretch {
  /** The place names where it begins and ends (a stage end or a point of route-points.ts), in route order. */
  from: string;
  to: string;
  /** "frequent": stations all along, no gap to plan; "rare": a few small ones, not to be counted on. */
  kind: "frequent" | "rare";
  note: string;
}

/** Stretches with stations not listed as points: frequent ones, or the few the stage table mentions. */
export const fuelStretches: readonly FuelStretch[] = [
  { from: "Vitória", to: "Mendoza", kind: "frequent", note: "Postos frequentes em todo o trecho até Mendoza." },
  {
    from: "Mendoza",
    to: "Malargüe",
    kind: "frequent",
    note: "O trecho passa pelas cidades do Valle de Uco, com postos; encha o tanque em Malargüe.",
  },
  { from: "Malargüe", to: "Chos Malal", kind: "rare", note: "Há postos, raros, entre Malargüe e Chos Malal." },
  {
    from: "Puerto Natales",
    to: "Punta Delgada",
    kind: "rare",
    note:
      "Entre Puerto Natales e a balsa só há bombas pequenas, que já estavam quebradas ou só aceitavam " +
      "dinheiro: não conte com elas. Punta Arenas, com postos, fica 50 km fora da rota.",
  },
];

const gobernadorCosta: Spot = {
  name: "Gobernador Costa",
  country: "Argentina",
  on: [{ stage: "Esquel → Perito Moreno (cidade)", km: 190 }],
  source: "esquelGobernadorCosta",
};

// Stations on the road that have been found dry: named, so a crew in trouble knows they exist, and
// never counted on, so no gap is closed by them.
const tecka: Spot = {
  name: "Tecka",
  country: "Argentina",
  on: [{ stage: "Esquel → Perito Moreno (cidade)", km: 90 }],
  source: "esquelTecka",
};
// On RN 3 at San Sebastián, by the Argentine post, 11 km past the border.
const sanSebastianStation: Spot = {
  name: "San Sebastián (Argentina)",
  country: "Argentina",
  on: [{ stage: "Punta Delgada → Río Grande", km: 160 }],
  source: "sanSebastianAccess",
};

/** In route order; a town the road passes twice (Uspallata, Los Andes, Puerto Natales) is listed once. */
export const fuelPoints: readonly FuelPoint[] = [
  fuel(stageEnd("Mendoza"), "Cidade grande: postos em toda parte."),
  fuel(
    p.uspallata,
    "O último posto argentino antes do Cristo Redentor: encha no YPF da vila (o grande, da aduana, foi fechado " +
      "em fevereiro de 2026).",
    { record: "uspallataYpf" },
  ),
  fuel(p.losAndes, "O primeiro posto chileno depois da cordilheira."),
  fuel(stageEnd("Santiago"), "Cidade grande: postos em toda parte."),
  fuel(stageEnd("Malargüe"), "Saia com o tanque cheio: ao sul, postos raros até Chos Malal."),
  fuel(stageEnd("Chos Malal"), "Postos na cidade (YPF e outros). Há YPF também em Las Lajas, a caminho de Zapala.", {
    record: "chosMalalLasLajas",
  }),
  fuel(p.zapala, "Na metade do caminho até Junín de los Andes."),
  fuel(stageEnd("Junín de los Andes"), "Encha aqui: não há posto até Curarrehue, já no Chile."),
  fuel(stageEnd("Pucón"), "Postos na cidade."),
  fuel(p.sanMartin, "Postos na cidade, antes da Ruta de los Siete Lagos."),
  fuel(p.villaLaAngostura, "Postos na cidade."),
  fuel(stageEnd("Bariloche"), "Cidade grande: postos em toda parte."),
  fuel(p.elBolson, "Postos na cidade."),
  fuel(stageEnd("Esquel"), "Postos na cidade."),
  point(tecka, "Posto na vila.", "runs-dry", {
    warning: "Já ficou sem diesel (outubro de 2023): não conte com ele.",
    record: "tecka",
  }),
  fuel(gobernadorCosta, "Posto na cidade; já ficou sem gasolina uma vez (2013): encha em Esquel também.", {
    record: "tecka",
  }),
  fuel(p.rioMayo, "Posto na cidade."),
  fuel(stageEnd("Perito Moreno (cidade)"), "Encha aqui: o trecho até Gobernador Gregores é o mais isolado da rota.", {
    check: ["vialidadArgentina"],
  }),
  point(stageEnd("Bajo Caracoles"), "Um posto só.", "runs-dry", {
    warning: "Já ficou dias sem combustível: não conte com ele.",
    record: "bajoCaracolesDry",
    check: ["vialidadArgentina"],
  }),
  fuel(
    stageEnd("Gobernador Gregores"),
    "Encha aqui antes de Tres Lagos e do ripio: cidade pequena, longe dos depósitos; chegue com reserva.",
    { check: ["vialidadArgentina"] },
  ),
  point(p.tresLagos, "Um posto só.", "runs-dry", {
    warning: "Pode estar sem combustível: saia de Gobernador Gregores com o tanque cheio.",
  }),
  fuel(stageEnd("El Chalten"), "Posto na vila."),
  fuel(stageEnd("El Calafate"), "Postos na cidade."),
  fuel(p.esperanza, "Posto de serviço isolado na estepa, a caminho de Río Turbio.", {}),
  fuel(
    p.rioTurbio,
    "O último posto argentino antes do Paso Dorotea. O de Tapi Aike, antes dele, só aceita dinheiro e às " +
      "vezes só tem diesel.",
    { record: "tapiAike" },
  ),
  fuel(
    stageEnd("Puerto Natales"),
    "Encha aqui: não conte com combustível em Torres del Paine, e de volta do parque não há posto confiável " +
      "até Cerro Sombrero.",
    { record: "natalesNoFuel" },
  ),
  point(p.cerroCastillo, "Um posto pequeno, caro.", "runs-dry", {
    warning: "Não é confiável: encha em Puerto Natales.",
    record: "cerroCastilloFuel",
  }),
  point(p.cerroSombrero, "O único posto entre a balsa e San Sebastián: uma bomba só.", "short-hours", {
    warning:
      "Horário curto: já foi encontrado sem ninguém ao meio-dia e fecha à tarde. Chegue de dia e com reserva " +
      "para Río Grande.",
    record: "cerroSombreroHours",
  }),
  point(sanSebastianStation, "Posto junto à aduana argentina.", "runs-dry", {
    warning:
      "Já estava sem combustível quando uma equipe passou: não conte com ele; chegue com reserva para Río Grande.",
    record: "sanSebastianStation",
  }),
  fuel(stageEnd("Río Grande"), "Cidade grande: postos em toda parte."),
  fuel(p.tolhuin, "Postos na cidade, antes do Paso Garibaldi."),
  fuel(stageEnd("Ushuaia"), "Postos na cidade."),
];
