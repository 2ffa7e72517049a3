// The road between two stage ends, where the straight line strays far from it: the towns the road
// goes through, in driving order, keyed by the stage ("from → to", as stages.ts names its places).
// The position-on-route page (/na-estrada) measures along this chain, and the route's GPX file draws
// it. Each town's coordinates and their source are in road-places.ts; the roads taken are the stage
// table's own (its `roads` column), so a town is listed here only if that column's road runs through it.
// Where a road distance from the stage's start has been published, the point carries it (`km`, with
// its source in sources.ts, `kmSource`): the chain is then exact there, and only scaled between such points.
import { roadPlaces as p, type RoadPlace } from "./road-places.ts";
import type { FactKey } from "./sources.ts";
import { stages, type Place } from "./stages.ts";

/** A stage end, read from the stage table (never copied). */
export const stageEnd = (name: string): Place => stages.find((s) => s.to.name === name)!.to;

/** A point of the chain; `km` is its published road distance from the stage's start. */
export type Via = (RoadPlace | Place) & { km?: number; kmSource?: FactKey };

const kmFrom = (place: RoadPlace | Place, km: number, source: FactKey): Via => ({ ...place, km, kmSource: source });

/** Intermediate points by stage, "from → to". */
export const routeVia: Record<string, readonly Via[]> = {
  // BR-101 to Rio, BR-116 (Dutra) to São Paulo, then west to the BR-277.
  "Vitória → Foz do Iguaçu": [p.rio, p.saoPaulo],
  // Over the Tancredo Neves bridge, then RN 12 by Eldorado, Posadas and Corrientes. Foz to Puerto
  // Iguazú is about 12 km across the bridge; from there the RN 12's published km.
  "Foz do Iguaçu → Resistencia": [
    p.tancredoNeves,
    p.puertoIguazu,
    kmFrom(p.eldorado, 112, "eldoradoRoads"),
    kmFrom(p.posadas, 318, "eldoradoRoads"),
  ],
  // RN 11 down to Santa Fe, then RN 19 west.
  "Resistencia → Córdoba": [p.santaFe],
  // RN 20 and RN 7 by San Luis.
  "Córdoba → Mendoza": [kmFrom(p.sanLuis, 412, "cordobaSanLuisMendoza")],
  // RN 7 by Uspallata to the tunnel, Ruta 60 down to Los Andes.
  "Mendoza → Santiago": [
    kmFrom(p.uspallata, 105, "mendozaUspallata"),
    p.libertadores,
    kmFrom(p.losAndes, 280, "losAndesSantiago"),
  ],
  "Santiago → Mendoza": [
    kmFrom(p.losAndes, 80, "losAndesSantiago"),
    p.libertadores,
    kmFrom(p.uspallata, 255, "mendozaUspallata"),
  ],
  // RN 40 by Zapala.
  "Chos Malal → Junín de los Andes": [p.zapala],
  // RP 60 up to the pass, Ruta 199 down to Pucón.
  "Junín de los Andes → Pucón": [kmFrom(p.mamuilMalal, 60, "juninMamuilMalal")],
  // Back over Mamuil Malal to the RN 40 near Junín, then the Seven Lakes road (the same point as the
  // stage end in stages.ts).
  "Pucón → Bariloche": [
    kmFrom(p.mamuilMalal, 75, "puconMamuilMalal"),
    kmFrom(stageEnd("Junín de los Andes"), 135, "juninMamuilMalal"),
    p.sanMartin,
    p.villaLaAngostura,
  ],
  // RN 40 by El Bolsón.
  "Bariloche → Esquel": [p.elBolson],
  // RN 40 by Río Mayo.
  "Esquel → Perito Moreno (cidade)": [kmFrom(p.rioMayo, 435, "rioMayoPeritoMoreno")],
  // RN 40 by Tres Lagos, then RP 23.
  "Gobernador Gregores → El Chalten": [kmFrom(p.tresLagos, 172, "gregoresElChalten")],
  // RN 40 round by Esperanza and Río Turbio, then over Dorotea to Ruta 9.
  "El Calafate → Puerto Natales": [
    kmFrom(p.esperanza, 163, "calafateEsperanza"),
    kmFrom(p.rioTurbio, 320, "calafateRioTurbio"),
    p.dorotea,
  ],
  // Ruta 9 to Cerro Castillo, then the park's road to the Laguna Amarga gate.
  "Puerto Natales → Torres del Paine": [kmFrom(p.cerroCastillo, 63, "natalesCerroCastillo")],
  // Back by Cerro Castillo and Puerto Natales, Ruta 9 south almost to Punta Arenas, then Ruta 255.
  "Torres del Paine → Punta Delgada": [
    kmFrom(p.cerroCastillo, 52, "natalesCerroCastillo"),
    kmFrom(stageEnd("Puerto Natales"), 115, "natalesParque"),
    kmFrom(p.ruta255, 312, "ruta255Junction"),
  ],
  // Ruta 257 by Cerro Sombrero, the only fuel on Chilean Tierra del Fuego, to the border.
  "Punta Delgada → Río Grande": [p.cerroSombrero, kmFrom(p.sanSebastian, 149, "sanSebastianAccess")],
  // RN 3 by Tolhuin.
  "Río Grande → Ushuaia": [kmFrom(p.tolhuin, 105, "rioGrandeUshuaia")],
};
