// The departures commands against a real local D1 of the test's own, run in this process as the
// team's npm scripts run them (one spawn checks that wiring): what each stores, and each refusal with
// its message and nothing changed.
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../scripts/shared/paths.ts";
import { add } from "../../scripts/saidas/add.ts";
import { close } from "../../scripts/saidas/close.ts";
import { runSaidas, type SaidasCommand } from "../../scripts/saidas/command.ts";
import { edit } from "../../scripts/saidas/edit.ts";
import { d1Rows, ownD1 } from "../support/local-d1.ts";

const d1 = ownD1("saidas");

async function run(command: SaidasCommand, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSaidas(command, [...argv, ...d1.at], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const stored = () => d1Rows(d1.state, "SELECT * FROM departures ORDER BY starts_on");

beforeAll(() => d1.migrate(), 120_000);
afterAll(() => d1.remove(), 30_000);

describe("the departures commands", { timeout: 120_000 }, () => {
  it("add a departure with 'a definir' for what was not given, and edit and close it", async () => {
    expect(await run(add, "--inicio", "2099-01-10", "--dias", "40", "--veiculos", "2", "--preco", "18.500")).toEqual({
      code: 0,
      out: "Saída de 10/01/2099 publicada: 40 dias, 2 veículos.",
      err: "",
    });
    expect(await run(edit, "2099-01-10", "--veiculos", "6", "--minimo", "3", "--inclui", "Guia e rádio")).toMatchObject(
      {
        code: 0,
        out: "Saída de 10/01/2099 atualizada.",
      },
    );
    expect(await stored()).toMatchObject([
      { starts_on: "2099-01-10", days: 40, vehicles: 6, min_vehicles: 3, price_per_vehicle: 18500, deposit: null },
    ]);
    expect(await run(close, "2099-01-10", "--cancelada", "--motivo", "-Fronteira fechada")).toMatchObject({
      code: 0,
      out: "Saída de 10/01/2099 cancelada: -Fronteira fechada",
    });
    expect(await stored()).toMatchObject([{ status: "cancelada", status_reason: "-Fronteira fechada" }]);
  });

  it("refuse a past date, fewer vehicles than confirmed and an unknown departure, each saying why, changing nothing", async () => {
    const [lead] = await d1Rows<{ id: number }>(
      d1.state,
      "INSERT INTO contact_submissions (name, email, whatsapp) VALUES ('A', 'a@example.com', '27 99999-0000') RETURNING id",
    );
    for (let i = 0; i < 3; i++) {
      const [other] = await d1Rows<{ id: number }>(
        d1.state,
        "INSERT INTO contact_submissions (name, email, whatsapp) VALUES ('B', ?1, '27 99999-0001') RETURNING id",
        `b${i}@example.com`,
      );
      await d1Rows(
        d1.state,
        "INSERT INTO departure_places (lead_id, departure_id, place) SELECT ?1, id, 'confirmado' FROM departures",
        i === 0 ? lead!.id : other!.id,
      );
    }
    const before = await stored();
    const refusals = [
      [await run(add, "--inicio", "2020-01-10", "--dias", "40", "--veiculos", "2"), "--inicio 2020-01-10 já passou"],
      [
        await run(add, "--inicio", "2099-01-10", "--dias", "40", "--veiculos", "2"),
        "Já existe uma saída em 10/01/2099",
      ],
      [
        await run(add, "--inicio", "2099-02-10", "--dias", "4", "--veiculos", "2", "--minimo", "3"),
        "--minimo 3 é maior",
      ],
      [
        await run(edit, "2099-01-10", "--veiculos", "2"),
        "já tem 3 veículos confirmados: --veiculos não pode ser menor",
      ],
      [await run(edit, "2099-03-01", "--veiculos", "9"), "Nenhuma saída começa em 01/03/2099"],
      [await run(close, "2099-03-01", "--motivo", "x"), "Nenhuma saída começa em 01/03/2099"],
      [await run(close, "2099-01-10"), "Informe o motivo"],
      [
        await run(add, "--inicio", "2099-02-10", "--dias", "40", "--veiculos", "abc"),
        "--veiculos precisa de um número",
      ],
    ] as const;
    for (const [r, message] of refusals) {
      expect(r).toMatchObject({ code: 2, out: "" });
      expect(r.err).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("run from npm, list the departures with vehicles confirmed, left and waiting", async () => {
    const r = await new Promise<{ code: number; stdout: string }>((resolve) =>
      execFile("npm", ["run", "--silent", "saidas", "--", ...d1.at], { cwd: root }, (e, stdout) =>
        resolve({ code: e ? Number(e.code) : 0, stdout }),
      ),
    );
    expect(r.code).toBe(0);
    const [header, , row] = r.stdout.split("\n");
    expect(header).toMatch(/^Início\s+Dias\s+Veículos\s+Confirmados\s+Livres\s+Espera\s+Mínimo\s+Preço\s+Situação$/);
    expect(row).toMatch(/^2099-01-10\s+40\s+6\s+3\s+3\s+0\s+3\s+R\$ 18\.500\s+cancelada: -Fronteira fechada$/);
  });
});
