// Consumption presets for the cost page (/quanto-custa): a model's road figure from INMETRO's PBE
// Veicular table, as the press quoted it. A lab cycle on an empty car: a loaded 4x4 on gravel and in
// wind does less, so the page says so. A model whose figure could not be found in a PBE table is
// left out rather than guessed; the visitor types its own figure instead.
import type { Source } from "./prices.ts";

export interface Preset {
  model: string;
  /** Road (estrada) cycle, km per litre of diesel. */
  kmPerLitre: number;
  source: Source;
}

export const presets: readonly Preset[] = [
  {
    model: "Toyota Hilux 2.8 diesel automática",
    kmPerLitre: 11.1,
    source: {
      name: "PBE Veicular do Inmetro, citado por Karvi (sem data)",
      url: "https://karvi.com.br/blog/conheca-as-picapes-a-diesel-mais-economicas",
    },
  },
  {
    model: "Toyota SW4 2.8 diesel",
    kmPerLitre: 11.2,
    source: {
      name: "PBE Veicular do Inmetro, citado pelo Jornal do Carro (sem data)",
      url: "https://jornaldocarro.estadao.com.br/?p=207036",
    },
  },
];

/** Said beside the presets: the models asked for whose PBE figure was not found. */
export const presetsMissing =
  "Ford Ranger, Chevrolet S10, Mitsubishi Pajero e Troller: não achamos o número na tabela do PBE; " +
  "digite o consumo do seu carro.";
