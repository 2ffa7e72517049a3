// `npm run leads:mark -- <id> <situação> [--note "..."] [--proximo AAAA-MM-DD]`: records what the
// team did with a person: every lead of the person gets the status, the note and the next date.
import { leadStatuses, statusNoteMaxLength } from "../../src/shared/lead-row.ts";
import { defineCommand, runAsProgram, UsageError } from "./command.ts";
import { markLeads, selectLeads } from "./db.ts";
import { visible } from "./format.ts";
import { calendarDay, leadStatus, rowId, statusNote } from "./input.ts";
import { todayInSaoPaulo } from "./due.ts";
import { groupPeople } from "./people.ts";
import { dayText } from "./people-table.ts";

/** How far ahead a next date may be: past it, a year typed wrong would hide the person from --hoje for good. */
const aheadYears = 2;

/** Refuses a next date before the person's first contact (it would top --hoje for ever) or past aheadYears
 * from today, both São Paulo days. */
function checkNext(next: string, firstContact: string, now: Date) {
  const first = todayInSaoPaulo(new Date(firstContact));
  if (next < first) {
    throw new UsageError(
      `--proximo ${next} é antes do primeiro contato da pessoa (${dayText(first)}). Escolha um dia a partir dele.`,
    );
  }
  const today = todayInSaoPaulo(now);
  const last = `${Number(today.slice(0, 4)) + aheadYears}${today.slice(4)}`;
  if (next > last) {
    throw new UsageError(
      `--proximo ${next} passa de ${aheadYears} anos a partir de hoje. Escolha um dia até ${dayText(last)}.`,
    );
  }
}

export const command = defineCommand(
  {
    name: "leads:mark",
    usage: 'npm run leads:mark -- <id> <situação> [--note "..."] [--proximo AAAA-MM-DD] [opções]',
    about: `Registra o que foi feito com uma pessoa (o id é a primeira coluna de npm run leads, ou o de qualquer
contato dela em --contatos); vale para todos os contatos da pessoa. Situações:
${leadStatuses.join(", ")}. A nota, de até ${statusNoteMaxLength} caracteres, acompanha a situação, e --proximo
marca o dia do próximo contato (npm run leads -- --hoje mostra quem chegou nesse dia), do dia do
primeiro contato da pessoa até dois anos a partir de hoje: marcar sem
--note ou sem --proximo apaga a nota ou a data anterior.
Exemplo: npm run leads:mark -- 12 "sem resposta" --proximo 2026-12-02`,
    options: ["note", "proximo"],
    positionals: true,
  },
  async (o, io) => {
    const [idText, ...words] = o.positionals;
    if (!idText || words.length === 0)
      throw new UsageError("Informe o id do lead e a situação: npm run leads:mark -- 12 contatado");
    const id = rowId(idText);
    const status = leadStatus(words.join(" "))!;
    const note = statusNote(o.note);
    const next = calendarDay("--proximo", o.proximo);
    const person = groupPeople(await selectLeads(o)).find((p) => p.contacts.some((c) => c.id === id));
    if (!person) throw new UsageError(`Nenhum lead com o id ${id}. Veja os ids com: npm run leads`);
    if (next) checkNext(next, person.contacts[0]!.created_at, new Date());
    const ids = person.contacts.map((c) => c.id);
    // Only the leads shown by the grouping are marked: one that arrives meanwhile stays as it came.
    await markLeads(o, ids, { status, note, next });
    const name = person.contacts.find((c) => c.id === id)!.name;
    const said = [note && `com a nota: ${note}`, next && `próximo contato em ${dayText(next)}`].filter(Boolean);
    io.log(`Lead ${id} (${visible(name)}) marcado como ${status}${said.length ? `, ${said.join("; ")}` : ""}.`);
    if (ids.length > 1) {
      io.log(`Vale para a pessoa toda: os ${ids.length} contatos dela (ids ${ids.join(", ")}).`);
    }
  },
);

await runAsProgram(command, import.meta.url);
