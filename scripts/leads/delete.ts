// `npm run leads:delete -- --email x@y`: erases a person's leads (LGPD right to deletion).
import { confirmDeletion, EXIT, runCommand, UsageError } from "./command.ts";
import { deleteLeads, selectLeadsByEmail } from "./db.ts";
import { leadsTable } from "./format.ts";

await runCommand(
  {
    name: "leads:delete",
    usage: "npm run leads:delete -- --email nome@exemplo.com [opções]",
    about: `Apaga todos os leads de uma pessoa (direito de exclusão da LGPD). Mostra o que vai apagar e
pede confirmação; o e-mail é comparado sem diferença de maiúsculas e minúsculas.`,
    options: ["email", "yes"],
  },
  async (o) => {
    const email = o.email?.trim() ?? "";
    if (!email.includes("@")) throw new UsageError("Informe o e-mail da pessoa: --email nome@exemplo.com");
    const leads = await selectLeadsByEmail(o, email);
    if (leads.length === 0) return void console.log(`Nenhum lead encontrado com o e-mail ${email}.`);
    console.log(`${leadsTable(leads)}\n`);
    const confirmed = await confirmDeletion("leads:delete", `${leads.length} lead(s)`, o.yes);
    if (!confirmed) return confirmed === null ? EXIT.usage : EXIT.ok;
    // Only the rows shown are deleted: a lead that arrives meanwhile was not confirmed.
    const removed = await deleteLeads(o, email, leads.map((l) => l.id));
    console.log(`${removed.length} lead(s) apagado(s).`);
  },
);
