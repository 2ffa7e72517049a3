// `npm run leads:delete -- --email x@y`: erases a person's leads (LGPD right to deletion).
import { confirmDeletion, deletionOptionsHelp, exitCodesHelp, runCli } from "./cli.ts";
import { deleteLeads, selectLeadsByEmail } from "./db.ts";
import { leadsTable } from "./format.ts";
import { EXIT, parseDeleteOptions } from "./options.ts";

const help = `Uso: npm run leads:delete -- --email nome@exemplo.com [opções]

Apaga todos os leads de uma pessoa (direito de exclusão da LGPD). Mostra o que vai apagar e
pede confirmação; o e-mail é comparado sem diferença de maiúsculas e minúsculas.

Opções:
  --email E-MAIL      e-mail da pessoa (obrigatório)
${deletionOptionsHelp}

${exitCodesHelp}`;

await runCli("leads:delete", async () => {
  const opts = parseDeleteOptions(process.argv.slice(2));
  if (opts.help) {
    console.log(help);
    return EXIT.ok;
  }
  const leads = selectLeadsByEmail(opts, opts.email);
  if (leads.length === 0) {
    console.log(`Nenhum lead encontrado com o e-mail ${opts.email}.`);
    return EXIT.ok;
  }
  console.log(leadsTable(leads));
  console.log("");
  const confirmed = await confirmDeletion("leads:delete", `${leads.length} lead(s)`, opts.yes);
  if (confirmed === null) return EXIT.usage;
  if (!confirmed) return EXIT.ok;
  // Only the rows shown are deleted: a lead that arrives meanwhile was not confirmed.
  const removed = deleteLeads(opts, opts.email, leads.map((l) => l.id));
  console.log(`${removed.length} lead(s) apagado(s).`);
  return EXIT.ok;
});
