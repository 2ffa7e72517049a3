// `npm run leads:export -- --out leads.csv`: every lead as RFC 4180 CSV for a spreadsheet.
import { writeFileSync } from "node:fs";
import { stringify } from "csv-stringify/sync";
import { fromUserDir, runCommand, UsageError } from "./command.ts";
import { selectLeads } from "./db.ts";
import { saoPauloTime, visible } from "./format.ts";
import { since } from "./input.ts";

const columns = [
  "id", "criado_em", "criado_em_sao_paulo", "nome", "email", "whatsapp", "whatsapp_e164", "instagram", "aviso_privacidade",
  "situacao", "nota_situacao", "situacao_em", "utm_source", "utm_medium", "utm_campaign", "site_de_origem", "pagina_de_entrada",
];

await runCommand(
  {
    name: "leads:export",
    usage: "npm run leads:export -- --out leads.csv [opções]",
    about: `Exporta todos os leads (do mais antigo ao mais recente) em CSV UTF-8 com BOM e quebras de linha
CRLF, que planilhas abrem com os acentos certos. Células que começam com =, +, -, @, tab ou CR
ganham um apóstrofo (') na frente, para a planilha não as executar como fórmula; isso inclui o
número em E.164 (+5527...), que assim fica como texto. Caracteres de controle guardados antes de o
formulário os recusar aparecem como escapes visíveis (\\x1b).`,
    options: ["out", "since"],
  },
  async (o) => {
    if (!o.out) throw new UsageError("Informe o arquivo de saída: --out leads.csv (ou --out - para a saída padrão).");
    const leads = (await selectLeads(o, { since: since(o.since) })).reverse();
    const records = leads.map((l) =>
      [
        l.id, l.created_at, saoPauloTime(l.created_at), l.name, l.email, l.whatsapp, l.whatsapp_e164, l.instagram, l.privacy_version,
        l.status, l.status_note, l.status_changed_at, l.utm_source, l.utm_medium, l.utm_campaign, l.referrer_host, l.landing_path,
      ].map((cell) => (typeof cell === "string" ? visible(cell, "\t\r\n") : cell)),
    );
    // csv-stringify quotes what needs quoting and escape_formulas applies OWASP's apostrophe.
    const csv = stringify(records, { bom: true, header: true, columns, record_delimiter: "windows", escape_formulas: true });
    if (o.out === "-") {
      process.stdout.write(csv);
      console.error(`${leads.length} lead(s) exportado(s).`);
    } else {
      writeFileSync(fromUserDir(o.out), csv);
      console.log(`${leads.length} lead(s) exportado(s) para ${fromUserDir(o.out)}`);
    }
  },
);
