import { describe, expect, it } from "vitest";
import { presets } from "../../src/content/consumption.ts";
import { stops } from "../../src/cost/estimate.ts";
import { plannedDetails } from "../../src/cost/planned-details.ts";
import { defaults } from "../../src/cost/query.ts";
import { validateDetails } from "../../src/shared/details-schema.ts";

const at = (name: string) => stops.findIndex((s) => s.place.name === name);

describe("what the cost page's inputs say to the details step", () => {
  it("gives the default estimate as diesel, two people and the whole route, with no vehicle named", () => {
    expect(plannedDetails(defaults)).toEqual({ fuel: "diesel", people: "2", route: "inteira" });
  });

  it("names the vehicle of a chosen model, and a part of the route by its two places", () => {
    const planned = plannedDetails({
      ...defaults,
      kmPerLitre: presets[0]!.kmPerLitre,
      from: at("Mendoza"),
      to: at("Ushuaia"),
    });
    expect(planned).toMatchObject({
      vehicle: presets[0]!.model,
      route: "trecho",
      route_from: "Mendoza",
      route_to: "Ushuaia",
    });
  });

  it("leaves out a crew larger than the details take (up to 6 in a vehicle)", () => {
    expect(plannedDetails({ ...defaults, people: 7 })).not.toHaveProperty("people");
  });

  it("is always details the function takes as they are", () => {
    for (const input of [
      defaults,
      { ...defaults, fuel: "gasolina" as const, from: at("Mendoza"), to: at("Ushuaia") },
    ]) {
      expect(validateDetails(plannedDetails(input)).ok).toBe(true);
    }
  });
});
