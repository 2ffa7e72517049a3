// The road between two stage ends, where the straight line strays far from it: the towns the road
// goes through, in driving order, keyed by the stage ("from → to", as stages.ts names its places).
// The position-on-route page (/na-estrada) measures along this chain, and the route's GPX file draws
// it. Each town's coordinates and their source are in road-places.ts; the roads taken are the stage
// table's own (its `roads` column), so a town is listed here only if that column's road runs through it.
import { roadPlaces as p, type RoadPlace } from "./road-places.ts";
import { stages, type Place } from "./stages.ts";

/** A stage end, read from the stage table (never copied). */
export const stageEnd = (name: string): Place => stages.find((s) => s.to.name === name)!.to;

/** Intermediate points by stage, "from → to". */
export const routeVia: Record<string, readonly (RoadPlace | Place)[]> = {
  // BR-101 to Rio, BR-116 (Dutra) to São Paulo, then west to the BR-277.
  "Vitória → Foz do Iguaçu": [p.rio, p.saoPaulo],
  // RN 12 by Posadas and Corrientes.
  "Foz do Iguaçu → Resistencia": [p.posadas],
  // RN 11 down to Santa Fe, then RN 19 west.
  "Resistencia → Córdoba": [p.santaFe],
  // RN 20 and RN 7 by San Luis.
  "Córdoba → Mendoza": [p.sanLuis],
  // RN 7 by Uspallata to the tunnel, Ruta 60 down to Los Andes.
  "Mendoza → Santiago": [p.uspallata, p.libertadores, p.losAndes],
  "Santiago → Mendoza": [p.losAndes, p.libertadores, p.uspallata],
  // RN 40 by Zapala.
  "Chos Malal → Junín de los Andes": [p.zapala],
  // Back over Mamuil Malal to the RN 40 near Junín, then the Seven Lakes road (the same point as the
  // stage end in stages.ts).
  "Pucón → Bariloche": [stageEnd("Junín de los Andes"), p.sanMartin, p.villaLaAngostura],
  // RN 40 by El Bolsón.
  "Bariloche → Esquel": [p.elBolson],
  // RN 40 by Río Mayo.
  "Esquel → Perito Moreno (cidade)": [p.rioMayo],
  // RN 40 by Tres Lagos, then RP 23.
  "Gobernador Gregores → El Chalten": [p.tresLagos],
  // RN 40 and RP 5/7 round by Esperanza and Río Turbio.
  "El Calafate → Puerto Natales": [p.esperanza, p.rioTurbio],
  // Ruta 9 back through Puerto Natales.
  "Torres del Paine → Punta Delgada": [stageEnd("Puerto Natales")],
  // Ruta 257 by Cerro Sombrero, the only fuel on Chilean Tierra del Fuego.
  "Punta Delgada → Río Grande": [p.cerroSombrero],
  // RN 3 by Tolhuin.
  "Río Grande → Ushuaia": [p.tolhuin],
};
