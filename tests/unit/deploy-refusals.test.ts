// What `npm run deploy` checks before it builds or sends anything, and the steps it then runs.
import { describe, expect, it } from "vitest";
import { type DeployFacts, deployRefusals, deploySteps, deployWarnings } from "../../scripts/deploy.ts";
import { type Controller, controllerPlaceholders, placeholder } from "../../src/content/privacy.ts";

const ready: DeployFacts = {
  preview: false,
  placeholders: [],
  transferConfirmed: true,
  databaseId: "2f0c1b5e-7a1d-4c3e-9b8a-1d2e3f4a5b6c",
  databaseName: "expedicao-ushuaia",
  whatsappNumber: "+5527999998888",
};

describe("the deploy's refusals", () => {
  it(
    "refuses production while the controller's identity has placeholders, naming the files, the constant and " +
      "each field",
    () => {
      const [refusal, ...rest] = deployRefusals({ ...ready, placeholders: ["controller.cnpj", "controller.address"] });
      expect(rest).toEqual([]);
      expect(refusal).toContain("src/content/privacy.ts");
      expect(refusal).toContain("`controller`");
      expect(refusal).toContain("src/content/company.ts");
      expect(refusal).toContain("controller.cnpj, controller.address");
      expect(refusal).toContain("npm run deploy -- --preview");
    },
  );

  it("refuses production until the operator has confirmed the basis of the transfer to eastern North America", () => {
    const [refusal, ...rest] = deployRefusals({ ...ready, transferConfirmed: false });
    expect(rest).toEqual([]);
    expect(refusal).toContain("art. 33 da LGPD");
    expect(refusal).toContain("leste da América do Norte");
    expect(refusal).toContain("`transferBasis` em src/content/privacy.ts");
  });

  it("allows a preview deploy with placeholders and an unconfirmed transfer basis", () => {
    expect(
      deployRefusals({ ...ready, preview: true, placeholders: ["controller.cnpj"], transferConfirmed: false }),
    ).toEqual([]);
  });

  it(
    "refuses any deploy against the example database id, saying how to create the database in eastern North " +
      "America",
    () => {
      const refusals = deployRefusals({ ...ready, preview: true, databaseId: "00000000-0000-0000-0000-000000000000" });
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toContain("npx wrangler d1 create expedicao-ushuaia --location enam");
    },
  );

  it("only warns when there is no WhatsApp number", () => {
    expect(deployRefusals({ ...ready, whatsappNumber: undefined })).toEqual([]);
    expect(deployWarnings({ ...ready, whatsappNumber: undefined })[0]).toContain("WHATSAPP_NUMBER");
    expect(deployWarnings(ready)).toEqual([]);
  });

  it("lets production go once the identity is filled, the transfer basis confirmed and the database exists", () => {
    expect(deployRefusals(ready)).toEqual([]);
  });

  it("names every controller field still marked as a placeholder, nested ones included, and none once filled", () => {
    const filled: Controller = {
      legalName: "Expedição Ushuaia Turismo Ltda.",
      cnpj: "12.345.678/0001-90",
      address: "Av. Beira-Mar, 100, Vitória – ES",
      tradeName: "Expedição Ushuaia",
      email: "privacidade@example.com",
      encarregado: { kind: "small-agent-exemption", channel: "privacidade@example.com" },
    };
    expect(controllerPlaceholders(filled)).toEqual([]);
    const partly: Controller = {
      ...filled,
      cnpj: placeholder("CNPJ"),
      encarregado: { kind: "small-agent-exemption", channel: placeholder("canal") },
    };
    expect(controllerPlaceholders(partly)).toEqual(["controller.cnpj", "controller.encarregado.channel"]);
  });
});

describe("the deploy's steps", () => {
  it("gives the function a fresh random RATE_LIMIT_SALT on stdin after the migrations and before the upload", () => {
    const steps = deploySteps("expedicao-ushuaia", false);
    const salt = steps.findIndex((s) => s.args.includes("RATE_LIMIT_SALT"));
    expect(steps.map((s) => s.args.slice(0, 2).join(" "))).toEqual([
      "run build",
      "d1 migrations",
      "pages secret",
      "pages deploy",
    ]);
    expect(steps[salt]!.args).toEqual([
      "pages",
      "secret",
      "put",
      "RATE_LIMIT_SALT",
      "--project-name",
      "expedicao-ushuaia",
      "--env",
      "production",
    ]);
    expect(steps[salt]!.stdin).toMatch(/^[0-9a-f]{64}$/);
    expect(deploySteps("expedicao-ushuaia", false)[salt]!.stdin).not.toBe(steps[salt]!.stdin);
  });

  it("sets a preview's salt in the preview environment and uploads to the preview branch", () => {
    const steps = deploySteps("expedicao-ushuaia", true);
    expect(steps[2]!.args).toContain("preview");
    expect(steps[3]!.args).toEqual(expect.arrayContaining(["--branch", "preview"]));
  });
});
