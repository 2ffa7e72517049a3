// `npm run leads:mark -- <id> <situação> [--note "..."]`: records what the team did with a lead.
import { leadStatuses, statusNoteMaxLength } from "../../src/shared/lead-row.ts";
import { runCommand, UsageError } from "./command.ts";
import { markLead } from "./db.ts";
import { visible } from "./format.ts";
import { leadStatus, rowId, statusNote } from "./input.ts";

await runCommand(
  {
    name: "leads:mark",
    usage: 'npm run leads:mark -- <id> <situação> [--note "..."] [opções]',
    about: `Registra o que foi feito com um lead (o id é a primeira coluna de npm run leads). Situações:
${leadStatuses.join(", ")}. A nota, de até ${statusNoteMaxLength} caracteres, acompanha a situação: marcar
sem --note apaga a nota anterior. Exemplo: npm run leads:mark -- 12 "em conversa" --note "liga terça"`,
    options: ["note"],
    positionals: true,
  },
  async (o) => {
    const [idText, ...words] = o.positionals;
    if (!idText || words.length === 0)
      throw new UsageError("Informe o id do lead e a situação: npm run leads:mark -- 12 contatado");
    const id = rowId(idText);
    const status = leadStatus(words.join(" "))!;
    const note = statusNote(o.note);
    const name = await markLead(o, id, status, note);
    if (name === null) throw new UsageError(`Nenhum lead com o id ${id}. Veja os ids com: npm run leads`);
    console.log(`Lead ${id} (${visible(name)}) marcado como ${status}${note ? `, com a nota: ${note}` : ""}.`);
  },
);
