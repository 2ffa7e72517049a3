// `npm run leads:delete -- --email x@y` (or --whatsapp N): erases what one person asked to erase
// (LGPD right to erasure): the leads that carry that e-mail, or that number, and the details sent
// with them. Nobody verifies what a visitor types, so a lead that shares only its other key with
// them may be someone else's: it is listed, with the key it shares and with which lead, and kept,
// for a decision of its own. The command says what is left elsewhere: the team's chat notices
// (quoted from the function) and the database's backups.
import { newLeadMessage } from "../../src/shared/form-messages.ts";
import { databaseBackupDays, leadsChatService } from "../../src/content/privacy.ts";
import { EXIT, defineCommand, runAsProgram, UsageError } from "./command.ts";
import { confirmDeletion } from "./io.ts";
import { type Contact, deleteLeads, selectLeads } from "./db.ts";
import { keptCopies, leadsTable, visible } from "./format.ts";
import { emailKey, phoneKey, typedDigits } from "./people.ts";

/**
 * What the team's chat holds of the person: nothing, as the function's new-lead notice is one fixed
 * text. The command quotes it, so the operator can see that for themselves.
 */
const chatLeftovers =
  `Os avisos de lead novo no ${leadsChatService.name} dizem só "${newLeadMessage}": não trazem dados ` +
  `pessoais, nada a apagar lá.`;

/** The key asked for: which leads carry it, and which other key links a lead to those. */
type Asked = {
  said: string;
  carries: (l: Contact) => boolean;
  other: "WhatsApp" | "e-mail";
  otherKey: (l: Contact) => string | null;
};

function askedKey(email: string | undefined, whatsapp: string | undefined): Asked {
  if ((email === undefined) === (whatsapp === undefined)) {
    throw new UsageError(
      "Informe o e-mail da pessoa (--email nome@exemplo.com) ou o WhatsApp dela (--whatsapp 27999998888), um só.",
    );
  }
  if (email !== undefined) {
    const folded = emailKey({ email });
    if (!folded.includes("@")) throw new UsageError("Informe o e-mail da pessoa: --email nome@exemplo.com");
    return {
      said: `o e-mail ${email.trim()}`,
      carries: (l) => emailKey(l) === folded,
      other: "WhatsApp",
      otherKey: phoneKey,
    };
  }
  // As few digits as no number the form takes: a typo, not a number to look for.
  const digits = typedDigits(whatsapp!);
  if (digits.length < 8) {
    throw new UsageError(
      `--whatsapp precisa de um número de WhatsApp com DDD, ou com + e o código do país (recebido: '${whatsapp}').`,
    );
  }
  const number = phoneKey({ whatsapp: whatsapp!, whatsapp_e164: null })!;
  return {
    said: `o WhatsApp ${number.startsWith("+") ? number : whatsapp!.trim()}`,
    // The number as the site stored it, or as wa.me would dial it.
    carries: (l) => typedDigits(l.whatsapp) === digits || phoneKey(l) === number,
    other: "e-mail",
    otherKey: emailKey,
  };
}

export const command = defineCommand(
  {
    name: "leads:delete",
    usage: "npm run leads:delete -- --email nome@exemplo.com | --whatsapp 27999998888 [opções]",
    about: `Apaga o que a pessoa pediu para apagar (direito de exclusão da LGPD): os contatos com esse e-mail, ou
com esse WhatsApp, com a situação, a nota e os detalhes de cada um. O e-mail é comparado sem diferença
de maiúsculas e minúsculas, e o número pelos dígitos guardados ou como o wa.me o discaria. Um contato
ligado a eles só pela outra chave (o mesmo WhatsApp com outro e-mail, ou o contrário) pode ser de
outra pessoa: ele é listado, com o motivo, e não é apagado; decida sobre ele à parte. Mostra o que
vai apagar e pede confirmação; diz depois quantos contatos apagou, que uma cópia ainda guardada no
aparelho da pessoa não volta a ser gravada, e o que fica no ${leadsChatService.name} e nas cópias de segurança.`,
    options: ["email", "whatsapp", "yes"],
  },
  async (o, io) => {
    const asked = askedKey(o.email, o.whatsapp);
    const all = await selectLeads(o);
    const leads = all.filter(asked.carries);
    if (leads.length === 0) return void io.log(`Nenhum lead encontrado com ${asked.said}.`);
    const linked = linkedOnly(all, leads, asked);
    io.log(`Com ${asked.said} (serão apagados):\n${leadsTable(leads)}\n`);
    if (linked.length > 0) {
      io.log(
        `Ligados a eles só pelo ${asked.other} (NÃO serão apagados; podem ser de outra pessoa, decida à parte ` +
          `com o e-mail ou o WhatsApp de cada um):\n${leadsTable(linked.map((k) => k.lead))}\n` +
          `${linked.map((k) => `  contato ${k.lead.id}: ${k.why}.`).join("\n")}\n`,
      );
    }
    const confirmed = await confirmDeletion(io, "leads:delete", `${leads.length} lead(s)`, o.yes);
    if (!confirmed) return confirmed === null ? EXIT.usage : EXIT.ok;
    // Only the rows shown are deleted: a lead that arrives meanwhile was not confirmed.
    const removed = await deleteLeads(
      o,
      leads.map((l) => l.id),
    );
    const details = removed.details ? ` Com eles, os detalhes enviados em ${removed.details} deles.` : "";
    const ids = linked.map((k) => k.lead.id).join(", ");
    const kept = linked.length
      ? ` Ficam guardados, para decidir à parte, os ligados só pelo ${asked.other}: ${ids}.`
      : "";
    io.log(`${removed.leads.length} lead(s) apagado(s).${details}${kept}`);
    if (removed.keys) io.log(keptCopies(removed.keys));
    io.log(`\n${chatLeftovers}`);
    io.log(
      `As cópias de segurança do D1 (Time Travel) se apagam sozinhas em até ${databaseBackupDays} dias. ` +
        `Apague também esses contatos das exportações CSV que você tiver.`,
    );
  },
);

/** The leads that do not carry the key asked for but share the other key with one that does: one
 * hop, never further, each with the key and the lead it shares it with. */
function linkedOnly(all: Contact[], asked: Contact[], key: Asked): { lead: Contact; why: string }[] {
  const holders = new Map<string, Contact>();
  for (const l of asked) {
    const k = key.otherKey(l);
    if (k && !holders.has(k)) holders.set(k, l);
  }
  return all.flatMap((lead) => {
    const k = key.otherKey(lead);
    const holder = k && !key.carries(lead) ? holders.get(k) : undefined;
    if (!holder) return [];
    return [{ lead, why: visible(`o mesmo ${key.other} (${k}) que o contato ${holder.id} (${holder.name})`) }];
  });
}

await runAsProgram(command, import.meta.url);
