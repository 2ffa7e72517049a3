// The lines about the whole trip rather than a country: the exchange costs on what is paid abroad,
// and what stays outside the total (said so, with why).
import {
  exchangeCosts,
  formatMoney,
  foreignCardNote,
  type Price,
  prices,
  type TollRoad,
  tollRoadsBrasil,
} from "../content/prices.ts";
import type { Inputs } from "./inputs.ts";
import type { Zone } from "./fuel-cost.ts";
import { type Line, paidAbroad, priced } from "./lines.ts";
import { plural } from "./words.ts";

const percent = (rate: number) => `${String(Math.round(rate * 1000) / 10).replace(".", ",")} %`;
const money = (n: number) => formatMoney(Math.round(n), "BRL", 0);

/** IOF and the bank's spread on every line paid in another currency: a Brazilian card pays both. */
export function exchangeLine(lines: Line[]): Line {
  const { iof, spread } = exchangeCosts;
  const abroad = lines.filter(paidAbroad);
  const low = abroad.reduce((s, l) => s + l.low, 0);
  const high = abroad.reduce((s, l) => s + l.high, 0);
  const rate = iof.rate + spread.rate;
  const base = Math.round(low) === Math.round(high) ? money(low) : `${money(low)} a ${money(high)}`;
  return {
    group: "Viagem",
    item: "Câmbio: IOF e spread do banco",
    detail:
      `${percent(iof.rate)} de IOF e ${percent(spread.rate)} de spread sobre ${base} pagos fora do Brasil. ` +
      foreignCardNote,
    low: low * rate,
    high: high * rate,
    prices: [],
    rates: [iof, spread],
  };
}

/** A road's plazas as one price: the car's fares added up, with the road's month and source. */
const tollPrice = (t: TollRoad): Price => ({
  value: t.fares.reduce((a, b) => a + b, 0),
  currency: "BRL",
  unit: `carro, ${t.road}: ${t.plazas.join(", ")}`,
  month: t.month,
  source: t.source,
});

// The way back passes the BR-101 and Dutra plazas again; whether each charges both ways, and the Régis
// Bittencourt's fares, were not found: their sum one way is said, outside the total.
const againOnTheWayBack = tollRoadsBrasil.filter((t) => !t.road.startsWith("BR-277")).map(tollPrice);

/** The Brazilian plazas on the way there whose fare was published, counted; the others are said missing. */
export function tollLineBrasil(back: boolean): Line {
  const roads = tollRoadsBrasil.map(tollPrice);
  const cost = roads.reduce((s, p) => s + p.value, 0);
  const again = formatMoney(
    againOnTheWayBack.reduce((s, p) => s + p.value, 0),
    "BRL",
  );
  const detail =
    "na ida, só as praças com tarifa publicada: as outras ficam de fora" +
    (back ? `; na volta, as da BR-101 e da Dutra de novo, ${again} num sentido, fora do total` : "");
  return { group: "Brasil", item: "Pedágios", detail, low: cost, high: cost, prices: roads };
}

/** Argentine tolls (plazas not counted), camping (no verified price) and a way back with no start. */
export function outsideLines(input: Inputs, km: Record<Zone, number>, fromUshuaia: boolean, camping: number): Line[] {
  const lines: Line[] = [];
  if (km.Argentina + km.Patagonia > 0) {
    const toll = priced(
      "Argentina",
      "Pedágios das rotas nacionais",
      "fora do total, por praça: as praças não foram contadas; acima de 2,30 m de altura, a tarifa maior",
      prices.tollsArgentina,
      1,
      true,
    );
    lines.push({ ...toll, prices: [prices.tollsArgentina, prices.tollsArgentinaTall] });
  }
  const nights = `${plural(camping, "noite", "noites")}: sem preço verificado`;
  if (camping > 0) lines.push(unpriced("Viagem", "Acampamento", `${nights}; de gratuito a uma diária por pessoa`));
  if (input.back && !fromUshuaia)
    lines.push(unpriced("Volta", "Volta para casa", "contada a partir de Ushuaia: escolha um trecho que termine lá"));
  return lines;
}

/** A line said outside the total with no figure: why it is not counted is its detail. */
const unpriced = (group: Line["group"], item: string, detail: string): Line => ({
  group,
  item,
  detail,
  low: 0,
  high: 0,
  prices: [],
  outside: true,
});
