// The details' list of stage places is written out in src/shared so the function need not carry the
// stage table; this holds it to the table.
import { describe, expect, it } from "vitest";
import { stages } from "../../src/content/stages.ts";
import { stagePlaces } from "../../src/shared/details-fields.ts";

describe("stagePlaces", () => {
  it("lists the stage table's places in the order driven, a place driven twice where it is first reached", () => {
    expect(stagePlaces).toEqual([...new Set([stages[0]!.from.name, ...stages.map((s) => s.to.name)])]);
  });
});
