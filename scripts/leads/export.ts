// `npm run leads:export -- --out leads.csv`: every lead as CSV for a spreadsheet (csv.ts says which).
import { writeFileSync } from "node:fs";
import { fromUserDir, defineCommand, runAsProgram, UsageError } from "./command.ts";
import { type Contact, selectLeads } from "./db.ts";
import { spreadsheetCsv } from "./csv.ts";
import { detailColumns, type TeamLead, teamColumns } from "../../src/shared/lead-row.ts";
import { groupPeople } from "./people.ts";
import { saoPauloTime } from "./format.ts";
import { since } from "./input.ts";

type Cell = string | number | null;

// Every column the team reads, under its CSV header, with the São Paulo time beside the UTC one; then
// the person each lead belongs to (the id npm run leads shows) and the details it came with.
type Column = { header: string; cell: (l: Contact, person: number) => Cell };
const exported: Column[] = [
  ...Object.entries(teamColumns).flatMap(([column, header]): Column[] => {
    const cell = (l: TeamLead) => l[column as keyof TeamLead];
    return column === "created_at"
      ? [
          { header, cell },
          { header: "criado_em_sao_paulo", cell: (l) => saoPauloTime(l.created_at) },
        ]
      : [{ header, cell }];
  }),
  { header: "pessoa", cell: (_, person) => person },
  ...Object.entries(detailColumns).map(
    ([field, header]): Column => ({ header, cell: (l) => l.details?.[field as keyof typeof detailColumns] ?? null }),
  ),
];

export const command = defineCommand(
  {
    name: "leads:export",
    usage: "npm run leads:export -- --out leads.csv [opções]",
    about: `Exporta todos os leads (do mais antigo ao mais recente) em CSV UTF-8 com BOM, separado por ponto e
vírgula (;) e com quebras de linha CRLF, como o Excel em português abre com os acentos certos.
Nenhuma célula vira fórmula, com ; ou com , como separador: um =, +, - ou @ no começo de uma
célula, ou logo depois de um ; ou de uma vírgula dentro dela, ganha um apóstrofo (') na frente;
isso inclui o número em E.164 (+5527...), que assim fica como texto; o mesmo vale depois de uma
quebra de linha. As quebras de linha de uma observação ficam dentro da célula, como a planilha as
mostra; tabulações e outros caracteres de controle aparecem como escapes visíveis (\\x09, \\x1b).`,
    options: ["out", "since"],
  },
  async (o, io) => {
    if (!o.out) throw new UsageError("Informe o arquivo de saída: --out leads.csv (ou --out - para a saída padrão).");
    const from = since(o.since);
    // The people are grouped over every lead, so a lead's person is the same whatever --since keeps.
    const all = await selectLeads(o);
    const personOf = new Map(groupPeople(all).flatMap((p) => p.contacts.map((c) => [c.id, p.id] as const)));
    const leads = all.filter((l) => !from || l.created_at >= from).reverse();
    const records = leads.map((l) => exported.map((c) => c.cell(l, personOf.get(l.id)!)));
    const csv = spreadsheetCsv(
      exported.map((c) => c.header),
      records,
    );
    if (o.out === "-") {
      io.stdout.write(csv);
      io.error(`${leads.length} lead(s) exportado(s).`);
    } else {
      writeFileSync(fromUserDir(o.out), csv);
      io.log(`${leads.length} lead(s) exportado(s) para ${fromUserDir(o.out)}`);
    }
  },
);

await runAsProgram(command, import.meta.url);
