// The team's commands on rows the form would not write but the database may hold, and on values the
// team may mistype, against a local D1: a departure that is no month, a next date decades away, a
// note in two lines, an e-mail longer than the table's column.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTurn, runCommand } from "../support/leads.ts";
import { closeD1, d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("rough-rows");
const longEmail = `${"muito.comprido.".repeat(5)}fim@exemplo.com`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Inserts a lead and its details; ids are given so the test can name them. */
async function insert(id: number, email: string, createdAt: string, details: { departure?: string; note?: string }) {
  await d1Rows(
    state,
    `INSERT INTO contact_submissions (id, name, email, whatsapp, created_at) VALUES (?1, ?2, ?3, ?4, ?5)`,
    id,
    `Pessoa ${id}`,
    email,
    `27 99999-000${id}`,
    createdAt,
  );
  await d1Rows(
    state,
    "INSERT INTO lead_details (lead_id, departure, note) VALUES (?1, ?2, ?3)",
    id,
    details.departure ?? null,
    details.note ?? null,
  );
}

beforeAll(async () => {
  await migrate();
  // Departures the table's first CHECK let through, and one no CHECK would: written with the
  // checks off, as a row from before a stricter table, or written by hand, would be.
  await d1Rows(state, "PRAGMA ignore_check_constraints = ON");
  await insert(1, "mes-zero@example.com", daysAgo(3), { departure: "2027-00" });
  await insert(2, "mes-treze@example.com", daysAgo(3), { departure: "2027-13" });
  await insert(3, "lixo@example.com", daysAgo(3), { departure: "qualquer coisa" });
  await d1Rows(state, "PRAGMA ignore_check_constraints = OFF");
  await insert(4, longEmail, daysAgo(2), { departure: "2027-01", note: "primeira linha\nsegunda linha" });
  await closeD1(state);
}, 240_000);

afterAll(remove, 30_000);

describe("npm run leads with a departure that is no month", { timeout: 120_000 }, () => {
  it("lists everyone, the odd departures as stored with a question mark, also with --hoje and --quando", async () => {
    const [all, due, january] = await inTurn(
      () => runCommand("list.ts", at),
      () => runCommand("list.ts", [...at, "--hoje"]),
      () => runCommand("list.ts", [...at, "--quando", "2027-01"]),
    );
    for (const r of [all, due, january]) expect(r).toMatchObject({ code: 0, stderr: "" });
    for (const r of [all, due]) {
      expect(r.stdout).toContain("sai 2027-00?");
      expect(r.stdout).toContain("sai 2027-13?");
      expect(r.stdout).toContain("sai qualquer coisa?");
    }
    expect(all.stdout).toContain("4 pessoa(s)");
    expect(due.stdout).toContain("4 pessoa(s), para contatar hoje");
    expect(january.stdout).toContain("sai jan/2027");
    expect(january.stdout).toContain("1 pessoa(s)");
  });

  it("shows an e-mail longer than the column whole in --json, and says so under the table", async () => {
    const [table, json] = await inTurn(
      () => runCommand("list.ts", [...at, "--quando", "2027-01"]),
      () => runCommand("list.ts", [...at, "--quando", "2027-01", "--json"]),
    );
    expect(table.stdout).not.toContain(longEmail);
    expect(table.stdout).toContain("E-mail cortado (…): veja-o inteiro com --json ou npm run leads:export.");
    expect((JSON.parse(json.stdout) as { email: string }[])[0]!.email).toBe(longEmail);
  });
});

describe("npm run leads:mark --proximo out of range", { timeout: 120_000 }, () => {
  it.each([
    ["a day before the first contact", daysAgo(5).slice(0, 10), "é antes do primeiro contato da pessoa"],
    ["year 0000", "0000-01-01", "é antes do primeiro contato da pessoa"],
    ["more than two years ahead", "2062-01-15", "passa de 2 anos a partir de hoje"],
    ["year 9999", "9999-12-31", "passa de 2 anos a partir de hoje"],
  ])("refuses %s in Portuguese, changing nothing", async (_, day, message) => {
    const r = await runCommand("mark.ts", [...at, "4", "adiado", "--proximo", day]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--proximo ${day} ${message}`);
    expect(await d1Rows(state, "SELECT status, next_contact_on FROM contact_submissions WHERE id = 4")).toEqual([
      { status: "novo", next_contact_on: null },
    ]);
  });

  it("takes the day of the first contact", async () => {
    const [lead] = await d1Rows<{ created_at: string }>(
      state,
      "SELECT created_at FROM contact_submissions WHERE id = 4",
    );
    const first = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
      Date.parse(lead!.created_at),
    );
    const r = await runCommand("mark.ts", [...at, "4", "adiado", "--proximo", first]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(await d1Rows(state, "SELECT next_contact_on FROM contact_submissions WHERE id = 4")).toEqual([
      { next_contact_on: first },
    ]);
  });
});

describe("npm run leads:export with a note in two lines", { timeout: 120_000 }, () => {
  it("writes the line break inside the quoted cell, as a spreadsheet reads it", async () => {
    const r = await runCommand("export.ts", [...at, "--out", "-"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('"primeira linha\nsegunda linha"');
    const rows = parse(r.stdout, { columns: true, delimiter: ";", bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.email === longEmail)!.observacao).toBe("primeira linha\nsegunda linha");
  });
});
