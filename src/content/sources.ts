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
