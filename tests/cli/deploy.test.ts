// `npm run deploy` run as the team runs it, on a clone whose privacy notice still has placeholders and
// whose transfer basis is unconfirmed: it must stop before building or reaching Cloudflare, and say what to fill.
import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/shared/paths.ts";

function deploy(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/deploy.ts", ...args],
      { cwd: root, encoding: "utf8" },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run deploy", { timeout: 60_000 }, () => {
  it(
    "refuses production while the controller is a placeholder and the transfer basis unconfirmed, before " +
      "building anything",
    async () => {
      const r = await deploy([]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("na constante `controller`");
      expect(r.stderr).toContain("controller.cnpj");
      expect(r.stderr).toContain("preencha `transferBasis`");
      expect(r.stdout).not.toContain("▶");
    },
  );

  it("refuses an unknown option with its usage", async () => {
    const r = await deploy(["--producao"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Uso: npm run deploy [-- --preview]");
  });
});
