// `npm run leads:sources -- [--since 30d]`: how many leads each channel brought, week by week.
import { defineCommand, runAsProgram } from "./command.ts";
import { selectLeads } from "./db.ts";
import { table, visibleTag } from "./format.ts";
import { since } from "./input.ts";

const saoPauloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** The Monday (AAAA-MM-DD) of the São Paulo week a lead arrived in. */
function weekOf(iso: string): string {
  const day = new Date(`${saoPauloDay.format(new Date(iso))}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export const command = defineCommand(
  {
    name: "leads:sources",
    usage: "npm run leads:sources -- [--since 30d] [opções]",
    about: `Conta os leads por origem e meio (utm_source e utm_medium do link que a pessoa seguiu), semana a
semana, de segunda a domingo no horário de São Paulo; padrão: os últimos 30 dias. Sem utm_source, a
origem é o site que trouxe a pessoa, e (direto) quando não se sabe. Uma letra de outro alfabeto
(um о cirílico em "gоogle"), que o site não aceita mais, aparece como código: g\u043eogle.`,
    options: ["since"],
  },
  async (o, io) => {
    const leads = await selectLeads(o, { since: since(o.since ?? "30d") });
    const counts = new Map<string, number>();
    for (const l of leads) {
      const key = JSON.stringify([
        weekOf(l.created_at),
        l.utm_source !== null ? visibleTag(l.utm_source) : (l.referrer_host ?? "(direto)"),
        l.utm_medium !== null ? visibleTag(l.utm_medium) : "—",
      ]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (counts.size === 0) return void io.log("Nenhum lead nesse período.");
    const rows = [...counts].map(([key, n]) => [...(JSON.parse(key) as string[]), String(n)]);
    rows.sort((a, b) => b[0]!.localeCompare(a[0]!) || Number(b[3]) - Number(a[3]) || a[1]!.localeCompare(b[1]!));
    const monday = (d: string) => d.split("-").reverse().join("/");
    io.log(table([["Semana de", "Origem", "Meio", "Leads"], ...rows.map(([w, ...r]) => [monday(w!), ...r])]));
    io.log(`\n${leads.length} lead(s) no período.`);
  },
);

await runAsProgram(command, import.meta.url);
