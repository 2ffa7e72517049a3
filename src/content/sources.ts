// The official sources the guide sends readers to for anything that changes: fees, border hours,
// rules. One list, so a destination page and the pre-trip guide name a source the same way.
export interface OfficialSource {
  /** Short name as a reader would search for it (e.g. "CONAF"). */
  name: string;
  /** What it is, in a few words of pt-BR. */
  what: string;
  url: string;
}

// Root domains where a deep path could move; deep paths only where the page itself is the point
// (the border-status boards, the road-status page, the passport service).
export const officialSources = {
  conaf: {
    name: "CONAF",
    what: "Parques nacionais do Chile, incluindo ingressos e regras de Torres del Paine",
    url: "https://www.conaf.cl/",
  },
  apn: {
    name: "Parques Nacionales (APN)",
    what: "Administração de Parques Nacionais da Argentina: Los Glaciares, Nahuel Huapi, Tierra del Fuego",
    url: "https://www.argentina.gob.ar/parquesnacionales",
  },
  sag: {
    name: "SAG",
    what:
      "Controle sanitário de alimentos, plantas e animais na entrada do Chile; declaração juramentada " +
      "SAG–Aduana on-line em ingresoachile.cl",
    url: "https://www.sag.gob.cl/",
  },
  aduanaChile: {
    name: "Aduana de Chile",
    what: "Serviço Nacional de Aduanas: entrada temporária do veículo (TITV) e bagagem",
    url: "https://www.aduana.cl/",
  },
  aduanaArgentina: {
    name: "ARCA – Aduana",
    what: "Aduana argentina (ARCA, antiga AFIP): importação temporária do veículo de turista e bagagem",
    url: "https://www.arca.gob.ar/",
  },
  migracionesArgentina: {
    name: "Migraciones",
    what: "Dirección Nacional de Migraciones: requisitos de entrada na Argentina",
    url: "https://www.argentina.gob.ar/interior/migraciones",
  },
  pdiChile: {
    name: "PDI",
    what: "Polícia de Investigações do Chile: controle migratório nas fronteiras",
    url: "https://www.pdichile.cl/",
  },
  pasosChile: {
    name: "Pasos Fronterizos (Chile)",
    what: "Estado e horários dos passos de fronteira do Chile, atualizados pelo governo chileno",
    url: "https://www.pasosfronterizos.gov.cl/",
  },
  pasosArgentina: {
    name: "Pasos Internacionales (Argentina)",
    what: "Estado e horários dos passos de fronteira da Argentina",
    url: "https://www.argentina.gob.ar/seguridad/pasosinternacionales",
  },
  vialidadArgentina: {
    name: "Vialidad Nacional",
    what: "Estado das rodovias nacionais argentinas, incluindo a Ruta 40",
    url: "https://www.argentina.gob.ar/transporte/vialidad-nacional/estado-de-rutas",
  },
  senasa: {
    name: "SENASA",
    what: "Controle sanitário argentino, incluindo a barreira zoofitossanitária da Patagônia (FunBaPa)",
    url: "https://www.argentina.gob.ar/senasa",
  },
  ansv: {
    name: "ANSV",
    what: "Agência Nacional de Segurança Viária da Argentina: regras de trânsito, álcool zero e controles nas rodovias",
    url: "https://www.argentina.gob.ar/seguridadvial",
  },
  conaset: {
    name: "CONASET",
    what: "Comissão Nacional de Segurança de Trânsito do Chile: equipamento obrigatório, álcool e velocidades",
    url: "https://www.conaset.cl/",
  },
  tabsa: {
    name: "TABSA",
    what: "Transbordadora Austral Broom: balsas do Estreito de Magalhães, incluindo a da Primera Angostura",
    url: "https://www.tabsa.cl/",
  },
  turismoUshuaia: {
    name: "Turismo Ushuaia",
    what: "Site oficial de turismo de Ushuaia",
    url: "https://turismoushuaia.com/",
  },
  turismoChile: {
    name: "Chile Travel",
    what: "Site oficial de turismo do Chile (Sernatur)",
    url: "https://chile.travel/",
  },
  senatran: {
    name: "Senatran",
    what:
      "Secretaria Nacional de Trânsito: as resoluções do Contran, entre elas a do equipamento obrigatório dos " +
      "veículos",
    url: "https://www.gov.br/transportes/pt-br/assuntos/transito",
  },
  vialidadChile: {
    name: "Vialidad (MOP)",
    what: "Direção de Vialidade do Ministério de Obras Públicas do Chile: estado e obras das estradas chilenas",
    url: "https://vialidad.mop.gob.cl/",
  },
  seguridadVialSantaCruz: {
    name: "Santa Cruz – Seguridad Vial",
    what:
      "Governo de Santa Cruz: a Agência Provincial de Segurança Viária anuncia cortes e liberações das " +
      "rodovias da província, como a Ruta 40 entre Gobernador Gregores e Tres Lagos",
    url: "https://www.santacruz.gob.ar/",
  },
  receitaFederal: {
    name: "Receita Federal",
    what: "Regras de saída e entrada no Brasil: bagagem, dinheiro em espécie e a e-DBV",
    url: "https://www.gov.br/receitafederal/pt-br",
  },
  policiaFederal: {
    name: "Polícia Federal – Passaporte",
    what: "Emissão do passaporte brasileiro e controle migratório na saída do Brasil",
    url: "https://www.gov.br/pf/pt-br/assuntos/passaporte",
  },
} satisfies Record<string, OfficialSource>;

