// How many times each kind of request to POST /api/contact reaches D1 (functions/lib/store.ts), and
// what that costs when the function runs far from the database. The counts are the ones
// tests/functions/round-trips.test.ts asserts: change both together. This module imports nothing,
// so that test (in workerd) can import the table too.
export const d1RoundTrips = [
  { request: "new lead", trips: 1 },
  { request: "repeat of a stored Idempotency-Key", trips: 1 },
  { request: "client over its limit (429)", trips: 1 },
  { request: "invalid body (refused before D1)", trips: 0 },
  { request: "new lead, Turnstile on", trips: 2 },
] as const;

/**
 * ASSUMED, not measured: one network round trip between a Cloudflare location in São Paulo and the
 * D1 primary in eastern North America (`enam`), as without Smart Placement the function runs near
 * the visitor. Public figures for São Paulo ↔ US east coast pings are around 110 to 150 ms.
 */
export const assumedProductionRttMs = 130;

/** Milliseconds a request spends waiting on D1 at a given round-trip time: trips × RTT (a calculation). */
export const d1WaitMs = (trips: number, rttMs = assumedProductionRttMs) => trips * rttMs;
