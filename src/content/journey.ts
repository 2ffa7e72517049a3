// The journey as legs between consecutive stops: great-circle ("em linha reta") distances computed
// from the coordinates in destinations.ts, and road distances summed from the stage table.
import { destinations, start, type LatLon } from "./destinations.ts";
import { stages } from "./stages.ts";

/** IUGG mean Earth radius, in km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance by the haversine formula, in km. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Leg {
  from: string;
  to: string;
  km: number;
}

/** Leg i ends at destinations[i]; the first leg starts in Vitória. */
export const legs: readonly Leg[] = destinations.map((d, i) => {
  const prev = i === 0 ? start : destinations[i - 1]!;
  return { from: prev.name, to: d.name, km: haversineKm(prev.coordinates, d.coordinates) };
});

export const totalKm = legs.reduce((sum, l) => sum + l.km, 0);

const kmFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** '916 km', '1.234 km' (pt-BR grouping). */
export function formatKm(km: number): string {
  return `${kmFormat.format(km)} km`;
}

// Road distances come from the stage table: the same chain of places, measured on the road.

/** Road km of each leg (leg i ends at destinations[i]), summed from its stages. */
export const legRoadKm: readonly number[] = legs.map((_, i) =>
  stages.filter((s) => s.leg === i).reduce((sum, s) => sum + s.km, 0),
);

export const totalRoadKm = legRoadKm.reduce((sum, km) => sum + km, 0);

/** Driving days of each leg (leg i ends at destinations[i]), summed from its stages. */
export const legDrivingDays: readonly number[] = legs.map((_, i) =>
  stages.filter((s) => s.leg === i).reduce((sum, s) => sum + s.days, 0),
);

const dayWords = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"];

/** 4 → "quatro dias", 1 → "um dia", 3.5 → "3,5 dias": days as prose writes them. */
export function formatDays(days: number): string {
  const n = Number.isInteger(days) && days <= 10 ? dayWords[days]! : String(days).replace(".", ",");
  return `${n} ${days === 1 ? "dia" : "dias"}`;
}

/** The stage that ends in the named place (a typed name, so a renamed place fails loudly). */
export function stageTo(name: string) {
  const stage = stages.find((s) => s.to.name === name);
  if (!stage) throw new Error(`Nenhuma etapa termina em ${name}`);
  return stage;
}
