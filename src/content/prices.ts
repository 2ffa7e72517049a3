// The trip's prices, each a typed figure with its currency, unit, month and source: the cost page
// (/quanto-custa) computes with them, and the guide and the FAQ quote their sentences from here, so a
// price is changed in one place. Prices move every month (fuel every week): each carries the month it
// was published for, and the page says when one is old and where to check the day's figure.
import { formatMonth } from "./months.ts";

/** "YYYY-MM-DD": the day every price below was last looked up in its source. */
export const pricesCheckedOn = "2026-11-27";

export type Currency = "BRL" | "ARS" | "CLP" | "USD";

export interface Source {
  /** Who published the figure, as a reader would search for it ("El Mostrador, 24/11/2025"). */
  name: string;
  url: string;
}

export interface Price {
  value: number;
  /** The top of a range (lodging): the figure is then value to high. */
  high?: number;
  currency: Currency;
  /** What one value buys ("litro", "carro", "pessoa por dia"). */
  unit: string;
  /** "YYYY-MM": the month the figure was published for. */
  month: string;
  source: Source;
}

const src = (name: string, url: string): Source => ({ name, url });

/** Where the day's price is published, by what the price is of. */
export const dayBoards = {
  fuelBrasil: src(
    "ANP, levantamento semanal de preços",
    "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos",
  ),
  fuelArgentina: src(
    "Secretaría de Energía, precios en surtidor",
    "https://www.argentina.gob.ar/economia/energia/hidrocarburos",
  ),
  fuelChile: src("Bencina en Línea (CNE)", "https://www.bencinaenlinea.cl/"),
  rates: src("Banco Central do Brasil, cotações", "https://www.bcb.gov.br/estabilidadefinanceira/historicocotacoes"),
  parksArgentina: src("Parques Nacionales (APN)", "https://www.argentina.gob.ar/parquesnacionales"),
  conaf: src("CONAF", "https://www.conaf.cl/"),
  tabsa: src("TABSA", "https://www.tabsa.cl/"),
} satisfies Record<string, Source>;

const anp = src(
  "Agência CMA, do levantamento da ANP (semana de 26/11 a 2/12/2023)",
  "https://agenciacma.com.br/?p=90296",
);
const surtidores = src("Surtidores.com.ar, citado pela La 100 (9/3/2026)", "https://surtidores.com.ar/");
const kami = src(
  "Kami Noticias, YPF em Ushuaia e Río Grande",
  "https://kaminoticias.ar/arranca-diciembre-con-aumentos-como-quedaron-los-precios-de-la-nafta",
);
const mostrador = src(
  "El Mostrador, média da Região Metropolitana (24/11/2025)",
  "https://www.elmostrador.cl/datos-utiles/2025/11/24/" +
    "precio-de-la-bencina-esta-semana-revisa-si-subio-o-bajo-el-combustible/",
);
const apnFrozen = src(
  "Infobae, tarifas da APN congeladas no verão 2025–26 (6/12/2025)",
  "https://www.infobae.com/turismo/2025/12/06/" +
    "el-gobierno-congelo-los-precios-de-las-entradas-a-los-parques-nacionales-para-este-verano/",
);

/** Per litre, by fuel; Argentina's Patagonian zone (tax-exempt by province) apart from the rest. */
export const fuelPrices = {
  diesel: {
    Brasil: { value: 6.16, currency: "BRL", unit: "litro de diesel S10", month: "2023-12", source: anp },
    Argentina: {
      value: 1860,
      currency: "ARS",
      unit: "litro de gasoil, média do país",
      month: "2026-03",
      source: surtidores,
    },
    Patagonia: {
      value: 1480,
      currency: "ARS",
      unit: "litro de Diesel 500 em Tierra del Fuego",
      month: "2025-12",
      source: kami,
    },
    Chile: { value: 984, currency: "CLP", unit: "litro de diesel", month: "2025-11", source: mostrador },
  },
  gasolina: {
    Brasil: { value: 5.63, currency: "BRL", unit: "litro de gasolina comum", month: "2023-12", source: anp },
    // No price of petrol for the rest of Argentina in the month of the diesel figure was found: the page
    // prices those km at the diesel figure and says so (costs/estimate.ts).
    Argentina: null,
    Patagonia: {
      value: 1253,
      currency: "ARS",
      unit: "litro de nafta Súper em Tierra del Fuego",
      month: "2025-12",
      source: kami,
    },
    Chile: { value: 1212.5, currency: "CLP", unit: "litro de gasolina 93", month: "2025-11", source: mostrador },
  },
} satisfies Record<string, Record<string, Price | null>>;

