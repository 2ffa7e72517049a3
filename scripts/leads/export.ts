// `npm run leads:export -- --out leads.csv`: every lead as CSV for a spreadsheet (csv.ts says which).
import { writeFileSync } from "node:fs";
import { fromUserDir, runCommand, UsageError } from "./command.ts";
import { selectLeads } from "./db.ts";
import { spreadsheetCsv } from "./csv.ts";
import { type TeamLead, teamColumns } from "../../src/shared/lead-row.ts";
import { saoPauloTime } from "./format.ts";
import { since } from "./input.ts";

type Cell = string | number | null;

// Every column the team reads, under its CSV header, with the São Paulo time beside the UTC one.
const exported = Object.entries(teamColumns).flatMap(
  ([column, header]): { header: string; cell: (l: TeamLead) => Cell }[] => {
    const cell = (l: TeamLead) => l[column as keyof TeamLead];
    return column === "created_at"
      ? [
          { header, cell },
          { header: "criado_em_sao_paulo", cell: (l) => saoPauloTime(l.created_at) },
        ]
      : [{ header, cell }];
  },
);

await runCommand(
  {
    name: "leads:export",
    usage: "npm run leads:export -- --out leads.csv [opções]",
    about: `Exporta todos os leads (do mais antigo ao mais recente) em CSV UTF-8 com BOM, separado por ponto e
vírgula (;) e com quebras de linha CRLF, como o Excel em português abre com os acentos certos.
Nenhuma célula vira fórmula, com ; ou com , como separador: um =, +, - ou @ no começo de uma
célula, ou logo depois de um ; ou de uma vírgula dentro dela, ganha um apóstrofo (') na frente;
isso inclui o número em E.164 (+5527...), que assim fica como texto. Quebras de linha e outros
caracteres de controle guardados antes de o formulário os recusar aparecem como escapes visíveis
(\\x0a, \\x1b), e cada lead ocupa uma linha.`,
    options: ["out", "since"],
  },
  async (o) => {
    if (!o.out) throw new UsageError("Informe o arquivo de saída: --out leads.csv (ou --out - para a saída padrão).");
    const leads = (await selectLeads(o, { since: since(o.since) })).reverse();
    const records = leads.map((l) => exported.map((c) => c.cell(l)));
    const csv = spreadsheetCsv(
      exported.map((c) => c.header),
      records,
    );
    if (o.out === "-") {
      process.stdout.write(csv);
      console.error(`${leads.length} lead(s) exportado(s).`);
    } else {
      writeFileSync(fromUserDir(o.out), csv);
      console.log(`${leads.length} lead(s) exportado(s) para ${fromUserDir(o.out)}`);
    }
  },
);
