// `npm run saidas:edit -- 2027-01-10 --veiculos 6 --preco 19000`: changes what a departure says.
import { dayMonthYear } from "../../src/shared/departures.ts";
import { saoPauloDay } from "../../src/shared/sao-paulo.ts";
import { defineCommand, runAsProgram, UsageError } from "../leads/command.ts";
import { type DepartureChanges, updateDeparture } from "./db.ts";
import { count, dayAfter, departureDay, maxVehicles, reaisOf, shownText } from "./input.ts";

const usage = "npm run saidas:edit -- AAAA-MM-DD [--veiculos N] [--preco REAIS] [...]";

export const command = defineCommand(
  {
    name: "saidas:edit",
    usage,
    about: `Muda uma saída (o dia é o primeiro dia dela, como em npm run saidas): só o que for dado muda.
Não aceita menos veículos do que os já confirmados, nem menos que o mínimo.`,
    options: ["dias", "veiculos", "preco", "por-pessoa", "sinal", "saldo-ate", "minimo", "inclui", "nao-inclui"],
    positionals: true,
  },
  async (o, io) => {
    const startsOn = departureDay(o.positionals, usage);
    const changes: DepartureChanges = {
      days: count("--dias", o.dias, 365),
      vehicles: count("--veiculos", o.veiculos, maxVehicles),
      price_per_vehicle: reaisOf("--preco", o.preco),
      price_per_extra_person: reaisOf("--por-pessoa", o["por-pessoa"]),
      deposit: reaisOf("--sinal", o.sinal),
      balance_due_on: dayAfter("--saldo-ate", o["saldo-ate"], saoPauloDay(new Date())),
      min_vehicles: count("--minimo", o.minimo, maxVehicles),
      included: shownText("--inclui", o.inclui, 1000),
      not_included: shownText("--nao-inclui", o["nao-inclui"], 1000),
    };
    if (Object.values(changes).every((v) => v === null)) throw new UsageError("Diga o que mudar, como --veiculos 6.");
    if (changes.balance_due_on && changes.balance_due_on >= startsOn)
      throw new UsageError(`--saldo-ate precisa ser antes do início da saída (${dayMonthYear(startsOn)}).`);
    const { before, changed } = await updateDeparture(o, startsOn, changes);
    const when = dayMonthYear(startsOn);
    if (!before) throw new UsageError(`Nenhuma saída começa em ${when}. Veja as saídas com: npm run saidas`);
    if (!changed) {
      const vehicles = changes.vehicles ?? before.vehicles;
      if (vehicles < before.confirmed)
        throw new UsageError(
          `A saída de ${when} já tem ${before.confirmed} veículos confirmados: --veiculos não pode ser menor que isso.`,
        );
      throw new UsageError(
        `O mínimo (${changes.min_vehicles ?? before.min_vehicles}) passaria dos ${vehicles} veículos.`,
      );
    }
    io.log(`Saída de ${when} atualizada.`);
  },
);

await runAsProgram(command, import.meta.url);
