// Dated reference prices for the big items of the trip, said once and read by the FAQ and the guide.
// Prices move every month (and fuel every week): each figure carries the month it was published
// for, and the crew is sent to the official boards for the day's price.

export interface CostFigure {
  /** What is paid, as the sentence names it ("a balsa da Primera Angostura, por carro de passeio"). */
  item: string;
  /** The figure in the currency it was published in, with a rough conversion where one was given. */
  price: string;
  /** The month the figure refers to ("dezembro de 2025"). */
  month: string;
}

export const costs = {
  ferry: {
    item: "a balsa da Primera Angostura, por carro de passeio",
    price: "uns US$ 23 (cerca de ARS 41.000)",
    month: "dezembro de 2025",
  },
  soapex: { item: "o SOAPEX", price: "cerca de US$ 12 por 15 dias", month: "dezembro de 2025" },
  torresDelPaine: {
    item: "a entrada de Torres del Paine, por adulto estrangeiro",
    price: "CLP 46.000",
    month: "dezembro de 2025",
  },
  dieselArgentina: {
    item: "o litro de gasoil comum na Argentina, na média do país",
    price: "cerca de ARS 1.860",
    month: "março de 2026",
  },
  dieselChile: {
    item: "o litro de diesel no Chile, na média da Região Metropolitana",
    price: "cerca de CLP 984",
    month: "novembro de 2025",
  },
} satisfies Record<string, CostFigure>;

/** "a balsa ..., uns US$ 23 (...) em dezembro de 2025": a figure as prose quotes it. */
export const quoteCost = (c: CostFigure) => `${c.item}, ${c.price} em ${c.month}`;

/** Where the day's fuel price is published, in each country. */
export const fuelPriceBoards =
  "O preço do combustível muda toda semana: confira o do dia no Bencina en Línea, da Comissão Nacional de " +
  "Energia do Chile, e nos preços de bomba publicados pela Secretaria de Energia da Argentina.";
