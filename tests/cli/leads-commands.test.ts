// npm run leads / leads:export / leads:delete against a real local D1 that the running function
// filled, exactly as the team would use them after visitors left their interest on the site.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamLead } from "../../src/shared/lead-row.ts";
import { type LocalSite, startLocalSite } from "../../scripts/shared/local-site.ts";
import { privacyNoticeVersion } from "../../src/shared/privacy-notice.ts";
import { inTurn, postLead, runCommand, runNpm } from "../support/leads.ts";
import { closeD1, wranglerD1 } from "../support/local-d1.ts";

// Accents, quotes, commas, SQL and LIKE metacharacters, and values a spreadsheet would run (the form
// refuses line breaks and other control characters; leads-team.test.ts covers rows stored before that).
const joao = {
  name: "João D'Ávila",
  email: "joao.davila@example.com",
  whatsapp: "27 99999-8888",
  instagram: "@joao.davila",
};
const ana = {
  name: 'Ana "Aninha", Souza de Oliveira',
  email: "ana.souza@example.com",
  whatsapp: "+55 (11) 91234-5678",
  instagram: "",
};
const formula = {
  name: '=HYPERLINK("http://x.example","clique")',
  email: "formula@example.com",
  whatsapp: "+54 9 11 2345-6789",
  instagram: "-1",
};
const zoe = {
  name: "Zoë 100% _real_ 'aspas'",
  email: "Zoe@Example.com",
  whatsapp: "(27) 3333-4444",
  instagram: "+zoe",
};

const state = mkdtempSync(join(tmpdir(), "expedicao-leads-"));
const at = ["--persist-to", state];
let server: LocalSite | undefined;
const ids = new Map<object, number>();
const postedAt: number[] = [];

type JsonLead = TeamLead & { created_at_sao_paulo: string; wa_link: string | null };
async function listJson(...args: string[]): Promise<JsonLead[]> {
  const r = await runCommand("list.ts", [...at, "--contatos", "--json", ...args]);
  expect(r.stderr).toBe("");
  expect(r).toMatchObject({ code: 0 });
  return JSON.parse(r.stdout) as JsonLead[];
}

const saoPauloDate = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(ms);
const saoPauloMinute = (ms: number) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" })
    .format(ms)
    .replace(",", "");

beforeAll(async () => {
  // Many posts from one address in a few seconds: lift the rate limit.
  server = await startLocalSite({ stateDir: state, vars: { RATE_LIMIT_MAX: "100000" } });
  postedAt.push(Date.now());
  for (const lead of [joao, ana, formula, zoe]) ids.set(lead, await postLead(server, lead));
  postedAt.push(Date.now());
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await closeD1(state);
  rmSync(state, { recursive: true, force: true });
}, 30_000);

