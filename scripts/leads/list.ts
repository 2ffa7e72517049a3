// `npm run leads`: the newest leads as a table, with a wa.me link to start the conversation.
import { exitCodesHelp, runCli, targetOptionsHelp } from "./cli.ts";
import { selectLeads } from "./db.ts";
import { leadsTable, saoPauloTime, waLink } from "./format.ts";
import { EXIT, parseListOptions } from "./options.ts";

const help = `Uso: npm run leads -- [opções]

Mostra os leads do formulário de contato, os mais recentes primeiro.

Opções:
  --since AAAA-MM-DD  só leads a partir desse dia (meia-noite no horário de São Paulo)
  --limit N           quantos mostrar (padrão: 50)
  --search TEXTO      só leads com esse texto no nome, e-mail, WhatsApp ou Instagram
                      (sem diferenciar maiúsculas, minúsculas e acentos)
  --json              saída em JSON, para outros programas
${targetOptionsHelp}

${exitCodesHelp}`;

await runCli("leads", () => {
  const opts = parseListOptions(process.argv.slice(2));
  if (opts.help) {
    console.log(help);
    return EXIT.ok;
  }
  const leads = selectLeads(opts, opts);
  if (opts.json) {
    const rows = leads.map((l) => ({ ...l, created_at_sao_paulo: saoPauloTime(l.created_at), wa_link: waLink(l) }));
    console.log(JSON.stringify(rows, null, 2));
  } else if (leads.length === 0) {
    console.log("Nenhum lead encontrado.");
  } else {
    console.log(leadsTable(leads));
    const more = leads.length === opts.limit ? ` (limite de ${opts.limit}; use --limit para ver mais)` : "";
    console.log(`\n${leads.length} lead(s), do mais recente ao mais antigo${more}.`);
  }
  return EXIT.ok;
});
