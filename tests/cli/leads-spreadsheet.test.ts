// The CSV export opened by a real spreadsheet, LibreOffice Calc (headless), the way a Brazilian
// Excel reads it (fields split on ";") and the way an English one does (split on ","), with formulas
// evaluated: no cell of the file may become a formula under either reading. The rows are written
// straight into a local D1, as rows the form accepts today (a name or note with ";" or ",") and rows
// stored before it refused line breaks.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";
import { runCommand } from "../support/leads.ts";
import { closeD1, d1Rows, ownD1 } from "../support/local-d1.ts";

const { state, at, migrate, remove } = ownD1("planilha");
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Hostile cells, by e-mail: what a visitor may type, and what rows stored before the line-break rule hold. */
const hostile: Record<string, { name: string; whatsapp: string; instagram: string | null; note?: string }> = {
  "ponto-e-virgula@example.com": {
    name: "Ana;=2+5;x",
    whatsapp: "27999998888;=1+1",
    instagram: "@ana;=HIPERLINK(A1);x",
  },
  "virgula@example.com": {
    name: "Ana,=2+5,x",
    whatsapp: "27 99999-8888",
    instagram: 'x,"=1+1"',
    note: "ok; =SOMA(1;2)",
  },
  "espacos@example.com": { name: 'Bia ; "=3+3" ; y', whatsapp: "27 99999-8888", instagram: "a, -4+4" },
  "quebra@example.com": { name: "a\n=2+5", whatsapp: "27 99999-8888\r=1+1", instagram: "b\r\n@SOMA(1;1)" },
};

let soffice: string;
const csv = join(state, "leads.csv");

beforeAll(async () => {
  soffice = requireProgram(testPrograms.spreadsheet);
  await migrate();
  const orNull = (v: string | null | undefined) => (v ? quote(v) : "NULL");
  const rows = Object.entries(hostile).map(
    ([email, l]) => `(${[l.name, email, l.whatsapp].map(quote).join(", ")}, ${orNull(l.instagram)}, ${orNull(l.note)})`,
  );
  await d1Rows(
    state,
    `INSERT INTO contact_submissions (name, email, whatsapp, instagram, status_note) VALUES ${rows.join(", ")}`,
  );
  await closeD1(state);
  const exported = await runCommand("export.ts", [...at, "--out", csv]);
  expect(exported.code, exported.stderr).toBe(0);
}, 600_000);

afterAll(remove, 30_000);

/** The sheet LibreOffice makes of `csv` with `separator`, as flat ODS XML. Formulas are evaluated (filter token 13). */
function openInCalc(csv: string, separator: ";" | ","): string {
  const out = join(state, `calc-${separator.charCodeAt(0)}`);
  const filter = `CSV:${separator.charCodeAt(0)},34,76,1,,1046,false,false,false,false,false,-1,true`;
  const r = spawnSync(
    soffice,
    [
      `-env:UserInstallation=${pathToFileURL(join(state, "lo-profile")).href}`,
      "--headless",
      `--infilter=${filter}`,
      "--convert-to",
      "fods",
      "--outdir",
      out,
      csv,
    ],
    { encoding: "utf8", timeout: 120_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(join(out, "leads.fods"), "utf8");
}

describe("the CSV export in a spreadsheet", { timeout: 300_000 }, () => {
  it("has no cell LibreOffice runs as a formula, whether it splits fields on ';' (pt-BR Excel) or on ','", async () => {
    for (const separator of [";", ","] as const) {
      const sheet = openInCalc(csv, separator);
      expect(sheet).toContain("ponto-e-virgula@example.com");
      expect(sheet.match(/table:formula="[^"]*"/g) ?? [], `separator ${separator}`).toEqual([]);
    }
  });

  it("keeps each lead in one row of ';'-separated cells, as Brazilian Excel opens it", async () => {
    const sheet = openInCalc(csv, ";");
    const rows = [...sheet.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((m) =>
      [...m[1]!.matchAll(/<text:p>([^<]*)<\/text:p>/g)].map((c) => c[1]),
    );
    expect(rows).toHaveLength(1 + Object.keys(hostile).length);
    const row = (email: string) => rows.find((cells) => cells.includes(email));
    expect(row("ponto-e-virgula@example.com")).toEqual(
      expect.arrayContaining(["Ana;&apos;=2+5;x", "27999998888;&apos;=1+1", "&apos;@ana;&apos;=HIPERLINK(A1);x"]),
    );
    // A line break stays one, inside its cell (a paragraph each), and what follows it is text too.
    expect(row("quebra@example.com")).toEqual(
      expect.arrayContaining(["a", "&apos;=2+5", "27 99999-8888", "&apos;=1+1", "b", "&apos;@SOMA(1;1)"]),
    );
  });
});