export const prices = {
  ferry: {
    value: 41000,
    currency: "ARS",
    unit: "carro, cada travessia",
    month: "2025-12",
    source: src(
      "Provincia 23, tarifa de referência da TABSA (24/12/2025)",
      "https://www.provincia23.com.ar/2025/12/24/el-cruce-por-barcaza-a-tierra-del-fuego-se-encarece-a-41-000",
    ),
  },
  losGlaciares: { value: 45000, currency: "ARS", unit: "estrangeiro por dia", month: "2025-12", source: apnFrozen },
  tierraDelFuego: { value: 45000, currency: "ARS", unit: "estrangeiro por dia", month: "2025-12", source: apnFrozen },
  torresDelPaine: {
    value: 46000,
    currency: "CLP",
    unit: "adulto estrangeiro",
    month: "2025-12",
    source: src(
      "Radio Polar, comunicado da CONAF (18/12/2025)",
      "https://www.radiopolar.com/mayo-2026-aplaza-sistema-cobro-diferenciado-parque-nacional-torres-paine",
    ),
  },
  cartaVerde: {
    value: 298,
    currency: "BRL",
    unit: "30 dias",
    month: "2019-08",
    source: src(
      "Gazeta do Povo, média de cotações (28/8/2019)",
      "https://www.gazetadopovo.com.br/turismo/viajar-de-carro-para-argentina-paraguai-uruguai/",
    ),
  },
  soapex: {
    value: 12,
    currency: "USD",
    unit: "15 dias",
    month: "2025-12",
    source: src(
      "Sitio Andino (20/12/2025)",
      "https://www.sitioandino.com.ar/sociedad/" +
        "chile-cual-es-el-seguro-obligatorio-que-pocos-mendocinos-contratan-cruzar-al-vecino-pais-n5714045",
    ),
  },
  tollsBrasil: {
    value: 95.7,
    currency: "BRL",
    unit: "carro, as seis praças da BR-277 de Prudentópolis a Foz",
    month: "2025-06",
    source: src(
      "Tarobá, início da cobrança do Lote 6 (28/6/2025)",
      "https://taroba.com.br/noticias/cidade/" +
        "pedagio-volta-a-ser-cobrado-na-br-277-entre-foz-do-iguacu-e-prudentopolis-neste-sabado",
    ),
  },
  tollsArgentina: {
    value: 1500,
    currency: "ARS",
    unit: "carro, cada praça das rotas nacionais concedidas",
    month: "2026-02",
    source: src(
      "Ayacucho al Día, Resolução 248/2026 da Vialidad",
      "https://ayacuchoaldia.com.ar/los-peajes-aumentaron-con-la-aprobacion-del-gobierno-de-milei",
    ),
  },
} satisfies Record<string, Price>;

