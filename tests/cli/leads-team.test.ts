// The team's side of a lead against a real local D1: marking what was done with it, filtering by
// status, counting the channels week by week, erasing a note with its lead, and rows stored before
// the form refused control characters shown harmlessly.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLeadMessage } from "../../src/shared/form-messages.ts";
import { markStatement, remoteCommand } from "../../scripts/leads/db.ts";
import { inTurn, runCommand, runNpm } from "../support/leads.ts";
import { d1Rows, wranglerD1, ownD1 } from "../support/local-d1.ts";

/** A literal for this file's own setup SQL. */
const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;
const { state, at, migrate, remove } = ownD1("team");
const disguisedLink = "Esc \u001b]8;;http://evil.example\u0007clique\u001b]8;;\u0007 Ana";

/** Leads by e-mail tag: when they arrived (UTC) and where from. */
const leads = {
  tue: { at: "2026-11-03T15:00:00.000Z", utm_source: "instagram", utm_medium: "bio" },
  // Monday in UTC, still Sunday night in São Paulo: the week of 2 November.
  sundayNight: { at: "2026-11-09T02:30:00.000Z", utm_source: "instagram", utm_medium: "bio" },
  mon: { at: "2026-11-10T12:00:00.000Z", utm_source: "instagram", utm_medium: "bio" },
  search: { at: "2026-11-10T13:00:00.000Z", referrer_host: "www.google.com" },
  direct: { at: "2026-11-11T13:00:00.000Z" },
  october: { at: "2026-10-20T13:00:00.000Z", utm_source: "instagram", utm_medium: "bio" },
  escape: { at: "2026-11-12T13:00:00.000Z", name: disguisedLink },
  // Stored before campaign tags were kept to the Latin alphabet: a Cyrillic о.
  lookalike: { at: "2026-11-10T14:00:00.000Z", utm_source: "g\u043eogle" },
  google: { at: "2026-11-10T15:00:00.000Z", utm_source: "google" },
} as Record<string, { at: string; name?: string; utm_source?: string; utm_medium?: string; referrer_host?: string }>;

const idOf = async (tag: string) =>
  (await d1Rows<{ id: number }>(state, "SELECT id FROM contact_submissions WHERE email = ?1", `${tag}@example.com`))[0]!
    .id;
const rowOf = async (tag: string) =>
  (
    await d1Rows<{ status: string; status_note: string | null; status_changed_at: string | null }>(
      state,
      "SELECT status, status_note, status_changed_at FROM contact_submissions WHERE email = ?1",
      `${tag}@example.com`,
    )
  )[0];

beforeAll(async () => {
  await migrate();
  // Each its own number: leads sharing one are one person, and a status would go to them all.
  const values = Object.entries(leads).map(
    ([tag, l], i) =>
      `(${[l.name ?? `Pessoa ${tag}`, `${tag}@example.com`, `27 9990${i}-8888`, l.at].map(sql).join(", ")}, ` +
      `${[l.utm_source, l.utm_medium, l.referrer_host].map((v) => (v ? sql(v) : "NULL")).join(", ")})`,
  );
  await d1Rows(
    state,
    `INSERT INTO contact_submissions (name, email, whatsapp, created_at, utm_source, utm_medium, ` +
      `referrer_host) VALUES ${values.join(", ")}`,
  );
}, 60_000);

afterAll(remove, 30_000);

