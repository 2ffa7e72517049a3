// What the visitor chooses on the cost page: every line of the estimate is priced from these.
import type { Fuel } from "./fuel-cost.ts";

export interface Inputs {
  fuel: Fuel;
  kmPerLitre: number;
  people: number;
  /** Nights in a hotel; null is every night of the trip counted, until the visitor types a figure. */
  hotelNights: number | null;
  campingNights: number;
  /** Indexes into `stops`: the part of the route priced, from one stage place to another. */
  from: number;
  to: number;
  /** Days at the destinations, counted when `stay` is on; null is one at each destination reached. */
  stayDays: number | null;
  stay: boolean;
  /** The drive home from Ushuaia. */
  back: boolean;
  food: boolean;
  /** IOF and the bank's spread on what is paid abroad. */
  exchange: boolean;
}
