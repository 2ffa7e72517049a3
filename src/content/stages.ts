// The outbound road, stage by stage, from Vitória to Ushuaia: what a crew plans its days with.
// Each stage runs between two named places with coordinates; a stage that ends at one of the nine
// destinations closes that leg of the journey, so the map and any position-on-route view can read
// the same chain. Road distances are rounded (the odometer differs by the road taken); hours and
// rules change with the season, so each crossing says where to check the day's status.
import { destinations, start, type LatLon } from "./destinations.ts";
import type { SourceKey } from "./sources.ts";

/** "YYYY-MM-DD": the day the stage table was last checked against its sources. */
export const stagesCheckedOn = "2026-11-27";

export interface Place {
  name: string;
  country: "Brasil" | "Argentina" | "Chile";
  coordinates: LatLon;
}

/** "temporada 2025–26": the southern summer a crossing's hours belong to (December to March). */
export type Season = `temporada ${number}–${number}`;

/** The summer the crews of this site drive: hours of an older season are said to be so. */
export const drivingSeason: Season = "temporada 2026–27";

/** Said beside a crossing's hours when they are not yet this season's. */
export const seasonNote = (c: Crossing) =>
  c.season === drivingSeason ? "" : `O horário da ${drivingSeason} ainda não foi publicado: confira no dia.`;

export interface Crossing {
  kind: "fronteira" | "balsa";
  name: string;
  /** The season the hours were published for: hours change every year, so a reader must see which. */
  season: Season;
  /** Opening hours in that season, local time, with the date of the notice they come from. */
  hours: string;
  /** Where to check the day's status. */
  check: SourceKey[];
}

export interface Stage {
  from: Place;
  to: Place;
  /** Rounded road distance in km. */
  km: number;
  /** Typical time at the wheel, without stops or border queues. */
  driving: string;
  /** Driving days a crew typically gives this stage (0.5 for a short one). */
  days: number;
  roads: string;
  surface: string;
  /** Where to fill up before the next long gap. */
  fuel: string;
  crossings: Crossing[];
  /** Index of the destination whose leg this stage belongs to (destinations[leg]). */
  leg: number;
}

const place = (name: string, country: Place["country"], lat: number, lon: number): Place => ({
  name,
  country,
  coordinates: { lat, lon },
});

// Towns the road passes where a stage ends; the nine destinations come from destinations.ts.
const foz = place("Foz do Iguaçu", "Brasil", -25.5163, -54.5854);
const resistencia = place("Resistencia", "Argentina", -27.4606, -58.9839);
const cordoba = place("Córdoba", "Argentina", -31.4201, -64.1888);
const malargue = place("Malargüe", "Argentina", -35.4745, -69.5845);
const chosMalal = place("Chos Malal", "Argentina", -37.3781, -70.2708);
const junin = place("Junín de los Andes", "Argentina", -39.9504, -71.0694);
const esquel = place("Esquel", "Argentina", -42.9115, -71.3195);
const peritoMoreno = place("Perito Moreno (cidade)", "Argentina", -46.5899, -70.9297);
const bajoCaracoles = place("Bajo Caracoles", "Argentina", -47.4446, -70.9285);
const gregores = place("Gobernador Gregores", "Argentina", -48.7509, -70.2478);
// The ferry's point on the Primera Angostura, where the day ends and the crossing is measured: the
// Punta Delgada lighthouse, with the ferry terminal beside it (sources.ts `puntaDelgadaFerry`).
const puntaDelgada = place("Punta Delgada", "Chile", -52.4567, -69.5467);
// The day across the Strait ends in Río Grande, the first town past the San Sebastián border posts:
// the posts themselves are no place to sleep.
const rioGrande = place("Río Grande", "Argentina", -53.7877, -67.7096);

const stop = (slug: string): Place => {
  const d = destinations.find((x) => x.slug === slug)!;
  return { name: d.name, country: d.country, coordinates: d.coordinates };
};
// Approximate (to the minute): the Laguna Amarga gate, where the park's road comes in from Cerro Castillo.
const torresDelPaine: Place = { ...stop("torres-del-paine"), coordinates: { lat: -50.9833, lon: -72.75 } };