export type SourceKey = keyof typeof officialSources;

/** A published fact the road data rests on (a distance, a post, a station's record), with its date. */
export interface FactSource {
  /** The publication, as a reader would search for it. */
  name: string;
  /** What it says that the data uses, in a few words of pt-BR. */
  what: string;
  /** The page, where its address is known. */
  url?: string;
  /** "YYYY-MM-DD", "YYYY-MM" or "sem data": when it was published. */
  date: string;
}

// Read on 2026-11-27. Road km between towns and the state of their stations, for /na-estrada, the
// guide's fuel advice and the GPX file; each is quoted where the data uses it (`source:`).
export const roadFacts = {
  natalesPuntaArenas: {
    name: "Wikipedia (es), Puerto Natales",
    what: "Puerto Natales fica a 247 km de Punta Arenas pela Ruta 9",
    date: "2023",
  },
  ruta255Junction: {
    name: "chileruta.com, “Tierra del Fuego, parte I”",
    what: "a Ruta 255, para Punta Delgada, sai da Ruta 9 a cerca de 50 km de Punta Arenas",
    url: "https://chileruta.com/blog/tierradelfuego1",
    date: "2024-05-12",
  },
  puntaDelgadaFerry: {
    name: "Wikipedia (en), Punta Delgada, Chile",
    what:
      "o farol de Punta Delgada fica a 52°27′24″ S, 69°32′48″ O, perto do terminal da balsa da Primera " +
      "Angostura; os 52°19′ S, 69°41′ O da Wikipedia (es) são os da comuna de San Gregorio, não os do embarque",
    url: "https://en.wikipedia.org/wiki/Punta_Delgada,_Chile",
    date: "sem data",
  },
  puntaArenasPuntaDelgada: {
    name: "El Pingüino",
    what: "a Primera Angostura fica a 160 km de Punta Arenas",
    date: "2024-12-11",
  },
  natalesCerroCastillo: {
    name: "Recorriendo.com, “Villa Cerro Castillo”",
    what: "Cerro Castillo fica 63 km ao norte de Puerto Natales",
    url: "https://recorriendo.com/blog/recorriendo-chile-villa-cerro-castillo-region-de-magallanes-20150622",
    date: "2015-06-22",
  },
  cerroCastilloLagunaAmarga: {
    name: "Explore Patagonia, “Cerro Castillo”",
    what: "Cerro Castillo fica a 56 km da portaria Laguna Amarga, a entrada principal do parque",
    url: "https://explorepatagonia.com/en/cerro-castillo-chile",
    date: "sem data",
  },
  natalesParque: {
    name: "viaggiamo.it, Torres del Paine",
    what: "as portarias do parque (Laguna Amarga, Sarmiento) ficam a cerca de 115 km de Puerto Natales",
    date: "sem data",
  },
  cerroCastilloFuel: {
    name: "viajeros.com (epulver)",
    what: "há combustível em Cerro Castillo, a quase o dobro do preço",
    date: "2011-01-24",
  },
  natalesNoFuel: {
    name: "emseven.blogspot.com; Peninsula Clarion, “Perils of Polly”; prefectlife.net",
    what:
      "entre Puerto Natales e a balsa, só bombas pequenas: uma só aceitava pesos chilenos, outra recusou " +
      "cartão, outra estava quebrada",
    date: "2010-12-27; 2012-04-27; 2005",
  },
  cerroSombreroHours: {
    name: "sidecartravels.co.uk; emseven.blogspot.com",
    what: "Cerro Sombrero tem uma bomba só, encontrada sem ninguém ao meio-dia, fechando todo dia das 15h às 15h30",
    date: "2017-01-27; 2010-12-27",
  },
  cerroSombreroOpen: {
    name: "La Prensa Austral",
    what: "o prefeito de Timaukel cita Porvenir e Cerro Sombrero como os postos mais próximos",
    date: "2025-08-05",
  },
  peritoMorenoGregores: {
    name: "DK Eyewitness Argentina (what-when-how)",
    what: "Gobernador Gregores fica 352 km ao sul de Perito Moreno",
    date: "sem data",
  },
  peritoMorenoBajoCaracoles: {
    name: "patagonia-argentina.com, “Ruta 40: de Perito Moreno a Gobernador Gregores”",
    what: "Perito Moreno–Bajo Caracoles, 128 km",
    date: "sem data",
  },
  bajoCaracolesDry: {
    name: "Southern Cone Guidebooks (W. Bernhardson); La Nación",
    what: "o posto de Bajo Caracoles muitas vezes fica sem gasolina; ainda o único no deserto",
    date: "2007-12-16; 2022-04",
  },
  chosMalalLasLajas: {
    name: "Río Negro",
    what: "Chos Malal e Las Lajas, no Neuquén, são atendidas por postos YPF",
    date: "2021-04",
  },
  tapiAike: {
    name: "cuarentenaenruta.blogspot.com; viajeros.com; petercox.ie",
    what: "posto em Tapi Aike, na RN 40 entre Esperanza e Río Turbio: só dinheiro, às vezes só diesel",
    date: "2013-05; 2011-01-24; 2015",
  },
  tecka: {
    name: "Clarín; diariodemotocicleta.com.br",
    what: "o posto de Tecka ficou sem diesel na falta de outubro de 2023; Gobernador Costa sem gasolina em 2013",
    date: "2023-10; 2013-06-15",
  },
  esquelTecka: {
    name: "Puerta E (blog), “Esquel–Tecka: Ruta 40, vergüenza nacional”",
    what: "Esquel–Tecka, 90 km pela RN 40",
    url: "http://puertae.blogspot.com/2008/09/esquel-tecka-ruta-40-vergenza-nacional.html",
    date: "2008-09",
  },
  esquelGobernadorCosta: {
    name: "viajesenmoto15x30",
    what: "Esquel–Gobernador Costa, cerca de 190 km pela RN 40",
    date: "2011-11-30",
  },
  juninMamuilMalal: {
    name: "viajoporargentina.com, Paso Mamuil Malal",
    what: "de Junín de los Andes ao passo, cerca de 60 km",
    date: "sem data",
  },
  puconMamuilMalal: {
    name: "viajandodecarro.com.br",
    what: "de Pucón até a aduana chilena são 74 km",
    date: "2009-06",
  },
  mamuilMalalPosts: {
    name: "WelcomeArgentina, Paso Mamuil Malal",
    what: "os postos argentino e chileno ficam a poucos metros um do outro, a cerca de 1.210 m",
    date: "sem data",
  },
  libertadoresComplex: {
    name: "El Andino; La Voz del Aconcagua",
    what: "o complexo chileno Los Libertadores fica a 68 km de Los Andes",
    date: "2019",
  },
  libertadoresPost: {
    name: "Globochannel, citando destinoinfinito.com",
    what: "subindo do Chile, o posto chileno fica cerca de 2 km antes do túnel Cristo Redentor",
    url: "https://www.globochannel.com/2021/07/30/paso-caracoles-cile-pericolose-strade-tornanti-montagna-ande/",
    date: "2021-07-30",
  },
  losAndesSantiago: {
    name: "Hitchwiki, Los Andes",
    what: "Los Andes fica 80 km ao norte de Santiago",
    url: "https://hitchwiki.org/en/Los_Andes",
    date: "sem data",
  },
  horcones: {
    name: "@PasoCRMza (Paso Cristo Redentor)",
    what: "na volta ao Chile para a Argentina, o atendimento é no complexo de Horcones",
    date: "2022-04-27",
  },
  sanSebastianAccess: {
    name: "Vialidad Nacional, via Ushuaia24",
    what: "o acesso da RN 3, em San Sebastián, até a fronteira tem 11 km",
    date: "2019-11-07",
  },
  sanSebastianUshuaia: {
    name: "Cono Sur MP (blog)",
    what: "292 km do posto argentino de San Sebastián a Ushuaia",
    date: "2010-05-10",
  },
  rioGrandeUshuaia: {
    name: "Ser Argentino, Tolhuin; Wikipedia (en), Tolhuin",
    what: "Río Grande–Tolhuin 105 km, Tolhuin–Ushuaia 104 km",
    date: "sem data",
  },
  calafateNatales: {
    name: "travesiafindelmundo",
    what: "El Calafate–Puerto Natales por Esperanza e Dorotea, 352,4 km",
    date: "2016-02-25",
  },
  calafateNatalesRoads: {
    name: "cuarentenaenruta.blogspot.com; nuestroviajehaciaelnorte.blogspot.com",
    what:
      "a RN 40 asfaltada vai de 28 de Noviembre por Tapi Aike até Esperanza; a RP 5 sai de Esperanza para " +
      "Río Gallegos",
    date: "2013-05; 2013-03-05",
  },
  calafateEsperanza: {
    name: "felipeopequenoviajante",
    what: "El Calafate–Esperanza, cerca de 163 km",
    date: "2013-09",
  },
  calafateRioTurbio: {
    name: "WelcomeArgentina, Río Turbio",
    what: "El Calafate–Río Turbio, 320 km",
    date: "sem data",
  },
  rioTurbioNatales: { name: "El Pingüino", what: "Puerto Natales–Río Turbio, cerca de 31 km", date: "sem data" },
  rioTurbioCoordinates: {
    name: "Wikipedia (es), Río Turbio (Santa Cruz)",
    what: "51°32′ S, 72°18′ O",
    date: "sem data",
  },
  gregoresElChalten: {
    name: "desdehasta",
    what: "Gobernador Gregores–Tres Lagos 172 km, depois 37 km e 90 km até El Chaltén",
    date: "2019",
  },
  rioMayoPeritoMoreno: { name: "WelcomeArgentina, Río Mayo", what: "Río Mayo–Perito Moreno, 125 km", date: "sem data" },
  cordobaSanLuisMendoza: {
    name: "Wikipédia (fr), San Luis (Argentine)",
    what: "San Luis fica a 412 km de Córdoba e a 255 km de Mendoza",
    date: "sem data",
  },
  mendozaUspallata: {
    name: "Wikipedia (de), Uspallata",
    what: "Uspallata fica a cerca de 105 km de Mendoza",
    date: "sem data",
  },
  sevenLakes: {
    name: "tabela de etapas (Ruta de los Siete Lagos)",
    what: "San Martín de los Andes–Villa La Angostura, 110 km",
    date: "2026-11-25",
  },
  tabsaHours: {
    name: "El Pingüino, citando o site da TABSA",
    what: "balsa da Primera Angostura de segunda a domingo, das 8h30 às 23h, com travessias a cada hora",
    date: "2024-12-11",
  },
  tabsaQueues: {
    name: "Austral Noticias; Radio Polar",
    what: "filas de 3 horas e horário estendido no fim do ano; travessias suspensas com ventos de mais de 100 km/h",
    date: "2024-12-23; 2025-11",
  },
  uspallataYpf: {
    name: "Los Andes; ADN País",
    what: "o YPF grande da área aduaneira de Uspallata (RN 7, km 1151) foi fechado; o da vila continuou vendendo",
    date: "2026-02-03",
  },
  ruta257: {
    name: "Gobernación de Tierra del Fuego (Chile); Kiwi and a Pom",
    what:
      "a Ruta 257 foi pavimentada até San Sebastián em 2019; em dezembro de 2024, o trecho entre os dois " +
      "postos estava esburacado",
    date: "2019-06-28; 2024-12-09",
  },
  eldoradoRoads: {
    name: "WelcomeArgentina, Eldorado",
    what: "Eldorado fica a 206 km de Posadas e a 100 km das Cataratas pela RN 12",
    url: "https://www.welcomeargentina.com/eldorado/index_i.html",
    date: "sem data",
  },
  emergencyChile: {
    name: "Chile Travel, “Precauções de segurança”; La Tercera",
    what: "137 é a emergência marítima; o 136, Socorro Andino, é um corpo de voluntários em 10 regiões",
    date: "sem data; 2023-08",
  },
  carabinerosRoads: {
    name: "ADN Radio; La Tercera",
    what: "os Carabineros têm uma Prefectura de Tránsito y Carreteras, que controla as rodovias chilenas",
    date: "2025-10-31; 2025-12-06",
  },
  vialidadLine: {
    name: "Radio Fueguina; San Juan 8",
    what:
      "Centro de Atención al Usuario da Vialidad Nacional, 0800-222-6272 e 0800-333-0073, de segunda a sexta, " +
      "das 9h às 18h: o estado das rodovias nacionais",
    date: "2020-06; 2026-02-21",
  },
  sanSebastianStation: {
    name: "gregspurgin.net",
    what: "o posto perto do posto argentino de San Sebastián estava sem combustível quando a equipe passou",
    date: "sem data",
  },
  naturalEarth: {
    name: "Natural Earth 1:50m (world-atlas), o mapa da rota do site",
    what: "onde a linha entre duas cidades da rota cruza a fronteira",
    url: "https://www.naturalearthdata.com/",
    date: "2018",
  },
} satisfies Record<string, FactSource>;

export type FactKey = keyof typeof roadFacts;