describe("npm run leads:mark", { timeout: 180_000 }, () => {
  it("records the status, the note and when it changed, and the list filters and shows it", async () => {
    const id = await idOf("mon");
    const r = await runNpm("leads:mark", [...at, String(id), "em", "conversa", "--note", "Ligou; quer ir em janeiro"]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toBe(`Lead ${id} (Pessoa mon) marcado como em conversa, com a nota: Ligou; quer ir em janeiro.\n`);
    expect(await rowOf("mon")).toMatchObject({ status: "em conversa", status_note: "Ligou; quer ir em janeiro" });
    expect(Date.now() - Date.parse((await rowOf("mon"))!.status_changed_at!)).toBeLessThan(10 * 60_000);

    const [inConversation, fresh] = await inTurn(
      () => runCommand("list.ts", [...at, "--contatos", "--status", "em conversa"]),
      () => runCommand("list.ts", [...at, "--contatos", "--status", "novo", "--json"]),
    );
    const rows = inConversation.stdout.split("\n").filter((l) => l.includes("@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/em conversa: Ligou; quer ir em janeiro\s+instagram\/bio$/);
    const novos = (JSON.parse(fresh.stdout) as { email: string }[]).map((l) => l.email);
    expect(novos).toHaveLength(Object.keys(leads).length - 1);
    expect(novos).not.toContain("mon@example.com");
  });

  it("stores a note that holds SQL words exactly as typed, as it confirms it", async () => {
    const id = await idOf("tue");
    for (const note of [
      "Liga amanhã; BEGIN TRANSACTION; depois COMMIT; ok",
      "Liga BEGIN TRANSACTION depois COMMIT ok",
      "'); DROP TABLE x; --",
    ]) {
      const r = await runCommand("mark.ts", [...at, String(id), "contatado", "--note", note]);
      expect(r).toMatchObject({ code: 0, stderr: "" });
      expect(r.stdout).toContain(`com a nota: ${note}.`);
      expect((await rowOf("tue"))?.status_note).toBe(note);
    }
    await runCommand("mark.ts", [...at, String(id), "novo"]);
    await d1Rows(state, "UPDATE contact_submissions SET status_changed_at = NULL WHERE id = ?1", id);
  });

  it(
    "runs production's form of a statement (values in hex, as --remote sends it) through wrangler with the " +
      "note intact",
    async () => {
      const id = await idOf("october");
      const note = "Liga amanhã; BEGIN TRANSACTION; depois COMMIT; ok";
      wranglerD1(
        state,
        "--json",
        "--command",
        remoteCommand([markStatement([id], { status: "contatado", note, next: null })]),
      );
      const [row] = await d1Rows<{ status_note: string }>(
        state,
        "SELECT status_note FROM contact_submissions WHERE id = ?1",
        id,
      );
      expect(row!.status_note).toBe(note);
    },
  );

  it.each([
    ["an unknown id", ["999999", "contatado"], "Nenhum lead com o id 999999"],
    ["an id that is not a number", ["ID", "contatado"], "O id do lead precisa de um número inteiro positivo"],
    ["an unknown status", ["STATUS_ID", "ligado"], "Situação desconhecida: 'ligado'"],
    [
      "a note over 500 characters",
      ["STATUS_ID", "contatado", "--note", "x".repeat(501)],
      "A nota tem 501 caracteres; o máximo é 500",
    ],
    [
      "a note with a zero-width space",
      ["STATUS_ID", "contatado", "--note", "liga\u200Bamanhã"],
      "caracteres invisíveis ou de controle",
    ],
  ])("refuses %s with exit 2 and a message in Portuguese, changing nothing", async (_, args, message) => {
    const id = String(await idOf("tue"));
    const r = await runCommand("mark.ts", [...at, ...args.map((a) => (a === "STATUS_ID" ? id : a))]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(await rowOf("tue")).toMatchObject({ status: "novo", status_note: null, status_changed_at: null });
  });
});

describe("a lead past the everyday sizes", { timeout: 180_000 }, () => {
  it(
    "is marked by an id above 999,999 with a note that starts with a dash, and its long e-mail is cut in the " +
      "table only",
    async () => {
      const email = `${"v".repeat(239)}@example.com`;
      await d1Rows(
        state,
        `INSERT INTO contact_submissions (id, name, email, whatsapp, created_at)
       VALUES (1234567, 'Pessoa Grande', ${sql(email)}, '27 99999-8888', '2025-01-01T12:00:00.000Z')`,
      );
      try {
        const note = "-liga amanhã; - levar a CNH";
        const r = await runCommand("mark.ts", [...at, "1234567", "contatado", "--note", note]);
        expect(r).toMatchObject({ code: 0, stderr: "" });
        expect(r.stdout).toBe(`Lead 1234567 (Pessoa Grande) marcado como contatado, com a nota: ${note}.\n`);

        const [list, json] = await inTurn(
          () => runCommand("list.ts", [...at, "--contatos", "--search", "Pessoa Grande"]),
          () => runCommand("list.ts", [...at, "--contatos", "--search", "Pessoa Grande", "--json"]),
        );
        const lines = list.stdout.split("\n");
        expect(lines[2]).toMatch(/^1234567\s.*\sv{59}…\s/);
        expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThan(300);
        expect(list.stdout).toContain("veja-os inteiros com --json ou npm run leads:export.");
        expect(JSON.parse(json.stdout)).toMatchObject([{ id: 1234567, email, status: "contatado", status_note: note }]);
      } finally {
        await d1Rows(state, "DELETE FROM contact_submissions WHERE id = 1234567");
      }
    },
  );
});

describe("npm run leads:sources", { timeout: 120_000 }, () => {
  it("counts leads per source and medium in each São Paulo week since the given day", async () => {
    const r = await runNpm("leads:sources", [...at, "--since", "2026-11-01"]);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^Semana de\s+Origem\s+Meio\s+Leads$/);
    expect(lines.slice(2, 9)).toEqual([
      expect.stringMatching(/^09\/11\/2026\s+\(direto\)\s+—\s+2$/),
      // The look-alike shows its Cyrillic letter, so it never reads as a second "google".
      "09/11/2026  g\\u043eogle     —     1",
      expect.stringMatching(/^09\/11\/2026\s+google\s+—\s+1$/),
      expect.stringMatching(/^09\/11\/2026\s+instagram\s+bio\s+1$/),
      expect.stringMatching(/^09\/11\/2026\s+www\.google\.com\s+—\s+1$/),
      expect.stringMatching(/^02\/11\/2026\s+instagram\s+bio\s+2$/),
      "",
    ]);
    expect(r.stdout).toContain("8 lead(s) no período.");
  });
});

describe("rows stored before the form refused control characters", { timeout: 120_000 }, () => {
  it("reach the table and the CSV as visible escapes, never as raw control characters", async () => {
    const out = join(state, "leads.csv");
    const [list, exported] = await inTurn(
      () => runCommand("list.ts", [...at, "--contatos"]),
      () => runCommand("export.ts", [...at, "--out", out]),
    );
    expect(list).toMatchObject({ code: 0 });
    expect(list.stdout).toContain("Esc \\x1b]8;;http://evil.example\\x07");
    expect(list.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(exported).toMatchObject({ code: 0 });
    const text = readFileSync(out, "utf8");
    expect(text).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    const rows = parse(text, { bom: true, columns: true, delimiter: ";" }) as Record<string, string>[];
    expect(rows.find((row) => row.email === "tue@example.com")).toMatchObject({
      situacao: "novo",
      utm_source: "instagram",
      utm_medium: "bio",
    });
    expect(rows.find((row) => row.email === "search@example.com")).toMatchObject({
      utm_source: "",
      site_de_origem: "www.google.com",
    });
    expect(rows.find((row) => row.email === "escape@example.com")!.nome).toBe(
      "Esc \\x1b]8;;http://evil.example\\x07clique\\x1b]8;;\\x07 Ana",
    );
  });
});

describe("npm run leads:delete", { timeout: 120_000 }, () => {
  it("erases the lead with its note, and says the chat's notices hold nothing of the person", async () => {
    await runCommand("mark.ts", [
      ...at,
      String(await idOf("direct")),
      "descartado",
      "--note",
      "não respondeu em três tentativas",
    ]);
    const r = await runCommand("delete.ts", [...at, "--email", "direct@example.com", "--yes"]);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toContain("1 lead(s) apagado(s).");
    expect(r.stdout).toContain(
      `Os avisos de lead novo no Google Chat dizem só "${newLeadMessage}": não trazem dados pessoais`,
    );
    const [notes] = await d1Rows<{ n: number }>(
      state,
      "SELECT count(*) AS n FROM contact_submissions WHERE status_note LIKE '%tentativas%'",
    );
    expect(notes!.n).toBe(0);
  });
});
