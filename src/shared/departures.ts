// A departure as the site shows it: what /api/saidas answers and /saidas draws, read by the function
// and the team's list alike. Counts only: who holds a place is never part of it.

/** A departure's row, as migrations/0009 stores it, with its places counted. */
export interface DepartureRow {
  starts_on: string;
  days: number;
  vehicles: number;
  price_per_vehicle: number | null;
  price_per_extra_person: number | null;
  deposit: number | null;
  balance_due_on: string | null;
  min_vehicles: number | null;
  included: string | null;
  not_included: string | null;
  status: "aberta" | "encerrada" | "cancelada";
  status_reason: string | null;
  confirmed: number;
  waiting: number;
}

/** What a visitor may know: "lotada" is an open departure with no vehicle left. */
export type DepartureState = "aberta" | "lotada" | "encerrada" | "cancelada";

export interface PublicDeparture {
  startsOn: string;
  endsOn: string;
  days: number;
  vehicles: number;
  confirmed: number;
  left: number;
  waiting: number;
  /** Vehicles still missing before the minimum confirms the departure; 0 once it is reached or when none is set. */
  toConfirm: number;
  minVehicles: number | null;
  pricePerVehicle: number | null;
  pricePerExtraPerson: number | null;
  deposit: number | null;
  balanceDueOn: string | null;
  included: string | null;
  notIncluded: string | null;
  state: DepartureState;
  reason: string | null;
}

/** The day `days` days after `day` (both 'YYYY-MM-DD'): the last day of a trip starting on `day`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function publicDeparture(r: DepartureRow): PublicDeparture {
  const confirmed = Number(r.confirmed);
  const left = Math.max(0, r.vehicles - confirmed);
  const state: DepartureState = r.status !== "aberta" ? r.status : left === 0 ? "lotada" : "aberta";
  return {
    startsOn: r.starts_on,
    endsOn: addDays(r.starts_on, r.days - 1),
    days: r.days,
    vehicles: r.vehicles,
    confirmed,
    left,
    waiting: Number(r.waiting),
    toConfirm: r.min_vehicles ? Math.max(0, r.min_vehicles - confirmed) : 0,
    minVehicles: r.min_vehicles,
    pricePerVehicle: r.price_per_vehicle,
    pricePerExtraPerson: r.price_per_extra_person,
    deposit: r.deposit,
    balanceDueOn: r.balance_due_on,
    included: r.included,
    notIncluded: r.not_included,
    state,
    reason: r.status === "aberta" ? null : r.status_reason,
  };
}

/** The one query of departures with their places counted; `where` filters the departures. */
export const departuresSql = (where: string) =>
  `SELECT d.starts_on, d.days, d.vehicles, d.price_per_vehicle, d.price_per_extra_person, d.deposit,
     d.balance_due_on, d.min_vehicles, d.included, d.not_included, d.status, d.status_reason,
     (SELECT count(*) FROM departure_places p WHERE p.departure_id = d.id AND p.place = 'confirmado') AS confirmed,
     (SELECT count(*) FROM departure_places p WHERE p.departure_id = d.id AND p.place = 'espera') AS waiting
   FROM departures d ${where} ORDER BY d.starts_on`;

/** "R$ 18.500" (whole reais), or "a definir". */
export function reais(value: number | null): string {
  // Grouped by hand: the function's and the page's Intl may differ, the text must not.
  return value === null ? "a definir" : `R$ ${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/** "2027-01-10" → "10/01/2027". */
export const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** What the details step offers for a departure (its value is its first day): the departure itself
 * while it has room, its waiting list once full, nothing once closed or cancelled. One label for the
 * page, the plain form's page and the team's list. */
export function departureChoice(d: Pick<PublicDeparture, "startsOn" | "days" | "state">): [string, string] | null {
  if (d.state === "aberta") return [d.startsOn, `A saída de ${dayMonthYear(d.startsOn)} (${d.days} dias)`];
  if (d.state === "lotada") return [d.startsOn, `Lista de espera da saída de ${dayMonthYear(d.startsOn)}`];
  return null;
}
