// The crew's own cost of the trip (/quanto-custa), from the road book's data: the km in each country
// are measured along the route's chain (src/road/route.ts) between the two places the visitor chose,
// never typed; every price comes from src/content/prices.ts with its month and source. Lodging is the
// only range (a cheap room to a good one), so the total is a range too. What is counted and what is
// left out: docs/road-book.md, "The cost of the trip".
import { formatNumber, fuelPrices, inReais, lodging, prices, rates, type Price } from "../content/prices.ts";
import type { Place } from "../content/stages.ts";
import { legCountry } from "../road/project.ts";
import { chain } from "../road/route.ts";

export type Fuel = "diesel" | "gasolina";
export type Country = Place["country"];
/** Where a litre costs one price: Argentina's Patagonian zone (a tax exemption by province) apart. */
export type Zone = Country | "Patagonia";

export interface Inputs {
  fuel: Fuel;
  kmPerLitre: number;
  people: number;
  hotelNights: number;
  campingNights: number;
  /** Indexes into `stops`: the part of the route priced, from one stage place to another. */
  from: number;
  to: number;
  /** Price the team's estimate of the way back. */
  back: boolean;
}

/** The places a part of the route starts or ends at: Vitória and every stage's end, in driving order. */
export const stops = chain.filter((v) => v.end);

/** Where the Patagonian zone begins on the road south: the department of Malargüe is its northern edge. */
const zoneStartKm = stops.find((v) => v.place.name === "Malargüe")!.km;

/**
 * The team's estimate of the drive home from Ushuaia by the Atlantic coast (Ruta 3), half of the
 * ~13 500 km round trip that Brazilian crews report for Ruta 3 both ways. Not measured: it is priced
 * at the outbound part's average cost per km.
 */
export const wayBack = {
  km: 6750,
  source:
    "estimativa da equipe: metade dos cerca de 13.500 km de ida e volta pela Ruta 3 em relatos de equipes " +
    "brasileiras (de 10.900 a 15.100 km saindo do Rio, de Curitiba e de Florianópolis)",
};

/** Road km in each zone between two points of the chain. */
export function kmByZone(fromKm: number, toKm: number): Record<Zone, number> {
  const km: Record<Zone, number> = { Brasil: 0, Argentina: 0, Patagonia: 0, Chile: 0 };
  for (let i = 1; i < chain.length; i++) {
    const a = chain[i - 1]!;
    const b = chain[i]!;
    const overlap = Math.min(b.km, toKm) - Math.max(a.km, fromKm);
    if (overlap <= 0) continue;
    const country = legCountry(a.place, b.place);
    km[country === "Argentina" && a.km >= zoneStartKm ? "Patagonia" : country] += overlap;
  }
  return km;
}

export interface Line {
  /** The table's row group: a country, the way back, or the whole trip. */
  group: Country | "Volta" | "Viagem";
  item: string;
  /** How the figure was reached, in words. */
  detail: string;
  low: number;
  high: number;
  prices: Price[];
  /** Left out of the total (said so on the page): only an order of magnitude, or no verified price. */
  outside?: true;
}

const countryOf = (z: Zone): Country => (z === "Patagonia" ? "Argentina" : z);
const reais = (p: Price, n = 1) => n * p.value * inReais(p.currency);
const oneDecimal = (n: number) => formatNumber(n, 1);
const whole = (n: number) => formatNumber(n);

export interface Estimate {
  km: Record<Zone, number>;
  totalKm: number;
  litres: number;
  lines: Line[];
  low: number;
  high: number;
}

