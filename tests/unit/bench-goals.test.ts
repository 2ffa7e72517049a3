// The API bench's goals and the production cost of D1 round trips it prints.
import { describe, expect, it } from "vitest";
import { judgeBench, ratios, type Level } from "../../scripts/measure/bench/goals.ts";
import { d1RoundTrips, d1WaitMs } from "../../scripts/measure/bench/round-trips.ts";

const level = (connections: number, post: Level["post"], health = { rps: 200, p50: 10, p99: 40 }): Level => ({ connections, health, post });
const fine = { stored: 10, created: 10, s5xx: 0 };
const failed = (levels: Level[], integrity = fine) => judgeBench(levels, integrity).filter((g) => !g.ok).map((g) => g.name);

describe("the bench's goals", () => {
  it("hold when POST keeps half of health's throughput and three times its p99 at 50 connections", () => {
    expect(failed([level(1, { rps: 10, p50: 5, p99: 999 }), level(50, { rps: 100, p50: 20, p99: 120 })])).toEqual([]);
  });

  it("fail on throughput below half of health's at 50 connections", () => {
    expect(failed([level(50, { rps: 99, p50: 20, p99: 40 })])).toEqual(["POST/health throughput at 50 connections >= 0.5"]);
  });

  it("fail on a p99 more than three times health's at 50 connections", () => {
    expect(failed([level(50, { rps: 200, p50: 20, p99: 121 })])).toEqual(["POST/health p99 at 50 connections <= 3"]);
  });

  it("fail when 50 connections were not measured", () => {
    expect(failed([level(10, { rps: 200, p50: 20, p99: 40 })])).toEqual(["measured at 50 connections"]);
  });

  it("fail when the rows stored differ from the 201 answers, or a 5xx came", () => {
    const ok = level(50, { rps: 200, p50: 10, p99: 40 });
    expect(failed([ok], { stored: 11, created: 10, s5xx: 0 })).toEqual(["rows stored == 201 answers"]);
    expect(failed([ok], { stored: 10, created: 10, s5xx: 1 })).toEqual(["no 5xx"]);
  });

  it("treat a health p99 of zero as an infinite ratio rather than dividing by it", () => {
    expect(ratios(level(50, { rps: 1, p50: 1, p99: 2 }, { rps: 1, p50: 0, p99: 0 })).p99).toBe(Infinity);
  });
});

describe("D1 round trips", () => {
  it("cost a new lead one round trip, and two with Turnstile", () => {
    const trips = Object.fromEntries(d1RoundTrips.map((t) => [t.request, t.trips]));
    expect(trips["new lead"]).toBe(1);
    expect(trips["new lead, Turnstile on"]).toBe(2);
    expect(trips["invalid body (refused before D1)"]).toBe(0);
  });

  it("add trips × the round-trip time of waiting", () => {
    expect(d1WaitMs(2, 130)).toBe(260);
    expect(d1WaitMs(0)).toBe(0);
  });
});