describe("npm run leads -- --contatos", { timeout: 120_000 }, () => {
  it("shows the leads newest first with Sao Paulo time, every field and a wa.me link", async () => {
    const r = await runCommand("list.ts", [...at, "--contatos"]);
    expect(r).toMatchObject({ code: 0 });
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^Id\s+Quando\s+Nome\s+E-mail\s+WhatsApp\s+Instagram\s+Conversa\s+Situação\s+Origem$/);
    const line = (email: string) => lines.findIndex((l) => l.includes(email));
    expect(line(zoe.email)).toBeLessThan(line(formula.email));
    expect(line(formula.email)).toBeLessThan(line(ana.email));
    expect(line(ana.email)).toBeLessThan(line(joao.email));
    const joaoLine = lines[line(joao.email)];
    for (const text of [joao.name, joao.whatsapp, joao.instagram, "https://wa.me/5527999998888", "novo"])
      expect(joaoLine).toContain(text);
    expect(joaoLine.startsWith(`${ids.get(joao)} `)).toBe(true);
    expect(postedAt.map(saoPauloMinute)).toContain(/\d\d\/\d\d\/\d{4} \d\d:\d\d/.exec(joaoLine)?.[0]);
    expect(lines[line(ana.email)]).toContain('Ana "Aninha", Souza de Oliveira');
    expect(lines[line(ana.email)]).toContain("https://wa.me/5511912345678");
    expect(lines[line(formula.email)]).toContain("https://wa.me/5491123456789");
  });

  it("gives every stored value verbatim with --json", async () => {
    const byId = new Map((await listJson()).map((l) => [l.id, l]));
    expect(byId.get(ids.get(joao)!)).toMatchObject({
      ...joao,
      whatsapp_e164: "+5527999998888",
      privacy_version: privacyNoticeVersion,
    });
    expect(byId.get(ids.get(ana)!)).toMatchObject({ ...ana, instagram: null, whatsapp_e164: "+5511912345678" });
    expect(byId.get(ids.get(formula)!)).toMatchObject({ ...formula, whatsapp_e164: "+5491123456789" });
    expect(byId.get(ids.get(zoe)!)).toMatchObject(zoe);
  });

  it("searches without regard to case or accents and takes quotes, % and _ literally", async () => {
    const found = async (text: string) => (await listJson("--search", text)).map((l) => l.id).sort();
    const [accent, percent, underscore, quote, doubleQuote] = await inTurn(
      ...["d'ÁVILA", "100%", "_real_", "'", '"'].map((text) => () => found(text)),
    );
    expect(accent).toEqual([ids.get(joao)]);
    expect(percent).toEqual([ids.get(zoe)]);
    expect(underscore).toEqual([ids.get(zoe)]);
    expect(quote).toEqual([ids.get(joao), ids.get(zoe)].sort());
    expect(doubleQuote).toEqual([ids.get(ana), ids.get(formula)].sort());
  });

  it("shows only the newest N with --limit", async () => {
    const [all, two] = await inTurn(
      () => listJson(),
      () => listJson("--limit", "2"),
    );
    expect(two).toEqual(all.slice(0, 2));
  });

  it("counts --since from midnight in Sao Paulo", async () => {
    const [fromYesterday, future] = await inTurn(
      () => listJson("--since", saoPauloDate(Date.now() - 86_400_000)),
      () => runCommand("list.ts", [...at, "--contatos", "--since", saoPauloDate(Date.now() + 2 * 86_400_000)]),
    );
    expect(fromYesterday.map((l) => l.id)).toEqual(expect.arrayContaining([...ids.values()]));
    expect(future).toMatchObject({ code: 0, stdout: "Nenhum lead encontrado.\n" });
  });
});