export function estimate(input: Inputs): Estimate {
  const fromStop = stops[input.from]!;
  const toStop = stops[input.to]!;
  const km = kmByZone(fromStop.km, toStop.km);
  const totalKm = toStop.km - fromStop.km;
  const lines: Line[] = [];
  const covers = (name: string) => stops.slice(input.from + 1, input.to + 1).some((v) => v.place.name === name);

  // A. Fuel: each zone's km at its price per litre.
  let fuelReais = 0;
  for (const zone of ["Brasil", "Argentina", "Patagonia", "Chile"] as const) {
    if (km[zone] === 0) continue;
    const own = fuelPrices[input.fuel][zone];
    const price = own ?? fuelPrices.diesel[zone];
    const litres = km[zone] / input.kmPerLitre;
    const cost = reais(price, litres);
    fuelReais += cost;
    const where =
      zone === "Patagonia" ? "zona patagônica, de Malargüe para o sul" : zone === "Argentina" ? "até Malargüe" : "";
    lines.push({
      group: countryOf(zone),
      item: `Combustível${where ? ` (${where})` : ""}`,
      detail:
        `${whole(km[zone])} km ÷ ${oneDecimal(input.kmPerLitre)} km/l = ${whole(litres)} litros` +
        (own ? "" : "; sem preço verificado da gasolina aqui, a conta usa o do diesel"),
      low: cost,
      high: cost,
      prices: [price],
    });
  }

  // B. The Strait of Magellan ferry, once each way.
  const crossings = (covers("Río Grande") ? 1 : 0) + (input.back && covers("Río Grande") ? 1 : 0);
  if (crossings)
    priced(lines, "Chile", "Balsa da Primera Angostura", `${crossings} travessia(s)`, prices.ferry, crossings);

  // C. Park entries, one day each, per person: foreigners' rate (no Mercosur rate exists in these parks).
  const parks = [
    { name: "Los Glaciares", at: ["El Chalten", "El Calafate"], price: prices.losGlaciares, group: "Argentina" },
    { name: "Torres del Paine", at: ["Torres del Paine"], price: prices.torresDelPaine, group: "Chile" },
    { name: "Tierra del Fuego", at: ["Ushuaia"], price: prices.tierraDelFuego, group: "Argentina" },
  ] as const;
  const perPerson = `${input.people} pessoa(s), um dia, tarifa de estrangeiro (não há tarifa Mercosul)`;
  for (const park of parks) {
    if (park.at.some(covers))
      priced(lines, park.group, `Entrada do parque ${park.name}`, perPerson, park.price, input.people);
  }

  // D. Nights, shared among the countries in proportion to their km; a double room holds two people.
  const countryKm = { Brasil: km.Brasil, Argentina: km.Argentina + km.Patagonia, Chile: km.Chile };
  const nightsIn = (c: Country, nights: number) => (totalKm ? (nights * countryKm[c]) / totalKm : 0);
  const rooms = Math.ceil(input.people / 2);
  for (const c of ["Brasil", "Argentina", "Chile"] as const) {
    const nights = nightsIn(c, input.hotelNights);
    if (nights === 0) continue;
    const p = lodging[c];
    lines.push({
      group: c,
      item: "Hospedagem",
      detail: `${oneDecimal(nights)} noite(s) × ${rooms} quarto(s) duplo(s)`,
      low: reais(p, nights * rooms),
      high: nights * rooms * p.high * inReais(p.currency),
      prices: [p],
    });
  }

  // E. Insurance: the Carta Verde by the month for every day abroad, the SOAPEX by the fortnight in Chile.
  const nights = input.hotelNights + input.campingNights;
  const abroad = nightsIn("Argentina", nights) + nightsIn("Chile", nights);
  if (countryKm.Argentina + countryKm.Chile > 0) {
    const months = Math.max(1, Math.ceil(abroad / 30));
    priced(lines, "Argentina", "Carta Verde", `${months} × 30 dias`, prices.cartaVerde, months);
  }
  if (countryKm.Chile > 0) {
    const fortnights = Math.max(1, Math.ceil(nightsIn("Chile", nights) / 15));
    priced(lines, "Chile", "SOAPEX", `${fortnights} × 15 dias`, prices.soapex, fortnights);
  }

  // F. The way back, at the outbound part's fuel cost per km.
  if (input.back && totalKm > 0) {
    const cost = (fuelReais / totalKm) * wayBack.km;
    lines.push({
      group: "Volta",
      item: "Combustível da volta (estimativa)",
      detail: `${whole(wayBack.km)} km, ${wayBack.source}; ao custo médio por km da ida`,
      low: cost,
      high: cost,
      prices: [],
    });
  }

  // G. Outside the total: tolls are only an order of magnitude here, and a night camping has no verified price.
  if (km.Brasil > 0)
    priced(lines, "Brasil", "Pedágios (ordem de grandeza)", "só as seis praças da BR-277", prices.tollsBrasil, 1, true);
  if (countryKm.Argentina > 0) {
    const detail = "por praça; o número de praças não foi contado";
    priced(lines, "Argentina", "Pedágios (ordem de grandeza)", detail, prices.tollsArgentina, 1, true);
  }
  if (input.campingNights > 0) {
    lines.push({
      group: "Viagem",
      item: "Acampamento",
      detail: `${input.campingNights} noite(s): sem preço verificado; de gratuito a uma diária por pessoa`,
      low: 0,
      high: 0,
      prices: [],
      outside: true,
    });
  }

  const counted = lines.filter((l) => !l.outside);
  return {
    km,
    totalKm,
    litres: totalKm / input.kmPerLitre,
    lines,
    low: counted.reduce((s, l) => s + l.low, 0),
    high: counted.reduce((s, l) => s + l.high, 0),
  };
}

/** A line of one price times a count (one figure, no range); `outside` keeps it out of the total. */
function priced(lines: Line[], group: Country, item: string, detail: string, price: Price, n = 1, outside?: true) {
  const cost = reais(price, n);
  lines.push({ group, item, detail, low: cost, high: cost, prices: [price], ...(outside ? { outside } : {}) });
}

const dayMs = 86_400_000;

/** True when the month's last day is more than 90 days before `now`: the page then points to the day's price. */
export function isOld(month: string, now: number): boolean {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return now - Date.UTC(year, m, 1) > 90 * dayMs;
}

/** The prices this estimate used (the exchange rates included) that are older than 90 days on the visitor's clock. */
export function oldPrices(e: Estimate, now: number): Price[] {
  const used = new Set([...e.lines.flatMap((l) => l.prices), ...Object.values(rates)]);
  return [...used].filter((p) => isOld(p.month, now));
}
