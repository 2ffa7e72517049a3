// `npm run saidas`: the departures from today on, with vehicles confirmed, left and waiting.
import { dayMonthYear, publicDeparture, reais } from "../../src/shared/departures.ts";
import { saoPauloDay } from "../../src/shared/sao-paulo.ts";
import { defineCommand, runAsProgram } from "../leads/command.ts";
import { table } from "../leads/format.ts";
import { departuresFrom } from "./db.ts";

export const command = defineCommand(
  {
    name: "saidas",
    usage: "npm run saidas -- [--json] [opções]",
    about: "As saídas de hoje em diante: veículos confirmados, livres e na lista de espera, e o que o site mostra.",
    options: ["json"],
  },
  async (o, io) => {
    const departures = (await departuresFrom(o, saoPauloDay(new Date()))).map(publicDeparture);
    if (o.json) return io.log(JSON.stringify(departures, null, 2));
    if (departures.length === 0)
      return io.log(
        "Nenhuma saída publicada. Publique com: npm run saidas:add -- --inicio AAAA-MM-DD --dias N --veiculos N",
      );
    const rows = departures.map((d) => [
      d.startsOn,
      String(d.days),
      String(d.vehicles),
      String(d.confirmed),
      String(d.left),
      String(d.waiting),
      d.minVehicles === null ? "—" : String(d.minVehicles),
      reais(d.pricePerVehicle),
      d.state + (d.reason ? `: ${d.reason}` : ""),
    ]);
    io.log(
      table([
        ["Início", "Dias", "Veículos", "Confirmados", "Livres", "Espera", "Mínimo", "Preço", "Situação"],
        ...rows,
      ]),
    );
    io.log(`\n${departures.length} saída(s); a primeira em ${dayMonthYear(departures[0]!.startsOn)}.`);
  },
);

await runAsProgram(command, import.meta.url);
