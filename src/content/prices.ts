// The trip's prices, each a typed figure with its currency, unit, month and source: the cost page
// (/quanto-custa) computes with them, and the guide and the FAQ quote their sentences from here, so a
// price is changed in one place. Prices move every month (fuel every week): each carries the month it
// was published for, and the page says when one is old and where to check the day's figure.
import { formatDate, formatMonth } from "./months.ts";

/** "YYYY-MM-DD": the day every price below was last looked up, each in the newest source that could be read. */
export const pricesCheckedOn = "2026-12-02";

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

// Every fuel price is from March 2026, the month the Middle East war pushed them up, so the four zones
// are compared in the same month. Brazil's are the ANP's weekly survey of 1 to 7 March, as the press
// quoted it: the Edenred Ticket Log index of the same week had diesel S-10 at R$ 6,70, 9 % above.
const anpMarch = src(
  "ANP, semana de 1 a 7/3/2026, via g1 DF (11/3/2026) e Tropiquim (15/3/2026)",
  "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos",
);
const surtidores = src(
  "La 100, média do país segundo Surtidores.com.ar (9/3/2026)",
  "https://la100.cienradios.com/economia/" +
    "por-la-guerra-en-medio-oriente-y-la-suba-del-petroleo-los-combustibles-aumentaron-casi-7-en-marzo/",
);
const licuadora = src(
  "La Licuadora TDF, YPF em Río Grande depois do aumento do começo de março (11/3/2026)",
  "https://www.lalicuadoratdf.com.ar/2026/03/" +
    "tierra-del-fuego-el-combustible-mas-caro-que-el-dolar-y-su-impacto-en-la-economia-insular/",
);
// No Chilean price after the 26 March rise could be read; the page adds that rise, as Chile Brief gives it,
// to the last Santiago price found, and says so in the unit.
const chileRise = src(
  "Chile Brief, alta de 26/3/2026 (diesel +580, gasolina +370 pesos o litro), somada à média da RM de " +
    "El Mostrador (24/11/2025)",
  "https://chilebrief.com/news/increase-in-gasoline-prices-calculate-how-it-will-impact-your-wallet",
);
const apnFrozen = src(
  "Infobae, tarifas da APN congeladas no verão 2025–26 (6/12/2025)",
  "https://www.infobae.com/turismo/2025/12/06/" +
    "el-gobierno-congelo-los-precios-de-las-entradas-a-los-parques-nacionales-para-este-verano/",
);

/** Per litre, by fuel; Argentina's Patagonian zone (tax-exempt by province) apart from the rest. */
export const fuelPrices = {
  diesel: {
    Brasil: {
      value: 6.15,
      currency: "BRL",
      unit: "litro de diesel S-10, média do país",
      month: "2026-03",
      source: anpMarch,
    },
    Argentina: {
      value: 1856,
      currency: "ARS",
      unit: "litro de gasoil comum, média do país",
      month: "2026-03",
      source: surtidores,
    },
    Patagonia: {
      value: 1618,
      currency: "ARS",
      unit: "litro de Ultra Diesel em Tierra del Fuego",
      month: "2026-03",
      source: licuadora,
    },
    Chile: {
      value: 1564,
      currency: "CLP",
      unit: "litro de diesel na RM: CLP 984 de novembro de 2025 mais a alta de 580 de 26 de março",
      month: "2026-03",
      source: chileRise,
    },
  },
  gasolina: {
    Brasil: {
      value: 6.3,
      currency: "BRL",
      unit: "litro de gasolina comum, média do país",
      month: "2026-03",
      source: anpMarch,
    },
    Argentina: {
      value: 1777,
      currency: "ARS",
      unit: "litro de nafta súper, média do país",
      month: "2026-03",
      source: surtidores,
    },
    Patagonia: {
      value: 1404,
      currency: "ARS",
      unit: "litro de nafta Súper em Tierra del Fuego",
      month: "2026-03",
      source: licuadora,
    },
    Chile: {
      value: 1582.5,
      currency: "CLP",
      unit: "litro de gasolina 93 na RM: CLP 1.212,5 de novembro de 2025 mais a alta de 370 de 26 de março",
      month: "2026-03",
      source: chileRise,
    },
  },
} satisfies Record<string, Record<string, Price | null>>;

