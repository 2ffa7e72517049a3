// Fuel by zone: each zone's km at its own price per litre. Argentina's Patagonian zone (a tax
// exemption by province) is priced apart from the rest of the country.
import { formatNumber, fuelPrices } from "../content/prices.ts";
import { legCountry } from "../road/project.ts";
import { chain } from "../road/route.ts";
import { type Line, reais } from "./lines.ts";
import type { Country } from "./nights.ts";
import { plural } from "./words.ts";

export type Fuel = "diesel" | "gasolina";
/** Where a litre costs one price: Argentina's Patagonian zone apart. */
export type Zone = Country | "Patagonia";
export const zones = ["Brasil", "Argentina", "Patagonia", "Chile"] as const;

export const countryOf = (z: Zone): Country => (z === "Patagonia" ? "Argentina" : z);

/** Where the Patagonian zone begins on the road south: the department of Malargüe is its northern edge. */
const zoneStartKm = chain.find((v) => v.end && v.place.name === "Malargüe")!.km;

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

const where: Record<Zone, string> = {
  Brasil: "",
  Argentina: " (até Malargüe)",
  Patagonia: " (zona patagônica, de Malargüe para o sul)",
  Chile: "",
};

/** One line per zone with km in it; `group` puts them under their country, or all under the way back. */
export function fuelLines(km: Record<Zone, number>, fuel: Fuel, kmPerLitre: number, back = false): Line[] {
  return zones
    .filter((zone) => km[zone] > 0)
    .map((zone) => {
      const own = fuelPrices[fuel][zone];
      const price = own ?? fuelPrices.diesel[zone];
      const litres = km[zone] / kmPerLitre;
      const cost = reais(price, litres);
      return {
        group: back ? "Volta" : countryOf(zone),
        item: back
          ? `Combustível: ${zone === "Patagonia" ? "Argentina, zona patagônica" : zone}`
          : `Combustível${where[zone]}`,
        detail:
          `${plural(Math.round(km[zone]), "km", "km")} ÷ ${formatNumber(kmPerLitre, 1)} km/l = ` +
          `${plural(Math.round(litres), "litro", "litros")}` +
          (own ? "" : "; sem preço verificado da gasolina aqui, a conta usa o do diesel"),
        low: cost,
        high: cost,
        prices: [price],
      };
    });
}
