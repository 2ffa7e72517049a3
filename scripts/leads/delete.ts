// `npm run leads:delete -- --email x@y`: erases a person (LGPD right to erasure): every lead that
// shares the e-mail or, through another lead, a WhatsApp number with it, and the details sent with
// them. It says what is left elsewhere: the team's chat notices (quoted from the function) and the
// database's backups.
import { newLeadMessage } from "../../src/shared/form-messages.ts";
import { databaseBackupDays, leadsChatService } from "../../src/content/privacy.ts";
import { confirmDeletion, EXIT, runCommand, UsageError } from "./command.ts";
import { deleteLeads, selectLeads } from "./db.ts";
import { leadsTable } from "./format.ts";
import { groupPeople } from "./people.ts";

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
    about: `Apaga uma pessoa inteira (direito de exclusão da LGPD): todos os contatos com esse e-mail e os que
compartilham com eles um e-mail ou um WhatsApp, com a situação, a nota e os detalhes de cada um.
Mostra o que vai apagar e pede confirmação; o e-mail é comparado sem diferença de maiúsculas e
minúsculas. Diz depois quantos contatos apagou e o que fica no ${leadsChatService.name} e nas cópias de segurança.`,
    options: ["email", "yes"],
  },
  async (o) => {
    const email = o.email?.trim() ?? "";
    if (!email.includes("@")) throw new UsageError("Informe o e-mail da pessoa: --email nome@exemplo.com");
    const folded = email.toLocaleLowerCase("en-US");
    const people = groupPeople(await selectLeads(o)).filter((p) =>
      p.contacts.some((c) => c.email.trim().toLocaleLowerCase("en-US") === folded),
    );
    const leads = people.flatMap((p) => p.contacts);
    if (leads.length === 0) return void console.log(`Nenhum lead encontrado com o e-mail ${email}.`);
    console.log(`${leadsTable(leads)}\n`);
    const confirmed = await confirmDeletion("leads:delete", `${leads.length} lead(s)`, o.yes);
    if (!confirmed) return confirmed === null ? EXIT.usage : EXIT.ok;
    // Only the rows shown are deleted: a lead that arrives meanwhile was not confirmed.
    const removed = await deleteLeads(
      o,
      leads.map((l) => l.id),
    );
    const details = removed.details ? ` Com eles, os detalhes enviados em ${removed.details} deles.` : "";
    console.log(`${removed.leads.length} lead(s) apagado(s).${details}\n\n${chatLeftovers}`);
    console.log(
      `As cópias de segurança do D1 (Time Travel) se apagam sozinhas em até ${databaseBackupDays} dias. ` +
        `Apague também esta pessoa das exportações CSV que você tiver.`,
    );
  },
);