// Hours quoted with the notice they come from; the status boards are the authority on the day.
const cristoRedentor = (side: string): Crossing => ({
  kind: "fronteira",
  name: `Paso Cristo Redentor (${side})`,
  season: "temporada 2025–26",
  hours:
    "24 horas, no regime de verão, que em 2025 começou em 1º de setembro. O regime muda no outono e na " +
    "primavera: no inverno de 2025 o passo abria das 9h às 21h (hora argentina), com barreiras em Uspallata " +
    "às 19h e em Guardia Vieja às 18h. Fecha com neve e vento, às vezes por dias.",
  check: ["pasosChile", "pasosArgentina", "vialidadArgentina"],
});
const mamuilMalal: Crossing = {
  kind: "fronteira",
  name: "Paso Mamuil Malal",
  season: "temporada 2025–26",
  hours:
    "8h às 20h para carros e ônibus (boletim oficial de 31 de dezembro de 2025). O horário muda a cada " +
    "temporada: no inverno de 2024 foi das 9h às 18h. Correntes exigidas com neve.",
  check: ["pasosChile", "pasosArgentina"],
};

// Chile → Argentina on Tierra del Fuego, crossed again the other way on the return.
const sanSebastian: Crossing = {
  kind: "fronteira",
  name: "Paso San Sebastián",
  season: "temporada 2025–26",
  hours:
    "das 6h às 22h, com saída do Chile até 21h40, de 1º de dezembro de 2025 a 28 de fevereiro de 2026 " +
    "(Delegação Provincial da Terra do Fogo chilena); fora do verão, não encontramos o horário publicado.",
  check: ["pasosChile", "pasosArgentina"],
};

/** Monte Aymond: not on the outbound road, but the return day from Ushuaia ends there. */
const integracionAustral: Crossing = {
  kind: "fronteira",
  name: "Paso Integración Austral, em Monte Aymond",
  season: "temporada 2025–26",
  hours:
    "abre às 8h, com saídas até 23h45 e entradas até 23h59, desde 1º de dezembro de 2025 (até 30 de " +
    "novembro, das 8h às 22h).",
  check: ["pasosChile", "pasosArgentina"],
};

/** The crossings of the return day from Ushuaia, in the order driven: the destination page reads their hours here. */
export const returnDayCrossings: readonly Crossing[] = [sanSebastian, integracionAustral];

/** Border hours are local time; the two countries' clocks differ in the southern winter. */
export const timeZoneNote =
  "Os horários são locais. A Argentina fica em UTC−3 o ano todo, sem horário de verão, e Magallanes e " +
  "Aysén, no Chile, também. O resto do Chile (Santiago, Pucón, Osorno) atrasa o relógio para UTC−4 do " +
  "primeiro sábado de abril ao primeiro sábado de setembro: nesses meses, no Cristo Redentor e no Cardenal " +
  "Samoré, o Chile está uma hora atrás da Argentina.";

type StageInput = Omit<Stage, "from" | "leg">;

