// `npm run leads:delete -- --email x@y`: erases a person's leads (LGPD right to deletion), and says
// what is left elsewhere: the team's chat notices (quoted from the function) and the database's backups.
import { newLeadMessage } from "../../src/shared/form-messages.ts";
import { databaseBackupDays, leadsChatService } from "../../src/content/privacy.ts";
import { confirmDeletion, EXIT, runCommand, UsageError } from "./command.ts";
import { deleteLeads, selectLeads } from "./db.ts";
import { leadsTable } from "./format.ts";

/**
 * What the team's chat holds of the person: nothing, as the function's new-lead notice is one fixed
 * text. The command quotes it, so the operator can see that for themselves.
 */
const chatLeftovers =
  `Os avisos de lead novo no ${leadsChatService.name} dizem só "${newLeadMessage}": não trazem dados ` +
  `pessoais, nada a apagar lá.`;

await runCommand(
  {
    name: "leads:delete",
    usage: "npm run leads:delete -- --email nome@exemplo.com [opções]",
    about: `Apaga todos os leads de uma pessoa (direito de exclusão da LGPD), com a situação e a nota de cada
um. Mostra o que vai apagar e pede confirmação; o e-mail é comparado sem diferença de maiúsculas e
minúsculas. Diz depois o que fica no ${leadsChatService.name} e nas cópias de segurança.`,
    options: ["email", "yes"],
  },
  async (o) => {
    const email = o.email?.trim() ?? "";
    if (!email.includes("@")) throw new UsageError("Informe o e-mail da pessoa: --email nome@exemplo.com");
    const leads = await selectLeads(o, { email });
    if (leads.length === 0) return void console.log(`Nenhum lead encontrado com o e-mail ${email}.`);
    console.log(`${leadsTable(leads)}\n`);
    const confirmed = await confirmDeletion("leads:delete", `${leads.length} lead(s)`, o.yes);
    if (!confirmed) return confirmed === null ? EXIT.usage : EXIT.ok;
    // Only the rows shown are deleted: a lead that arrives meanwhile was not confirmed.
    const removed = await deleteLeads(
      o,
      email,
      leads.map((l) => l.id),
    );
    console.log(`${removed.length} lead(s) apagado(s).\n\n${chatLeftovers}`);
    console.log(
      `As cópias de segurança do D1 (Time Travel) se apagam sozinhas em até ${databaseBackupDays} dias. ` +
        `Apague também esta pessoa das exportações CSV que você tiver.`,
    );
  },
);
