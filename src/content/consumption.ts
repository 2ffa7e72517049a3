// Consumption presets for the cost page (/quanto-custa): a model's road figure from INMETRO's PBE
// Veicular table, as the press quoted it. That is a lab cycle on an empty car: a loaded 4x4 on gravel
// and in wind does less, so each preset carries, beside its label, what loaded crews measured. A model
// whose figure could not be found in a PBE table is left out rather than guessed; the visitor types
// its own figure instead.
import type { Source } from "./prices.ts";

export interface Measured {
  /** km per litre of diesel, the lowest and highest figure measured with a loaded car on a long trip. */
  low: number;
  high: number;
  sources: Source[];
}

export interface Preset {
  model: string;
  /** The label's road (estrada) cycle, km per litre of diesel. */
  kmPerLitre: number;
  source: Source;
  measured: Measured;
}

// Long trips in loaded diesel 4x4s. The SW4 was left out: the only label figure found (11,2 km/l, Jornal
// do Carro) is undated, and rates the heavier body above the Hilux with the same engine.
const loadedCrews: Measured = {
  low: 7,
  high: 8.5,
  sources: [
    {
      name: "5ª Expedição Troller Ushuaia, 12.074 km com 1.732 litros de diesel (sem data)",
      url: "http://troller.ushuaia.zip.net/",
    },
    {
      name: "Projeto Rípio II, 12.284 km com 1.502 litros de S-10 até Ushuaia (6/2013)",
      url: "https://projetoripio2.blogspot.com/2013",
    },
    {
      name: "Autoesporte, Hilux SRX Plus carregada, 8,5 km/l na estrada, via Imparcial News (2/2026)",
      url: "https://imparcialnews.com.br/teste-toyota-hilux-promete-rodar-800-km-com-um-tanque-consegue",
    },
  ],
};

export const presets: readonly Preset[] = [
  {
    model: "Toyota Hilux 2.8 diesel automática",
    kmPerLitre: 10,
    source: {
      name: "Inmetro, citado pela Autoesporte via SoMob (18/2/2026)",
      url: "https://somob.com.br/2026/02/18/toyota-hilux-decepciona-na-autonomia-prometida-de-800-km",
    },
    measured: loadedCrews,
  },
];

/** Said beside the presets: the models asked for whose PBE figure was not found. */
export const presetsMissing =
  "Toyota SW4, Ford Ranger, Chevrolet S10, Mitsubishi Pajero e Troller: não achamos o número atual e datado " +
  "na tabela do PBE; " +
  "digite o consumo do seu carro.";
