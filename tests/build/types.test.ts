// The other offline half of `npm run check`: the site, the function and the scripts and tests
// each type-check in their own runtime's types (DOM, Workers, Node).
import { describe, expect, it } from "vitest";
import { typeCheck, typeProjects } from "../../scripts/check.ts";

describe("the TypeScript projects", () => {
  for (const project of typeProjects) {
    it(`${project} type-checks without errors`, { timeout: 120_000 }, () => {
      expect(() => typeCheck(project)).not.toThrow();
    });
  }
});
