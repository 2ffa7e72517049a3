// `npm run saidas:close -- 2027-01-10 --motivo "..." [--cancelada]`: takes a departure off sale.
import { dayMonthYear } from "../../src/shared/departures.ts";
import { defineCommand, runAsProgram, UsageError } from "../leads/command.ts";
import { closeDeparture } from "./db.ts";
import { departureDay, shownText } from "./input.ts";

const usage = 'npm run saidas:close -- AAAA-MM-DD --motivo "TEXTO" [--cancelada]';

export const command = defineCommand(
  {
    name: "saidas:close",
    usage,
    about: `Encerra as inscrições de uma saída, ou a cancela com --cancelada. O site continua a mostrá-la,
com o motivo, até o dia dela. Exemplo: npm run saidas:close -- 2027-01-10 --cancelada --motivo "Fronteira fechada"`,
    options: ["motivo", "cancelada"],
    positionals: true,
  },
  async (o, io) => {
    const startsOn = departureDay(o.positionals, usage);
    const reason = shownText("--motivo", o.motivo, 300);
    if (!reason) throw new UsageError('Informe o motivo, que o site mostra: --motivo "TEXTO".');
    const status = o.cancelada ? "cancelada" : "encerrada";
    const when = dayMonthYear(startsOn);
    if (!(await closeDeparture(o, startsOn, status, reason)))
      throw new UsageError(`Nenhuma saída começa em ${when}. Veja as saídas com: npm run saidas`);
    io.log(`Saída de ${when} ${status}: ${reason}`);
  },
);

await runAsProgram(command, import.meta.url);
