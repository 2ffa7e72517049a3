// One person, one history, and the team's daily list, against the real site and its local D1: leads
// and details posted as a visitor's page posts them, then the team's commands run as the team runs
// them. Also: the migration that added the new statuses keeps a row stored before it valid.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalSite, startLocalSite } from "../../scripts/shared/local-site.ts";
import { root } from "../../scripts/shared/paths.ts";
import { database, wranglerSync } from "../../scripts/shared/wrangler.ts";
import { inTurn, runCommand } from "../support/leads.ts";
import { closeD1, d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, remove } = ownD1("people");
let site: LocalSite | undefined;
let keys = 0;

const saoPauloDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(ms);

/** Posts a lead as the page does, from the page it landed on; returns its public id. */
async function postLead(lead: Record<string, string>): Promise<string> {
  const res = await fetch(`${site!.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `people-${process.pid}-${keys++}` },
    body: JSON.stringify(lead),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function postDetails(id: string, details: Record<string, string>): Promise<number> {
  const res = await fetch(`${site!.url}/api/contact/details`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id, ...details }),
  });
  return res.status;
}

type PersonJson = {
  person: number;
  contacts: number;
  name: string;
  source: string;
  status: string;
  next_contact_on: string | null;
  details: Record<string, unknown> | null;
  lead_ids: number[];
};
async function people(...args: string[]): Promise<PersonJson[]> {
  const r = await runCommand("list.ts", [...at, "--json", ...args]);
  expect(r).toMatchObject({ code: 0, stderr: "" });
  return JSON.parse(r.stdout) as PersonJson[];
}

const marta = { name: "Marta Ribeiro", email: "marta@example.com", whatsapp: "(27) 98877-6655" };

beforeAll(async () => {
  site = await startLocalSite({ stateDir: state, vars: { RATE_LIMIT_MAX: "100000" } });
  const first = await postLead({ ...marta, landing_path: "/" });
  expect(
    await postDetails(first, { departure: "2027-01", people: "2", vehicle: "Hilux 2019 diesel", fuel: "diesel" }),
  ).toBe(200);
  // The same number again, from the guide, with another e-mail.
  await postLead({ ...marta, email: "marta.r@example.com", landing_path: "/antes-de-partir" });
  await postLead({ name: "Outra Pessoa", email: "outra@example.com", whatsapp: "(27) 98877-0000" });
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await remove();
}, 30_000);

describe("npm run leads, one line per person", { timeout: 120_000 }, () => {
  it("shows the two leads with one number as one person with 2 contacts, flagging the other e-mail", async () => {
    const [list, json] = await inTurn(
      () => runCommand("list.ts", at),
      () => people(),
    );
    const line = list.stdout.split("\n").find((l) => l.includes("Marta Ribeiro"))!;
    // The line is the first lead's: the newer lead's other e-mail does not take it over.
    expect(line).toMatch(/^\d+ !\s.*Marta Ribeiro\s+marta@example\.com\s+\(27\) 98877-6655/);
    expect(line).toContain("sai jan/2027 · 2 pessoas · Hilux 2019 diesel, diesel");
    expect(list.stdout).toMatch(
      /pessoa \d+: contato \d+ \(Marta Ribeiro\): tem o WhatsApp desta pessoa com outro e-mail, marta\.r@example\.com/,
    );
    expect(list.stdout).toContain("2 pessoa(s), do contato mais recente ao mais antigo.");
    const person = json.find((p) => p.name === "Marta Ribeiro")!;
    expect(person).toMatchObject({
      contacts: 2,
      source: "—",
      status: "novo",
      details: { departure: "2027-01", people: 2, vehicle: "Hilux 2019 diesel", fuel: "diesel" },
    });
    const landing = await d1Rows<{ landing_path: string }>(
      state,
      "SELECT landing_path FROM contact_submissions WHERE email LIKE 'marta%' ORDER BY id",
    );
    expect(landing.map((r) => r.landing_path)).toEqual(["/", "/antes-de-partir"]);
  });

  it("lists every contact with --contatos", async () => {
    const r = await runCommand("list.ts", [...at, "--contatos", "--json"]);
    expect((JSON.parse(r.stdout) as unknown[]).length).toBe(3);
  });

  it("filters by the planned departure with --quando", async () => {
    const [january, february] = await inTurn(
      () => people("--quando", "2027-01"),
      () => people("--quando", "2027-02"),
    );
    expect(january.map((p) => p.name)).toEqual(["Marta Ribeiro"]);
    expect(february).toEqual([]);
  });

  it("gives the export a person column, the same for both of Marta's leads", async () => {
    const r = await runCommand("export.ts", [...at, "--out", "-"]);
    const rows = parse(r.stdout, { columns: true, delimiter: ";", bom: true }) as Record<string, string>[];
    const martas = rows.filter((row) => row.nome === "Marta Ribeiro");
    expect(martas).toHaveLength(2);
    expect(martas[0]!.pessoa).toBe(martas[1]!.pessoa);
    expect(martas[0]!.pessoa).toBe(martas[0]!.id);
    expect(martas[0]).toMatchObject({ saida: "2027-01", pessoas: "2", veiculo: "Hilux 2019 diesel" });
    expect(rows.find((row) => row.nome === "Outra Pessoa")!.pessoa).not.toBe(martas[0]!.pessoa);
  });
});

describe("the team's follow-ups", { timeout: 180_000 }, () => {
  it("marks the person 'sem resposta', next on the day of her first contact, and she is on --hoje", async () => {
    const marta = (await people()).find((p) => p.name === "Marta Ribeiro")!;
    const today = saoPauloDay(Date.now());
    const r = await runCommand("mark.ts", [...at, String(marta.person), "sem", "resposta", "--proximo", today]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toContain(
      `marcado como sem resposta, próximo contato em ${today.split("-").reverse().join("/")}.`,
    );
    expect(r.stdout).toContain(`os 2 contatos dela (ids ${marta.lead_ids.join(", ")})`);
    const rows = await d1Rows<{ status: string; next_contact_on: string }>(
      state,
      "SELECT status, next_contact_on FROM contact_submissions WHERE email LIKE 'marta%'",
    );
    expect(rows).toEqual([
      { status: "sem resposta", next_contact_on: today },
      { status: "sem resposta", next_contact_on: today },
    ]);
    const [due, list] = await inTurn(
      () => people("--hoje"),
      () => runCommand("list.ts", [...at, "--hoje"]),
    );
    // The other lead is 'novo' but minutes old: not due yet.
    expect(due.map((p) => p.name)).toEqual(["Marta Ribeiro"]);
    expect(list.stdout).toContain("1 pessoa(s), para contatar hoje, de quem espera há mais tempo.");
  });

  it("leaves a person dated tomorrow off --hoje, and puts a 'novo' lead older than 24 hours on it", async () => {
    const marta = (await people()).find((p) => p.name === "Marta Ribeiro")!;
    const tomorrow = saoPauloDay(Date.now() + 86_400_000);
    const r = await runCommand("mark.ts", [...at, String(marta.person), "adiado", "--proximo", tomorrow]);
    expect(r).toMatchObject({ code: 0 });
    await d1Rows(
      state,
      `INSERT INTO contact_submissions (name, email, whatsapp, created_at) VALUES
       ('Esperando Faz Tempo', 'espera@example.com', '(11) 91111-2222', ?1)`,
      new Date(Date.now() - 30 * 3_600_000).toISOString(),
    );
    expect((await people("--hoje")).map((p) => p.name)).toEqual(["Esperando Faz Tempo"]);
  });

  it("refuses a next date that does not exist, with exit 2, changing nothing", async () => {
    const marta = (await people()).find((p) => p.name === "Marta Ribeiro")!;
    const r = await runCommand("mark.ts", [...at, String(marta.person), "adiado", "--proximo", "2027-02-30"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--proximo precisa de uma data válida no formato AAAA-MM-DD");
    expect((await people()).find((p) => p.name === "Marta Ribeiro")!.status).toBe("adiado");
  });
});

describe("npm run leads:delete", { timeout: 120_000 }, () => {
  it("erases by e-mail only the lead with it and its details, and lists the one with the same number", async () => {
    const r = await runCommand("delete.ts", [...at, "--email", "MARTA@example.com", "--yes"]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain("1 lead(s) apagado(s). Com eles, os detalhes enviados em 1 deles.");
    expect(r.stdout).toMatch(/contato \d+: o mesmo WhatsApp \(\+5527988776655\) que o contato \d+ \(Marta Ribeiro\)\./);
    const left = await d1Rows<{ email: string }>(state, "SELECT email FROM contact_submissions ORDER BY email");
    expect(left.map((l) => l.email)).toEqual(["espera@example.com", "marta.r@example.com", "outra@example.com"]);
    expect(await d1Rows(state, "SELECT * FROM lead_details")).toEqual([]);
  });

  it("erases by WhatsApp the lead with that number, typed as the person types it", async () => {
    const r = await runCommand("delete.ts", [...at, "--whatsapp", "(27) 98877-6655", "--yes"]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain("1 lead(s) apagado(s).");
    const left = await d1Rows<{ email: string }>(state, "SELECT email FROM contact_submissions ORDER BY email");
    expect(left.map((l) => l.email)).toEqual(["espera@example.com", "outra@example.com"]);
  });
});

describe("a row stored before the new statuses", { timeout: 180_000 }, () => {
  it("keeps its values through the migration, and takes 'adiado' with a next date afterwards", async () => {
    const old = mkdtempSync(join(tmpdir(), "expedicao-old-rows-"));
    try {
      // The migrations as they were before the new statuses (0006 on), in a config of their own.
      const before = join(old, "migrations");
      cpSync(join(root, "migrations"), before, {
        recursive: true,
        filter: (f) => Number(/(\d{4})_[^/]*$/.exec(f)?.[1] ?? 0) < 6,
      });
      const config = join(old, "wrangler.toml");
      writeFileSync(
        config,
        readFileSync(join(root, "wrangler.toml"), "utf8").replace(
          /migrations_dir = ".*"/,
          `migrations_dir = "${before}"`,
        ),
      );
      const apply = (configPath: string) =>
        wranglerSync(["d1", "migrations", "apply", database, "--local", "--persist-to", old, "--config", configPath], {
          quiet: true,
        });
      apply(config);
      await d1Rows(
        old,
        `INSERT INTO contact_submissions (name, email, whatsapp, created_at, status, status_note, status_changed_at)
         VALUES ('Antiga', 'antiga@example.com', '27 99999-1111', '2026-10-01T12:00:00.000Z', 'em conversa',
                 'ligar de novo', '2026-10-02T12:00:00.000Z')`,
      );
      await closeD1(old);
      apply(join(root, "wrangler.toml"));
      const [row] = await d1Rows(old, "SELECT * FROM contact_submissions WHERE email = 'antiga@example.com'");
      expect(row).toMatchObject({
        name: "Antiga",
        status: "em conversa",
        status_note: "ligar de novo",
        status_changed_at: "2026-10-02T12:00:00.000Z",
        next_contact_on: null,
        created_at: "2026-10-01T12:00:00.000Z",
      });
      const r = await runCommand("mark.ts", [
        "--persist-to",
        old,
        String(row!.id),
        "adiado",
        "--proximo",
        "2027-03-01",
      ]);
      expect(r).toMatchObject({ code: 0, stderr: "" });
      const [after] = await d1Rows(old, "SELECT status, next_contact_on FROM contact_submissions");
      expect(after).toEqual({ status: "adiado", next_contact_on: "2027-03-01" });
    } finally {
      await closeD1(old);
      rmSync(old, { recursive: true, force: true });
    }
  });
});
