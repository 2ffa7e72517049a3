// `npm run leads:mark -- <id> <situação> [--note "..."] [--proximo AAAA-MM-DD]`: records what the
// team did with a person: every lead of the person gets the status, the note and the next date.
// `confirmado --saida AAAA-MM-DD` confirms the person's vehicle on a published departure (the status
// becomes fechado); `--espera AAAA-MM-DD` puts the person on its waiting list.
import { leadStatuses, statusNoteMaxLength } from "../../src/shared/lead-row.ts";
import { defineCommand, runAsProgram, UsageError } from "./command.ts";
import { markLeads, selectLeads } from "./db.ts";
import { visible } from "./format.ts";
import { calendarDay, leadStatus, rowId, statusNote } from "./input.ts";
import { todayInSaoPaulo } from "./due.ts";
import { groupPeople } from "./people.ts";
import { type Placed, placeLead } from "../saidas/db.ts";
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

/** A place on a departure, from the words and options: `confirmado --saida` or `--espera`. */
function placeOf(words: string, saida: string | undefined, espera: string | undefined) {
  if (saida !== undefined && espera !== undefined)
    throw new UsageError("Use --saida ou --espera, não os dois: uma pessoa tem um lugar numa saída só.");
  if (words === "confirmado" && saida === undefined)
    throw new UsageError("confirmado vale com a saída: npm run leads:mark -- 12 confirmado --saida 2027-01-10");
  if (saida !== undefined && words !== "confirmado")
    throw new UsageError(`--saida confirma o veículo: use a situação confirmado (recebido: '${words}'), ou --espera.`);
  if (saida !== undefined) return { day: calendarDay("--saida", saida)!, place: "confirmado" as const };
  if (espera !== undefined) return { day: calendarDay("--espera", espera)!, place: "espera" as const };
  return null;
}

function placeRefusal(placed: Exclude<Placed, "placed">, day: string): string {
  const which = `a saída de ${dayText(day)}`;
  if (placed === "unknown") return `Nenhuma saída começa em ${dayText(day)}. Veja as saídas com: npm run saidas`;
  if (placed === "closed") return `${which[0]!.toUpperCase()}${which.slice(1)} está encerrada ou cancelada.`;
  return `${which[0]!.toUpperCase()}${which.slice(1)} está lotada: use --espera ${day} para a lista de espera.`;
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
Numa saída publicada (npm run saidas): "confirmado --saida AAAA-MM-DD" confirma o veículo da pessoa
nela (a situação passa a fechado), e --espera AAAA-MM-DD põe a pessoa na lista de espera dela, com
a situação dada; uma pessoa tem um lugar numa saída só.
Exemplos: npm run leads:mark -- 12 "sem resposta" --proximo 2026-12-02
          npm run leads:mark -- 12 confirmado --saida 2027-01-10`,
    options: ["note", "proximo", "saida", "espera"],
    positionals: true,
  },
  async (o, io) => {
    const [idText, ...words] = o.positionals;
    if (!idText || words.length === 0)
      throw new UsageError("Informe o id do lead e a situação: npm run leads:mark -- 12 contatado");
    const id = rowId(idText);
    const place = placeOf(words.join(" "), o.saida, o.espera);
    const status = place?.place === "confirmado" ? "fechado" : leadStatus(words.join(" "))!;
    const note = statusNote(o.note);
    const next = calendarDay("--proximo", o.proximo);
    const person = groupPeople(await selectLeads(o)).find((p) => p.contacts.some((c) => c.id === id));
    if (!person) throw new UsageError(`Nenhum lead com o id ${id}. Veja os ids com: npm run leads`);
    if (next) checkNext(next, person.contacts[0]!.created_at, new Date());
    const ids = person.contacts.map((c) => c.id);
    if (place) {
      const placed = await placeLead(o, ids, id, place.day, place.place);
      if (placed !== "placed") throw new UsageError(placeRefusal(placed, place.day));
    }
    // Only the leads shown by the grouping are marked: one that arrives meanwhile stays as it came.
    await markLeads(o, ids, { status, note, next });
    const name = person.contacts.find((c) => c.id === id)!.name;
    const said = [note && `com a nota: ${note}`, next && `próximo contato em ${dayText(next)}`].filter(Boolean);
    io.log(`Lead ${id} (${visible(name)}) marcado como ${status}${said.length ? `, ${said.join("; ")}` : ""}.`);
    if (place?.place === "confirmado") io.log(`Veículo confirmado na saída de ${dayText(place.day)}.`);
    if (place?.place === "espera") io.log(`Na lista de espera da saída de ${dayText(place.day)}.`);
    if (ids.length > 1) {
      io.log(`Vale para a pessoa toda: os ${ids.length} contatos dela (ids ${ids.join(", ")}).`);
    }
  },
);

await runAsProgram(command, import.meta.url);