/**
 * What was done on that day, and no more: the boards themselves were read through dated copies of what
 * they published. Every fuel price is of one month (a test holds it so).
 */
export const pricesCheckedNote =
  `Em ${formatDate(pricesCheckedOn)} procuramos, para cada preço, a publicação mais recente que conseguimos ` +
  "ler; cada um traz o mês dessa publicação. Os combustíveis dos três países são todos de " +
  `${formatMonth(fuelPrices.diesel.Brasil.month)}.`;

export const prices = {
  // TABSA charges in Chilean pesos or dollars and publishes a peso reference for Argentines; that
  // reference converted at the official rate overstates the fare, so the page takes the dollar figure.
  ferry: {
    value: 25,
    currency: "USD",
    unit: "carro, cada travessia (ARS 43.000 na referência da TABSA)",
    month: "2026-02",
    source: src(
      "Sureño, tarifas de referência da TABSA desde 15/2/2026 (17/2/2026)",
      "https://www.surenio.com.ar/tabsa-aumento-los-valores-del-cruce-de-barcaza/",
    ),
  },
  losGlaciares: { value: 45000, currency: "ARS", unit: "estrangeiro por dia", month: "2025-12", source: apnFrozen },
  tierraDelFuego: { value: 45000, currency: "ARS", unit: "estrangeiro por dia", month: "2025-12", source: apnFrozen },
  // A day visit buys the Full day ticket of the route-based system planned for May 2026, whose price was
  // not published: the range runs from the old ticket with January 2026's 4,9 % to the press's figure
  // for the long circuits (ADN Radio, 18/12/2025).
  torresDelPaine: {
    value: 48250,
    high: 80900,
    currency: "CLP",
    unit: "adulto estrangeiro, um dia: do ingresso antigo com 4,9 % ao dos circuitos longos (Full day sem preço)",
    month: "2025-12",
    source: src(
      "El Pingüino, a CONAF adia a nova tabela para maio de 2026 (19/12/2025)",
      "https://elpinguino.com/noticia/2025/12/19/" +
        "conaf-posterga-entrada-en-vigencia-de-nuevas-tarifas-en-torres-del-paine-para-mayo-de-2026",
    ),
  },
  cartaVerde: {
    value: 298,
    currency: "BRL",
    unit: "30 dias, cotação de 2019: peça a do seu corretor",
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
    unit: "carro, só as seis praças da BR-277 de Prudentópolis a Foz, não as do resto da rota",
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
  // A 4x4 with a roof tent or a raised roof can pass 2,30 m, and the plaza then charges it as category 2.
  tollsArgentinaTall: {
    value: 3000,
    currency: "ARS",
    unit: "veículo de dois eixos com mais de 2,30 m de altura ou rodado duplo, cada praça",
    month: "2026-02",
    source: src(
      "Nogoyá Times, Resolução 248/2026 da Vialidad (24/2/2026)",
      "https://nogoyatimes.com/aumentan-los-peajes-en-rutas-nacionales-hasta-19-desde-esta-semana/",
    ),
  },
} satisfies Record<string, Price>;

/** A road's toll plazas on the way there, for a car, with the fare its operator published. */
export interface TollRoad {
  road: string;
  plazas: string[];
  /** The car's fare at each plaza, in reais, in the order of the plazas. */
  fares: number[];
  month: string;
  source: Source;
}

/**
 * The Brazilian plazas on the way there whose fare could be read, one way. Not found, so not counted:
 * the Ponte Rio–Niterói, the Dutra's Viúva Graça, the Castello Branco and the Paraná roads before
 * Prudentópolis.
 */
export const tollRoadsBrasil: TollRoad[] = [
  {
    road: "BR-101 no Espírito Santo, ao sul de Vitória",
    plazas: ["Guarapari", "Itapemirim", "Mimoso do Sul"],
    fares: [6.3, 5.3, 3],
    month: "2026-02",
    source: src(
      "g1 ES, tarifas da Ecovias Capixaba desde 27/2/2026 (25/2/2026)",
      "https://g1.globo.com/es/espirito-santo/noticia/2026/02/25/" +
        "pedagio-da-br-101-fica-mais-caro-a-partir-de-sexta-27-no-es-veja-novos-valores.ghtml",
    ),
  },
  {
    road: "BR-101 no Rio de Janeiro, até Niterói",
    plazas: ["Conselheiro Josino", "Serrinha", "Casimiro de Abreu", "Sambê", "Apolo"],
    fares: [7.5, 7.5, 7.5, 7.5, 7.5],
    month: "2025-06",
    source: src(
      "Estradas.com.br, tarifas da Arteris Fluminense desde 27/6/2025",
      "https://estradas.com.br/pedagios-da-arteris-fluminense-na-br-101-rj-ficam-532-mais-caros-nesta-sexta-27/",
    ),
  },
  {
    road: "Dutra (BR-116), de Itatiaia a São Paulo",
    plazas: ["Itatiaia", "Moreira César", "Jacareí", "Guararema", "Arujá"],
    fares: [14.5, 16.9, 8.1, 4.5, 4.5],
    month: "2025-09",
    source: src(
      "Jornal de Arujá, tarifas da RioSP desde 1/9/2025",
      "https://jornaldearuja.com/sem-categoria/pedagios-da-dutra-ficam-mais-caros-a-partir-de-segunda-feira",
    ),
  },
  {
    road: "BR-277, de Prudentópolis a Foz do Iguaçu",
    plazas: ["seis praças do Lote 6"],
    fares: [prices.tollsBrasil.value],
    month: prices.tollsBrasil.month,
    source: prices.tollsBrasil.source,
  },
];

/**
 * Food per person per day, by country. Argentina's survey prices every meal of the day in cheap to
 * mid restaurants; Brazil's and Chile's price a weekday lunch, so two of them stand for a day, the
 * breakfast being in the room's price.
 */
export const food = {
  Brasil: {
    value: 103.22,
    currency: "BRL",
    unit: "pessoa por dia: almoço e jantar a R$ 51,61, a refeição completa média do país",
    month: "2024-08",
    source: src(
      "ABBT, pesquisa de preço da refeição, via Estadão (8/2024)",
      "https://www.estadao.com.br/economia/refeicao-fora-casa-trabalhador-almocar-cidades-mais-caras-brasil-" +
        "estado-sp-veja-ranking-abbt-2024-preco-medio-vale-refeicao-nprei/",
    ),
  },
  Argentina: {
    value: 33600,
    currency: "ARS",
    unit: "pessoa por dia em Bariloche, em restaurantes econômicos a intermediários",
    month: "2025-12",
    source: src(
      "Emprotur Bariloche, via La Nación (25/12/2025)",
      "https://www.lanacion.com.ar/sociedad/llegan-las-vacaciones-rubro-por-rubro-" +
        "estos-son-los-precios-para-pasar-cinco-dias-en-bariloche-en-nid25122025/",
    ),
  },
  Chile: {
    value: 16836,
    currency: "CLP",
    unit: "pessoa por dia: almoço e jantar a CLP 8.418, o almoço médio em restaurante no país",
    month: "2025-06",
    source: src(
      "Edenred Chile, primeiro semestre de 2025, via Diario Antofagasta",
      "https://www.diarioantofagasta.cl/regional/antofagasta/213593/" +
        "antofagasta-lidera-ranking-nacional-como-la-region-mas-cara-de-chile-para-almorzar-fuera-de-casa",
    ),
  },
} satisfies Record<"Brasil" | "Argentina" | "Chile", Price>;

export interface Rate {
  /** A fraction: 0.035 is 3,5 %. */
  rate: number;
  /** "YYYY-MM": the month the rate was published for. */
  month: string;
  source: Source;
}

/** What a Brazilian card or a purchase of foreign cash costs on top of the exchange rate. */
export const exchangeCosts = {
  iof: {
    rate: 0.035,
    month: "2025-07",
    source: src(
      "Brasil em Folhas, o STF restabelece o IOF de 3,5 % do decreto de maio (7/2025)",
      "https://www1.brasilemfolhas.com.br/2025/07/supremo-restabelece-iof-de-35-para-compras-no-exterior",
    ),
  },
  // Banks range from 0 % (some credit unions) to 7 %; 4 % is Banco do Brasil's and Nubank's.
  spread: {
    rate: 0.04,
    month: "2020-06",
    source: src(
      "Melhores Destinos, spread de 20 bancos, via Valor Investe (2/7/2020)",
      "https://valorinveste.globo.com/mercados/moedas-e-juros/noticia/2020/07/02/" +
        "veja-quais-bancos-cobram-mais-caro-pelo-dolar-no-cartao-de-credito.ghtml",
    ),
  },
} satisfies Record<string, Rate>;

/** Said beside the exchange line: what a foreign card gets in Argentina, so no one plans on the old gap. */
export const foreignCardNote =
  "Na Argentina, o cartão emitido no Brasil é convertido pelo dólar MEP, que no fim de 2025 ficava 2 a 3 % " +
  "acima do dólar de atacado. O “dólar tarjeta”, com 30 % de acréscimo, é só para quem mora na Argentina.";

/** Said under the total, so no one reads it as every cost of the trip. */
export const tripLeavesOut =
  "Fora do total: o seguro do próprio carro no exterior, o seguro-saúde de viagem, passeios e " +
  "excursões, manutenção e pneus.";

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

/**
 * Reais for one unit of each currency, the pesos through the dollar: all from early March 2026, the
 * month of the fuel prices, so a litre is converted at the rate of the week it was sold.
 */
export const rates = {
  USD: {
    value: 5.2639,
    currency: "BRL",
    unit: "dólar à vista no fechamento de 3/3/2026",
    month: "2026-03",
    source: src(
      "Reuters, via Brasil 247 (3/3/2026)",
      "https://www.brasil247.com/economia/" +
        "dolar-dispara-e-registra-maior-avanco-desde-dezembro-com-tensao-entre-eua-e-ira",
    ),
  },
  ARS: {
    value: 1420,
    currency: "ARS",
    unit: "dólar oficial de venda, começo de março de 2026",
    month: "2026-03",
    source: licuadora,
  },
  CLP: {
    value: 899.7,
    currency: "CLP",
    unit: "dólar no mercado chileno, 3/3/2026",
    month: "2026-03",
    source: src(
      "La Tercera, o valor do dólar no Chile (3/3/2026)",
      "https://www.latercera.com/pulso/noticia/el-valor-del-dolar-en-chile-el-3-de-marzo-de-2026/",
    ),
  },
} satisfies Record<string, Price>;

/** Said under the table: which rate turns each currency into reais. */
export const ratesNote =
  "Os preços viram reais pelo câmbio do começo de março de 2026, o mês dos combustíveis: o dólar à vista " +
  "no Brasil, o oficial de venda na Argentina e o de mercado no Chile.";

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
export const quotePrice = (p: Price) =>
  `${formatMoney(p.value, p.currency)}${p.high ? ` a ${formatMoney(p.high, p.currency)}` : ""} ` +
  `(${p.unit}, ${formatMonth(p.month)})`;

/** Where the day's fuel price is published, in each country. */
export const fuelPriceBoards =
  "O preço do combustível muda toda semana: confira o do dia no Bencina en Línea, da Comissão Nacional de " +
  "Energia do Chile, e nos preços de bomba publicados pela Secretaria de Energia da Argentina.";
