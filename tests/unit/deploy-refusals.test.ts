// What `npm run deploy` checks before it builds or sends anything.
import { describe, expect, it } from "vitest";
import { deployRefusals } from "../../scripts/deploy.ts";
import { controllerPlaceholders } from "../../src/content/privacy.ts";

const ready = { preview: false, placeholders: [], databaseId: "2f0c1b5e-7a1d-4c3e-9b8a-1d2e3f4a5b6c", databaseName: "expedicao-ushuaia" };

describe("the deploy's refusals", () => {
  it("refuses production while the controller's identity has placeholders, naming the constant and each field", () => {
    const [refusal, ...rest] = deployRefusals({ ...ready, placeholders: ["controller.cnpj", "controller.address"] });
    expect(rest).toEqual([]);
    expect(refusal).toContain("src/content/privacy.ts");
    expect(refusal).toContain("`controller`");
    expect(refusal).toContain("controller.cnpj, controller.address");
    expect(refusal).toContain("npm run deploy -- --preview");
  });

  it("allows a preview deploy with placeholders", () => {
    expect(deployRefusals({ ...ready, preview: true, placeholders: ["controller.cnpj"] })).toEqual([]);
  });

  it("refuses any deploy against the example database id, saying how to create the database in eastern North America", () => {
    const refusals = deployRefusals({ ...ready, preview: true, databaseId: "00000000-0000-0000-0000-000000000000" });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain("npx wrangler d1 create expedicao-ushuaia --location enam");
  });

  it("lets production go once the identity is filled and the database exists", () => {
    expect(deployRefusals(ready)).toEqual([]);
  });

  it("finds the placeholders the site has today, so production is refused now", () => {
    expect(controllerPlaceholders()).toContain("controller.cnpj");
  });
});
