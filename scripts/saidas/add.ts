// `npm run saidas:add -- --inicio 2027-01-10 --dias 40 --veiculos 8 [...]`: publishes a departure.
import { dayMonthYear } from "../../src/shared/departures.ts";
import { saoPauloDay } from "../../src/shared/sao-paulo.ts";
import { defineCommand, runAsProgram, UsageError } from "../leads/command.ts";
import { insertDeparture } from "./db.ts";
import { count, dayAfter, maxVehicles, reaisOf, shownText } from "./input.ts";

export const command = defineCommand(
  {
    name: "saidas:add",
    usage: "npm run saidas:add -- --inicio AAAA-MM-DD --dias N --veiculos N [opções]",
    about: `Publica uma saída: o site a mostra em /saidas em até um minuto, sem deploy. Preço, sinal, saldo,
mínimo e o que inclui são opcionais: até serem dados, o site diz "a definir" (mude com npm run saidas:edit).
Exemplo: npm run saidas:add -- --inicio 2027-01-10 --dias 40 --veiculos 8 --preco 18500 --minimo 4`,
    options: [
      "inicio",
      "dias",
      "veiculos",
      "preco",
      "por-pessoa",
      "sinal",
      "saldo-ate",
      "minimo",
      "inclui",
      "nao-inclui",
    ],
  },
  async (o, io) => {
    const today = saoPauloDay(new Date());
    const startsOn = dayAfter("--inicio", o.inicio, today);
    const days = count("--dias", o.dias, 365);
    const vehicles = count("--veiculos", o.veiculos, maxVehicles);
    if (!startsOn || !days || !vehicles) throw new UsageError("Informe --inicio, --dias e --veiculos.");
    const min = count("--minimo", o.minimo, maxVehicles);
    if (min !== null && min > vehicles)
      throw new UsageError(`--minimo ${min} é maior que os ${vehicles} veículos da saída.`);
    const balance = dayAfter("--saldo-ate", o["saldo-ate"], today);
    if (balance && balance >= startsOn)
      throw new UsageError(`--saldo-ate ${balance} precisa ser antes do início da saída (${dayMonthYear(startsOn)}).`);
    const stored = await insertDeparture(o, {
      starts_on: startsOn,
      days,
      vehicles,
      price_per_vehicle: reaisOf("--preco", o.preco),
      price_per_extra_person: reaisOf("--por-pessoa", o["por-pessoa"]),
      deposit: reaisOf("--sinal", o.sinal),
      balance_due_on: balance,
      min_vehicles: min,
      included: shownText("--inclui", o.inclui, 1000),
      not_included: shownText("--nao-inclui", o["nao-inclui"], 1000),
    });
    if (!stored)
      throw new UsageError(
        `Já existe uma saída em ${dayMonthYear(startsOn)}. Mude-a com: npm run saidas:edit -- ${startsOn} --veiculos N`,
      );
    io.log(`Saída de ${dayMonthYear(startsOn)} publicada: ${days} dias, ${vehicles} veículos.`);
  },
);

await runAsProgram(command, import.meta.url);