/** A double room per night, low to high, by country. */
export const lodging = {
  Brasil: {
    value: 291.34,
    high: 388.45,
    currency: "BRL",
    unit: "quarto por noite: hotel econômico a média das redes",
    month: "2024-12",
    source: src(
      "FOHB 2024, via Hotelier News",
      "https://hoteliernews.com.br/hotelaria-nacional-cresce-em-2024-e-sobe-o-sarrafo-para-este-ano",
    ),
  },
  Argentina: {
    value: 137500,
    high: 195000,
    currency: "ARS",
    unit: "quarto duplo por noite em Bariloche: 3 estrelas a 4–5 estrelas",
    month: "2025-12",
    source: src(
      "Emprotur Bariloche, via La Nación (25/12/2025)",
      "https://www.lanacion.com.ar/sociedad/llegan-las-vacaciones-rubro-por-rubro-" +
        "estos-son-los-precios-para-pasar-cinco-dias-en-bariloche-en-nid25122025/",
    ),
  },
  Chile: {
    value: 67148,
    high: 124916,
    currency: "CLP",
    unit: "quarto duplo por noite em Pucón e Puerto Varas: hostal a 3 estrelas",
    month: "2025-09",
    source: src(
      "Universidad San Sebastián, via Mediabanco",
      "https://www.mediabanco.com/fiestas-patrias-2025-tarifas-hoteleras-suben-en-el-sur-y-caen-en-la-costa-central",
    ),
  },
} satisfies Record<string, Price>;

/** Reais for one unit of each currency; the pesos through the dollar, each rate with its own month. */
export const rates = {
  USD: {
    value: 5.3948,
    currency: "BRL",
    unit: "dólar (PTAX de venda, 24/11/2025)",
    month: "2025-11",
    source: src(
      "Banco Central do Brasil, via O Inconfidente",
      "https://www.inconfidente.com.br/materia.php?codmat=36785",
    ),
  },
  ARS: {
    value: 1452.5,
    currency: "ARS",
    unit: "dólar no atacado (BCRA, 26/12/2025)",
    month: "2025-12",
    source: src(
      "OPI Santa Cruz, do Banco Central da Argentina",
      "https://www.opisantacruz.com.ar/2025/12/27/" +
        "reservas-internacionales-del-banco-central-alcanzan-los-43-610-millones/",
    ),
  },
  CLP: {
    value: 930,
    currency: "CLP",
    unit: "dólar (Clapes UC, meados de novembro de 2025)",
    month: "2025-11",
    source: src(
      "Meganoticias, do Clapes UC (17/11/2025)",
      "https://www.meganoticias.cl/nacional/" +
        "506090-bencina-bajan-de-precio-jueves-20-de-noviembres-clapes-uc-17-11-2025.html",
    ),
  },
} satisfies Record<string, Price>;

/** Reais for one unit of a currency. */
export function inReais(currency: Currency): number {
  if (currency === "BRL") return 1;
  if (currency === "USD") return rates.USD.value;
  return rates.USD.value / rates[currency].value;
}

const symbol: Record<Currency, string> = { BRL: "R$", ARS: "ARS", CLP: "CLP", USD: "US$" };

/**
 * "1.212,5", "9.518": a number as a Brazilian reads it, at most `digits` decimals, trailing zeros
 * dropped. Written by hand rather than with Intl, so the prerendered HTML and the browser agree.
 */
export function formatNumber(n: number, digits = 0): string {
  const [int, dec = ""] = n.toFixed(digits).split(".") as [string, string?];
  const decimals = dec.replace(/0+$/, "");
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ".") + (decimals ? `,${decimals}` : "");
}

/** "ARS 41.000", "R$ 6,16", "R$ 95,70", "CLP 1.212,5": a price as a Brazilian reads it. */
export function formatMoney(value: number, currency: Currency, digits = 2): string {
  const n = formatNumber(value, digits);
  const cents = (currency === "BRL" || currency === "USD") && /,\d$/.test(n) ? "0" : "";
  return `${symbol[currency]} ${n}${cents}`;
}

/** "CLP 46.000 (adulto estrangeiro, dezembro de 2025)": a price as prose quotes it. */
export const quotePrice = (p: Price) => `${formatMoney(p.value, p.currency)} (${p.unit}, ${formatMonth(p.month)})`;

/** Where the day's fuel price is published, in each country. */
export const fuelPriceBoards =
  "O preço do combustível muda toda semana: confira o do dia no Bencina en Línea, da Comissão Nacional de " +
  "Energia do Chile, e nos preços de bomba publicados pela Secretaria de Energia da Argentina.";