describe("npm run leads:export", { timeout: 120_000 }, () => {
  it("writes ;-separated CSV with a BOM and CRLF that a CSV parser reads back, formulas neutralised", async () => {
    const out = join(state, "leads.csv");
    const r = await runCommand("export.ts", [...at, "--out", out]);
    expect(r).toMatchObject({ code: 0 });
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const firstColumns = ["id", "criado_em", "criado_em_sao_paulo", "nome", "email", "whatsapp", "whatsapp_e164"]
      .concat(["instagram", "aviso_privacidade", "situacao", "nota_situacao"])
      .map((c) => `"${c}";`);
    expect(text.startsWith(`\uFEFF${firstColumns.join("")}`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parse(text, { bom: true, columns: true, delimiter: ";" }) as Record<string, string>[];
    expect(r.stdout).toBe(`${rows.length} lead(s) exportado(s) para ${out}\n`);
    const row = (lead: object) => rows.find((x) => x.id === String(ids.get(lead)));
    expect(row(joao)).toMatchObject({
      nome: "João D'Ávila",
      email: joao.email,
      whatsapp: "27 99999-8888",
      whatsapp_e164: "'+5527999998888",
      instagram: "'@joao.davila",
      aviso_privacidade: privacyNoticeVersion,
      situacao: "novo",
      nota_situacao: "",
    });
    expect(row(ana)).toMatchObject({ nome: ana.name, whatsapp: "'+55 (11) 91234-5678", instagram: "" });
    expect(row(formula)).toMatchObject({ nome: `'${formula.name}`, whatsapp: "'+54 9 11 2345-6789", instagram: "'-1" });
    expect(row(zoe)).toMatchObject({ nome: zoe.name, email: zoe.email, whatsapp: zoe.whatsapp, instagram: "'+zoe" });
    expect(row(joao)!.criado_em).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(postedAt.map(saoPauloMinute)).toContain(row(joao)!.criado_em_sao_paulo);
  });
});

describe("npm run leads:delete", { timeout: 180_000 }, () => {
  it("removes exactly that person's leads, whatever the case of the e-mail, and nothing else", async () => {
    const mine = [
      await postLead(server!, {
        name: "Pessoa Para Apagar",
        email: "apagar@example.com",
        whatsapp: "27 98888-7777",
      }),
      await postLead(server!, {
        name: "Pessoa Para Apagar",
        email: "APAGAR@example.com ",
        whatsapp: "27 98888-7777",
      }),
    ];
    const other = await postLead(server!, {
      name: "Quase Igual",
      email: "naoapagar@example.com",
      whatsapp: "27 98888-6666",
    });
    const before = (await listJson("--limit", "1000")).map((l) => l.id);

    const r = await runCommand("delete.ts", [...at, "--email", "  Apagar@Example.COM ", "--yes"]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain("Pessoa Para Apagar");
    expect(r.stdout).toContain("2 lead(s) apagado(s).");

    const after = (await listJson("--limit", "1000")).map((l) => l.id);
    expect(after).toEqual(before.filter((id) => !mine.includes(id)));
    expect(after).toContain(other);
  });

  it("refuses without --yes when there is no terminal to confirm, and deletes nothing", async () => {
    const r = await runNpm("leads:delete", [...at, "--email", joao.email]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("rode de novo com --yes");
    expect((await listJson("--search", joao.email)).map((l) => l.id)).toEqual([ids.get(joao)]);
  });
});

describe("the local site the commands read from", () => {
  it(
    "keeps wrangler's debug log, with the devtools events of each request, in its own state dir instead of " +
      "the home directory",
    () => {
      const logs = readdirSync(join(state, "logs")).filter((f) => /^wrangler-.*\.log$/.test(f));
      expect(logs.length).toBeGreaterThan(0);
      const text = logs.map((f) => readFileSync(join(state, "logs", f), "utf8")).join("\n");
      expect(text).toContain("Network.requestWillBeSent");
    },
  );
});

describe("bad usage and a database that is not ready", { timeout: 120_000 }, () => {
  it.each([
    ["list.ts", ["--bogus"], "Unknown option '--bogus'"],
    ["list.ts", ["--limit", "zero"], "--limit precisa de um número inteiro positivo"],
    ["list.ts", ["--since", "2026-02-30"], "--since precisa de uma data válida"],
    ["export.ts", [], "Informe o arquivo de saída"],
    ["delete.ts", ["--yes"], "Informe o e-mail da pessoa"],
  ])("%s %j exits 2 with a clear message", async (script, args, message) => {
    const r = await runCommand(script, [...at, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain("--help");
  });

  it("exits 3 and says to run the migrations when the database has no table, or an old one", async () => {
    const empty = mkdtempSync(join(tmpdir(), "expedicao-leads-empty-"));
    try {
      const none = await runNpm("leads", ["--persist-to", empty]);
      expect(none.code).toBe(3);
      expect(none.stderr).toContain("no such table: contact_submissions");
      expect(none.stderr).toContain("npm run db:migrate");
      // Only the first migration: the details' table (and the E.164 column) are missing.
      wranglerD1(empty, "--file", "migrations/0001_create_contact_submissions.sql");
      const old = await runNpm("leads:export", ["--persist-to", empty, "--out", "-"]);
      expect(old.code).toBe(3);
      expect(old.stderr).toContain("no such table: lead_details");
      expect(old.stderr).toContain("npm run db:migrate");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
