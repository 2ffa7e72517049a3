// Towns and junctions on the real road, each with a road distance from a neighbouring one as a
// source gives it (sources.ts): what the route chain is held to. Their coordinates are those of
// road-places.ts and stages.ts, where each one's source is given.
import type { LatLon } from "./destinations.ts";
import { roadPlaces as p } from "./road-places.ts";
import { stageEnd } from "./route-points.ts";
import type { FactKey } from "./sources.ts";

export interface Checkpoint {
  name: string;
  coordinates: LatLon;
  /** The stage both points lie on ("from → to"), where the road passes the same place twice. */
  stage: string;
  /** The neighbouring checkpoint, and the published road km from it. */
  from: { name: string; coordinates: LatLon };
  km: number;
  source: FactKey;
}

const c = (
  to: { name: string; coordinates: LatLon },
  from: { name: string; coordinates: LatLon },
  stage: string,
  km: number,
  source: FactKey,
): Checkpoint => ({ name: to.name, coordinates: to.coordinates, stage, from, km, source });

export const checkpoints: readonly Checkpoint[] = [
  c(p.eldorado, p.puertoIguazu, "Foz do Iguaçu → Resistencia", 100, "eldoradoRoads"),
  c(p.posadas, p.eldorado, "Foz do Iguaçu → Resistencia", 206, "eldoradoRoads"),
  c(p.sanLuis, stageEnd("Córdoba"), "Córdoba → Mendoza", 412, "cordobaSanLuisMendoza"),
  c(stageEnd("Mendoza"), p.sanLuis, "Córdoba → Mendoza", 255, "cordobaSanLuisMendoza"),
  c(p.uspallata, stageEnd("Mendoza"), "Mendoza → Santiago", 105, "mendozaUspallata"),
  c(stageEnd("Santiago"), p.losAndes, "Mendoza → Santiago", 80, "losAndesSantiago"),
  c(p.mamuilMalal, stageEnd("Junín de los Andes"), "Junín de los Andes → Pucón", 60, "juninMamuilMalal"),
  c(p.mamuilMalal, stageEnd("Pucón"), "Pucón → Bariloche", 74, "puconMamuilMalal"),
  c(p.villaLaAngostura, p.sanMartin, "Pucón → Bariloche", 110, "sevenLakes"),
  c(stageEnd("Perito Moreno (cidade)"), p.rioMayo, "Esquel → Perito Moreno (cidade)", 125, "rioMayoPeritoMoreno"),
  c(
    stageEnd("Bajo Caracoles"),
    stageEnd("Perito Moreno (cidade)"),
    "Perito Moreno (cidade) → Bajo Caracoles",
    128,
    "peritoMorenoBajoCaracoles",
  ),
  c(p.tresLagos, stageEnd("Gobernador Gregores"), "Gobernador Gregores → El Chalten", 172, "gregoresElChalten"),
  c(stageEnd("El Chalten"), p.tresLagos, "Gobernador Gregores → El Chalten", 127, "gregoresElChalten"),
  c(p.esperanza, stageEnd("El Calafate"), "El Calafate → Puerto Natales", 163, "calafateEsperanza"),
  c(p.rioTurbio, stageEnd("El Calafate"), "El Calafate → Puerto Natales", 320, "calafateRioTurbio"),
  c(stageEnd("Puerto Natales"), p.rioTurbio, "El Calafate → Puerto Natales", 31, "rioTurbioNatales"),
  c(p.cerroCastillo, stageEnd("Puerto Natales"), "Puerto Natales → Torres del Paine", 63, "natalesCerroCastillo"),
  c(
    stageEnd("Torres del Paine"),
    p.cerroCastillo,
    "Puerto Natales → Torres del Paine",
    56,
    "cerroCastilloLagunaAmarga",
  ),
  // Puerto Natales–Punta Arenas 247 km, the turn-off about 50 km before Punta Arenas.
  c(p.ruta255, stageEnd("Puerto Natales"), "Torres del Paine → Punta Delgada", 197, "ruta255Junction"),
  // Punta Arenas–Primera Angostura 160 km, less the 50 km to the turn-off.
  c(stageEnd("Punta Delgada"), p.ruta255, "Torres del Paine → Punta Delgada", 110, "puntaArenasPuntaDelgada"),
  c(p.tolhuin, stageEnd("Río Grande"), "Río Grande → Ushuaia", 105, "rioGrandeUshuaia"),
  c(stageEnd("Ushuaia"), p.tolhuin, "Río Grande → Ushuaia", 104, "rioGrandeUshuaia"),
];