const outbound: StageInput[] = [
  {
    to: foz,
    km: 2000,
    driving: "25 h",
    days: 3,
    roads: "BR-101 e BR-116 até São Paulo, Castello Branco e rodovias do Paraná até a BR-277",
    surface: "Asfalto, com longos trechos de pista dupla",
    fuel: "Postos frequentes; encha o tanque em Foz antes da ponte",
    crossings: [],
  },
  {
    to: resistencia,
    km: 630,
    driving: "8 h",
    days: 1,
    roads: "RN 12 por Puerto Iguazú, Posadas e Corrientes",
    surface: "Asfalto",
    fuel: "Postos frequentes ao longo da RN 12",
    crossings: [
      {
        kind: "fronteira",
        name: "Ponte Tancredo Neves (Foz do Iguaçu–Puerto Iguazú)",
        season: "temporada 2025–26",
        hours:
          "não encontramos o horário publicado em fonte oficial: confira antes de sair de Foz. Em feriados " +
          "e no fim do ano a fila na aduana argentina passa de 3 horas (relatos de dezembro de 2022): cruze " +
          "cedo.",
        check: ["pasosArgentina"],
      },
    ],
  },
  {
    to: cordoba,
    km: 880,
    driving: "10 h",
    days: 1,
    roads: "RN 11 até Santa Fe e RN 19",
    surface: "Asfalto",
    fuel: "Postos frequentes",
    crossings: [],
  },
  {
    to: stop("mendoza"),
    km: 670,
    driving: "8 h",
    days: 1,
    roads: "RN 20 e RN 7, por San Luis",
    surface: "Asfalto",
    fuel: "Postos frequentes",
    crossings: [],
  },
  {
    to: stop("santiago"),
    km: 360,
    driving: "6 a 7 h",
    days: 1,
    roads: "RN 7 (Argentina), Ruta 60 e Ruta 57 (Chile)",
    surface: "Asfalto de montanha, túnel a 3.200 m e a descida em curvas fechadas dos Caracoles",
    fuel: "Uspallata, o último posto argentino; depois só em Los Andes, no Chile",
    crossings: [cristoRedentor("Los Libertadores, do lado chileno")],
  },
  {
    to: stop("mendoza"),
    km: 360,
    driving: "6 a 7 h",
    days: 1,
    roads: "Ruta 57 e Ruta 60 (Chile), RN 7 (Argentina)",
    surface: "Asfalto de montanha, os Caracoles agora em subida",
    fuel: "Los Andes, no Chile; depois Uspallata",
    crossings: [cristoRedentor("Horcones, do lado argentino")],
  },
  {
    to: malargue,
    km: 320,
    driving: "4 h",
    days: 1,
    roads: "RN 40 pelo Valle de Uco e o trecho novo a partir de Pareditas",
    surface: "Asfalto",
    fuel: "Malargüe: saia com o tanque cheio",
    crossings: [],
  },
  {
    to: chosMalal,
    km: 335,
    driving: "5 a 6 h",
    days: 1,
    roads: "RN 40 por Bardas Blancas e Barrancas",
    surface:
      "Asfalto até Bardas Blancas; ao sul, longos trechos de ripio (cascalho) e de asfalto esburacado, " +
      "lentos para carro baixo: confira o estado na Vialidad",
    fuel: "Malargüe; postos raros até Chos Malal",
    crossings: [],
  },
  {
    to: junin,
    km: 416,
    driving: "7 h",
    days: 1,
    roads: "RN 40 por Zapala",
    surface: "Asfalto",
    fuel: "Zapala, na metade do caminho",
    crossings: [],
  },
  {
    to: stop("pucon"),
    km: 135,
    driving: "3 h",
    days: 0.5,
    roads: "RP 60 (Argentina) e Ruta 199 (Chile)",
    surface: "Ripio em parte da RP 60, do lado argentino; asfalto do lado chileno",
    fuel: "Junín de los Andes; não há posto até Curarrehue, no Chile",
    crossings: [mamuilMalal],
  },
  {
    to: stop("bariloche"),
    km: 370,
    driving: "6 a 7 h",
    days: 1,
    roads:
      "Ruta 199, RP 60, RN 40 pela Ruta de los Siete Lagos (110 km de San Martín de los Andes a Villa La Angostura)",
    surface: "Asfalto, menos o ripio da RP 60",
    fuel: "Pucón; depois San Martín de los Andes e Villa La Angostura",
    crossings: [
      mamuilMalal,
      {
        kind: "fronteira",
        name: "Alternativa: Paso Cardenal Samoré (por Osorno)",
        season: "temporada 2025–26",
        hours: "8h às 19h (boletim oficial de 31 de dezembro de 2025); filas de quilômetros em feriados.",
        check: ["pasosChile", "pasosArgentina"],
      },
    ],
  },
  {
    to: esquel,
    km: 270,
    driving: "4 h",
    days: 1,
    roads: "RN 40 por El Bolsón",
    surface: "Asfalto",
    fuel: "Postos em El Bolsón e Esquel",
    crossings: [],
  },
  {
    to: peritoMoreno,
    km: 560,
    driving: "7 a 8 h",
    days: 1,
    roads: "RN 40 por Tecka, Gobernador Costa e Río Mayo",
    surface:
      "Asfalto, menos os 42 km entre Facundo e Los Tamariscos (entre Gobernador Costa e Río Mayo): em obras " +
      "de fevereiro de 2026 a meados de 2027, com desvios de cerca de 27 km de ripio; confira na Vialidad",
    fuel: "Gobernador Costa e Río Mayo; encha em Perito Moreno",
    crossings: [],
  },
  {
    to: bajoCaracoles,
    km: 128,
    driving: "2 h",
    days: 0.5,
    roads: "RN 40",
    surface: "Asfalto; confira obras na Vialidad",
    fuel: "Perito Moreno: o posto de Bajo Caracoles já ficou dias sem combustível",
    crossings: [],
  },
  {
    to: gregores,
    // Perito Moreno–Gobernador Gregores is 352 km (sources.ts `peritoMorenoGregores`), 128 of them
    // to Bajo Caracoles.
    km: 224,
    driving: "3 h",
    days: 0.5,
    roads: "RN 40",
    surface: "Asfalto",
    fuel: "Nenhum posto confiável desde Perito Moreno: é aqui que o galão de reserva vale a viagem",
    crossings: [],
  },
  {
    to: stop("el-chalten"),
    km: 300,
    driving: "5 a 6 h",
    days: 1,
    roads: "RN 40 por Tres Lagos e RP 23",
    surface:
      "Cerca de 73 km de ripio entre Gobernador Gregores e Tres Lagos, que viram barro e fecham depois de " +
      "chuva; o resto asfaltado",
    fuel: "Gobernador Gregores; o posto de Tres Lagos pode estar sem combustível",
    crossings: [],
  },
  {
    to: stop("el-calafate"),
    km: 215,
    driving: "3 h",
    days: 0.5,
    roads: "RP 23 e RN 40",
    surface: "Asfalto",
    fuel: "El Chaltén e El Calafate",
    crossings: [],
  },
  {
    to: stop("puerto-natales"),
    // 352,4 km by Esperanza and Dorotea (sources.ts `calafateNatales`).
    km: 350,
    driving: "5 a 6 h",
    days: 1,
    roads: "RN 40 por Esperanza, Tapi Aike e Río Turbio, Ruta 9 (Chile)",
    surface: "Asfalto por Esperanza; o atalho da RN 40 por Tapi Aike é de ripio",
    fuel: "Esperanza e Río Turbio, antes da fronteira",
    crossings: [
      {
        kind: "fronteira",
        name: "Paso Dorotea (ou Río Don Guillermo, por Cerro Castillo)",
        season: "temporada 2024–25",
        hours:
          "Dorotea, das 8h às 22h, e Casas Viejas, das 8h às 20h (Aduanas, fevereiro de 2025); não " +
          "encontramos publicado o de Río Don Guillermo. Os postos desta região já fecharam por dias no " +
          "inverno de 2024, sem gás para a calefação.",
        check: ["pasosChile", "pasosArgentina"],
      },
    ],
  },
  {
    // The stage ends at the park's Laguna Amarga gate, on its road, not at the massif.
    to: torresDelPaine,
    // The park's gates are about 115 km from Puerto Natales (sources.ts `natalesParque`).
    km: 115,
    driving: "2 h",
    days: 0.5,
    roads: "Ruta 9 até Cerro Castillo e estradas do parque",
    surface:
      "Asfalto até Cerro Castillo e, na Y-150, concreto até a portaria Sarmiento (desde agosto de 2025); " +
      "ripio até Laguna Amarga e dentro do parque",
    fuel: "Puerto Natales: não conte com combustível no parque",
    crossings: [],
  },
  {
    to: puntaDelgada,
    km: 430,
    driving: "6 h",
    days: 1,
    roads: "Ruta 9 e Ruta 255, por Puerto Natales",
    surface: "Asfalto",
    fuel: "Puerto Natales; depois, só Cerro Sombrero",
    crossings: [],
  },
  {
    to: rioGrande,
    km: 240,
    driving: "4 h, mais a balsa e as duas aduanas",
    days: 1,
    roads: "Balsa da Primera Angostura, Ruta 257 na Terra do Fogo chilena e RN 3 de San Sebastián a Río Grande",
    surface: "Asfalto até a fronteira; do lado argentino, 11 km esburacados (2024)",
    fuel: "Cerro Sombrero, o único posto entre a balsa e San Sebastián",
    crossings: [
      {
        kind: "balsa",
        name: "Balsa da Primera Angostura (Punta Delgada–Bahía Azul), da TABSA",
        season: "temporada 2024–25",
        hours:
          "travessias de cerca de 20 minutos, de hora em hora das 8h30 às 23h (TABSA, dezembro de 2024); " +
          "param com temporal; filas de 3 horas no fim do ano.",
        check: ["tabsa"],
      },
      sanSebastian,
    ],
  },
  {
    to: stop("ushuaia"),
    // Río Grande–Tolhuin 105 km, Tolhuin–Ushuaia 104 km (sources.ts `rioGrandeUshuaia`).
    km: 210,
    driving: "3 h",
    days: 0.5,
    roads: "RN 3 por Tolhuin e o Paso Garibaldi",
    surface: "Asfalto; gelo e neve no Paso Garibaldi no inverno",
    fuel: "Río Grande e Tolhuin",
    crossings: [],
  },
];

/** The outbound stages, chained: each starts where the previous one ended. */
export const stages: readonly Stage[] = (() => {
  let from: Place = { name: start.name, country: start.country, coordinates: start.coordinates };
  let leg = 0;
  return outbound.map((s) => {
    const stage: Stage = { ...s, from, leg };
    from = s.to;
    if (s.to.name === destinations[leg]?.name) leg++;
    return stage;
  });
})();
