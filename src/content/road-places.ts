// Places on the road between two stage ends, for the position-on-route page (/na-estrada), the
// route's GPX file and its fuel stops. Each one's coordinates were read from the page named in
// `source` (WGS84 degrees, south and west negative) on 2026-11-25; a town's centre, not a station.
// The stage ends themselves live in stages.ts and destinations.ts and are not repeated here.
import type { LatLon } from "./destinations.ts";
import type { Place } from "./stages.ts";

export interface RoadPlace extends Place {
  /** Where the coordinates come from. */
  source: string;
  /** The road crosses the border here: the country changes at this point, not before. */
  border?: true;
}

const at = (name: string, country: Place["country"], coordinates: LatLon, source: string): RoadPlace => ({
  name,
  country,
  coordinates,
  source,
});

// Where the line between two towns of the route crosses the border in the map's own country shapes
// (Natural Earth 1:50m, sources.ts `naturalEarth`): the country is decided there, so the emergency
// numbers change at the border and not halfway between the towns. Named by the crossing it stands for.
const border = (name: string, country: Place["country"], coordinates: LatLon): RoadPlace => ({
  ...at(name, country, coordinates, "Natural Earth 1:50m: a linha entre as duas cidades cruza a fronteira"),
  border: true,
});

export const roadPlaces = {
  rio: at(
    "Rio de Janeiro",
    "Brasil",
    { lat: -22.9028, lon: -43.1725 },
    "Prefeitura/Revista Rio Total, síntese geográfica: 22°54′10″ S, 43°10′21″ O",
  ),
  saoPaulo: at(
    "São Paulo",
    "Brasil",
    { lat: -23.5503, lon: -46.6339 },
    "Wikipédia (pt), São Paulo: 23°33′01″ S, 46°38′02″ O",
  ),
  tancredoNeves: border("Ponte Tancredo Neves", "Brasil", { lat: -25.5759, lon: -54.5822 }),
  puertoIguazu: at(
    "Puerto Iguazú",
    "Argentina",
    { lat: -25.6108, lon: -54.5803 },
    "Wikipedia (de), Puerto Iguazú: 25°37′ S, 54°35′ O",
  ),
  eldorado: at(
    "Eldorado",
    "Argentina",
    { lat: -26.4011, lon: -54.6186 },
    "Wikipedia (en), Eldorado Department: 26°24′04″ S, 54°37′07″ O",
  ),
  posadas: at(
    "Posadas",
    "Argentina",
    { lat: -27.3667, lon: -55.897 },
    "Wikipedia (es), Posadas: 27°22′00″ S, 55°53′49″ O",
  ),
  santaFe: at(
    "Santa Fe",
    "Argentina",
    { lat: -31.633, lon: -60.7 },
    "Wikipedia (en), Santa Fe, Argentina: 31°38′ S, 60°42′ O",
  ),
  sanLuis: at(
    "San Luis",
    "Argentina",
    { lat: -33.2984, lon: -66.3305 },
    "Wikipédia (fr), San Luis (Argentine): 33°17′54″ S, 66°19′50″ O",
  ),
  uspallata: at(
    "Uspallata",
    "Argentina",
    { lat: -32.5922, lon: -69.3453 },
    "Wikipedia (es), Uspallata: 32°35′32″ S, 69°20′43″ O",
  ),
  // The border runs through the tunnel: west of it is Chile.
  libertadores: {
    ...at(
      "Paso Los Libertadores (túnel Cristo Redentor)",
      "Argentina",
      { lat: -32.8228, lon: -70.083 },
      "Wikipedia (fr/it), Paso Internacional Los Libertadores: 32°49′22″ S, 70°04′59″ O",
    ),
    border: true,
  },
  losAndes: at(
    "Los Andes",
    "Chile",
    { lat: -32.8337, lon: -70.5982 },
    "Wikipedia (es), Los Andes (Chile): 32°50′01″ S, 70°35′54″ O",
  ),
  mamuilMalal: border("Paso Mamuil Malal", "Argentina", { lat: -39.5975, lon: -71.5371 }),
  zapala: at("Zapala", "Argentina", { lat: -38.9, lon: -70.067 }, "Wikipedia (en), Zapala: 38°54′ S, 70°04′ O"),
  sanMartin: at(
    "San Martín de los Andes",
    "Argentina",
    { lat: -40.167, lon: -71.35 },
    "Wikipedia (en), San Martín de los Andes: 40°10′ S, 71°21′ O",
  ),
  villaLaAngostura: at(
    "Villa La Angostura",
    "Argentina",
    { lat: -40.7616, lon: -71.6448 },
    "Wikipedia (es), Villa La Angostura: 40°45′42″ S, 71°38′41″ O",
  ),
  elBolson: at(
    "El Bolsón",
    "Argentina",
    { lat: -41.967, lon: -71.533 },
    "Wikipedia (es), El Bolsón: 41°58′00″ S, 71°32′00″ O",
  ),
  rioMayo: at(
    "Río Mayo",
    "Argentina",
    { lat: -45.6869, lon: -70.26 },
    "Wikipedia (en), Río Mayo, Chubut: 45°41′13″ S, 70°15′36″ O",
  ),
  tresLagos: at(
    "Tres Lagos",
    "Argentina",
    { lat: -49.5981, lon: -71.4464 },
    "Wikipedia (es), Tres Lagos: 49°35′53″ S, 71°26′47″ O",
  ),
  // Derived: the Degree Confluence Project's point 51°S 71°W lies "13,0 km W of Esperanza".
  esperanza: at(
    "Esperanza",
    "Argentina",
    { lat: -51.0, lon: -70.814 },
    "confluence.org, 51°S 71°W: 13,0 km a oeste de Esperanza",
  ),
  rioTurbio: at(
    "Río Turbio",
    "Argentina",
    { lat: -51.5333, lon: -72.3 },
    "Wikipedia (es), Río Turbio (Santa Cruz): 51°32′ S, 72°18′ O",
  ),
  cerroCastillo: at(
    "Cerro Castillo",
    "Chile",
    { lat: -51.2561, lon: -72.3447 },
    "Wikipédia (fr), Villa Cerro Castillo: 51°15′22″ S, 72°20′41″ O",
  ),
  dorotea: border("Fronteira do Paso Dorotea", "Argentina", { lat: -51.592, lon: -72.3614 }),
  // Approximate: on Ruta 9 about 50 km north of Punta Arenas (53°10′ S, 70°54′ O); the road km
  // come from sources.ts, not from this point.
  ruta255: at(
    "Entroncamento da Ruta 9 com a Ruta 255",
    "Chile",
    { lat: -52.77, lon: -70.95 },
    "posição aproximada: Ruta 9, cerca de 50 km ao norte de Punta Arenas (chileruta.com, 2024-05-12)",
  ),
  cerroSombrero: at(
    "Cerro Sombrero",
    "Chile",
    { lat: -52.7738, lon: -69.2877 },
    "Wikipedia (en), Cerro Sombrero: 52°46′26″ S, 69°17′16″ O",
  ),
  sanSebastian: border("Fronteira de San Sebastián", "Chile", { lat: -53.1945, lon: -68.6329 }),
  tolhuin: at(
    "Tolhuin",
    "Argentina",
    { lat: -54.5062, lon: -67.1905 },
    "Wikipedia (en), Tolhuin: 54°30,37′ S, 67°11,43′ O",
  ),
} as const satisfies Record<string, RoadPlace>;
