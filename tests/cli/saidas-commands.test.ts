// The departures commands against a real local D1 of the test's own, run in this process as the
// leads commands' tests run theirs (one npm spawn checks the wiring): what each stores, and each
// refusal with its message and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as add } from "../../scripts/saidas/add.ts";
import { command as close } from "../../scripts/saidas/close.ts";
import { command as edit } from "../../scripts/saidas/edit.ts";
import { command as list } from "../../scripts/saidas/list.ts";
import type { Command } from "../../scripts/leads/command.ts";
import { runCommand, runNpm } from "../support/leads.ts";
import { d1Rows, ownD1 } from "../support/local-d1.ts";

const d1 = ownD1("saidas");

const run = (command: Command, ...argv: string[]) => runCommand(command, [...argv, ...d1.at]);

const stored = () => d1Rows(d1.state, "SELECT * FROM departures ORDER BY starts_on");

beforeAll(() => d1.migrate(), 120_000);
afterAll(() => d1.remove(), 30_000);

describe("the departures commands", { timeout: 120_000 }, () => {
  it("add a departure with 'a definir' for what was not given, and edit and close it", async () => {
    expect(await run(add, "--inicio", "2099-01-10", "--dias", "40", "--veiculos", "2", "--preco", "18.500")).toEqual({
      code: 0,
      stdout: "Saída de 10/01/2099 publicada: 40 dias, 2 veículos.\n",
      stderr: "",
    });
    expect(await run(edit, "2099-01-10", "--veiculos", "6", "--minimo", "3", "--inclui", "Guia e rádio")).toMatchObject(
      {
        code: 0,
        stdout: "Saída de 10/01/2099 atualizada.\n",
      },
    );
    expect(await stored()).toMatchObject([
      { starts_on: "2099-01-10", days: 40, vehicles: 6, min_vehicles: 3, price_per_vehicle: 18500, deposit: null },
    ]);
    expect(await run(close, "2099-01-10", "--cancelada", "--motivo", "-Fronteira fechada")).toMatchObject({
      code: 0,
      stdout: "Saída de 10/01/2099 cancelada: -Fronteira fechada\n",
    });
    expect(await stored()).toMatchObject([{ status: "cancelada", status_reason: "-Fronteira fechada" }]);
  });

  it("refuse a past date, fewer vehicles than confirmed, an unknown departure: say why, change nothing", async () => {
    const [lead] = await d1Rows<{ id: number }>(
      d1.state,
      "INSERT INTO contact_submissions (name, email, whatsapp) " +
        "VALUES ('A', 'a@example.com', '27 99999-0000') RETURNING id",
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
      expect(r).toMatchObject({ code: 2, stdout: "" });
      expect(r.stderr).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("run from npm, list the departures with vehicles confirmed, left and waiting", async () => {
    const r = await runNpm("saidas", d1.at);
    expect(r.code).toBe(0);
    const [header, , row] = r.stdout.split("\n");
    expect(header).toMatch(/^Início\s+Dias\s+Veículos\s+Confirmados\s+Livres\s+Espera\s+Mínimo\s+Preço\s+Situação$/);
    expect(row).toMatch(/^2099-01-10\s+40\s+6\s+3\s+3\s+0\s+3\s+R\$ 18\.500\s+cancelada: -Fronteira fechada$/);
  });
});

describe("leads:mark on a departure", { timeout: 120_000 }, () => {
  const lead = async (email: string) =>
    (
      await d1Rows<{ id: number }>(
        d1.state,
        "INSERT INTO contact_submissions (name, email, whatsapp) VALUES ('Pessoa', ?1, ?2) RETURNING id",
        email,
        `27 9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      )
    )[0]!.id;
  const places = () =>
    d1Rows(
      d1.state,
      `SELECT p.lead_id, d.starts_on, p.place FROM departure_places p JOIN departures d ON d.id = p.departure_id
       WHERE d.starts_on >= '2099-05-01' ORDER BY p.lead_id`,
    );
  const mark = (...argv: string[]) => runCommand("mark.ts", [...argv, ...d1.at]);

  it("confirms a vehicle until the departure is full, then puts the next person on its waiting list", async () => {
    expect((await run(add, "--inicio", "2099-05-10", "--dias", "30", "--veiculos", "2")).code).toBe(0);
    const [a, b, c] = [await lead("a.saida@example.com"), await lead("b.saida@example.com"), await lead("c@ex.com")];
    expect(await mark(String(a), "confirmado", "--saida", "2099-05-10")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("Veículo confirmado na saída de 10/05/2099."),
    });
    expect((await mark(String(b), "confirmado", "--saida", "2099-05-10")).code).toBe(0);
    const full = await mark(String(c), "confirmado", "--saida", "2099-05-10");
    expect(full).toMatchObject({ code: 2, stdout: "" });
    expect(full.stderr).toContain("A saída de 10/05/2099 está lotada: use --espera 2099-05-10 para a lista de espera.");
    expect(await mark(String(c), "em conversa", "--espera", "2099-05-10")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("Na lista de espera da saída de 10/05/2099."),
    });
    expect(await places()).toEqual([
      { lead_id: a, starts_on: "2099-05-10", place: "confirmado" },
      { lead_id: b, starts_on: "2099-05-10", place: "confirmado" },
      { lead_id: c, starts_on: "2099-05-10", place: "espera" },
    ]);
    const [status] = await d1Rows<{ status: string }>(
      d1.state,
      "SELECT status FROM contact_submissions WHERE id = ?1",
      a,
    );
    expect(status!.status).toBe("fechado");

    // The team's list and the departures' show it.
    const people = await runCommand("list.ts", ["--search", "a.saida@example.com", ...d1.at]);
    expect(people.stdout).toContain("fechado · confirmado em 10/05/2099");
    const departures = (await run(list)).stdout.split("\n").find((l) => l.startsWith("2099-05-10"));
    expect(departures).toMatch(/^2099-05-10\s+30\s+2\s+2\s+0\s+1\s/);
  });

  it("refuses an unknown or closed departure, both options, confirmado alone, and changes nothing", async () => {
    expect((await run(add, "--inicio", "2099-06-10", "--dias", "30", "--veiculos", "5")).code).toBe(0);
    expect((await run(close, "2099-06-10", "--motivo", "Poucos inscritos")).code).toBe(0);
    const id = String(await lead("d.saida@example.com"));
    const before = await places();
    for (const [argv, message] of [
      [[id, "confirmado", "--saida", "2099-07-01"], "Nenhuma saída começa em 01/07/2099"],
      [[id, "confirmado", "--saida", "2099-06-10"], "A saída de 10/06/2099 está encerrada ou cancelada."],
      [[id, "novo", "--espera", "2099-06-10"], "A saída de 10/06/2099 está encerrada ou cancelada."],
      [[id, "confirmado", "--saida", "2099-05-10", "--espera", "2099-05-10"], "Use --saida ou --espera"],
      [[id, "confirmado"], "confirmado vale com a saída"],
      [[id, "contatado", "--saida", "2099-05-10"], "--saida confirma o veículo: use a situação confirmado"],
      [[id, "confirmado", "--saida", "10/05/2099"], "--saida precisa de uma data válida"],
    ] as const) {
      const r = await mark(...argv);
      expect(r).toMatchObject({ code: 2, stdout: "" });
      expect(r.stderr).toContain(message);
    }
    expect(await places()).toEqual(before);
    const [row] = await d1Rows<{ status: string }>(
      d1.state,
      "SELECT status FROM contact_submissions WHERE id = ?1",
      id,
    );
    expect(row!.status).toBe("novo");
  });
});
