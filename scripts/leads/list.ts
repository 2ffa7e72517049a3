// `npm run leads`: one line per person (the leads that agree on their e-mail and WhatsApp number;
// people.ts says how far), the latest contact first, with a wa.me link to start the conversation.
// --contatos lists every lead; --hoje is the team's daily list.
import { defineCommand, runAsProgram, UsageError } from "./command.ts";
import { type LeadFilter, selectLeads } from "./db.ts";
import type { Io } from "./io.ts";
import { dueToday } from "./due.ts";
import { leadsTable, saoPauloTime, visibleJson, waLink } from "./format.ts";
import { departureMonth, leadStatus, nonEmpty, positiveInteger, since } from "./input.ts";
import { groupPeople, matchesPerson, type Person, statusOf } from "./people.ts";
import { peopleTable, personJson } from "./people-table.ts";

export const command = defineCommand(
  {
    name: "leads",
    usage: "npm run leads -- [opções]",
    about: `Mostra uma linha por pessoa (os contatos com o mesmo e-mail ou o mesmo WhatsApp são uma pessoa), do
contato mais recente ao mais antigo: quantos contatos, o primeiro e o último, a situação, o próximo
contato e os detalhes que a pessoa enviou. Um contato com o e-mail de uma pessoa e outro WhatsApp
(ou o contrário) conta com ela, mas não muda a linha dela: a pessoa ganha um ! e, abaixo da tabela,
uma linha diz qual contato não confere. --contatos mostra cada contato numa linha.`,
    options: ["since", "status", "limit", "search", "json", "contatos", "hoje", "quando"],
  },
  async (o, io) => {
    const limit = positiveInteger("--limit", o.limit, 50);
    const filter: LeadFilter = {
      since: since(o.since),
      status: leadStatus(o.status),
      search: nonEmpty("--search", o.search, "um texto"),
    };
    const when = departureMonth(o.quando);
    if (o.contatos) {
      if (o.hoje || when) throw new UsageError("--hoje e --quando valem para pessoas, não com --contatos.");
      return printContacts(io, await selectLeads(o, { ...filter, limit }), limit, o.json);
    }
    // Every lead is read and grouped, so a person is whole whatever the filters keep.
    const people = groupPeople(await selectLeads(o)).filter(
      (p) =>
        (!filter.since || p.latest.created_at >= filter.since) &&
        (!filter.status || statusOf(p).status === filter.status) &&
        (!filter.search || matchesPerson(p, filter.search)) &&
        (!when || p.details?.departure?.slice(0, 7) === when),
    );
    const chosen = (o.hoje ? dueToday(people, new Date()) : people).slice(0, limit);
    printPeople(io, chosen, limit, o.json, o.hoje);
  },
);

function printContacts(io: Io, leads: Awaited<ReturnType<typeof selectLeads>>, limit: number, json?: boolean) {
  if (json) {
    const rows = leads.map((l) => ({ ...l, created_at_sao_paulo: saoPauloTime(l.created_at), wa_link: waLink(l) }));
    io.log(visibleJson(rows));
  } else if (leads.length === 0) {
    io.log("Nenhum lead encontrado.");
  } else {
    io.log(`${leadsTable(leads)}\n\n${leads.length} lead(s), do mais recente ao mais antigo${more(leads, limit)}.`);
  }
}

function printPeople(io: Io, people: Person[], limit: number, json?: boolean, due?: boolean) {
  if (json) return void io.log(visibleJson(people.map(personJson)));
  if (people.length === 0) {
    return void io.log(due ? "Ninguém para contatar hoje." : "Nenhuma pessoa encontrada.");
  }
  const order = due ? "para contatar hoje, de quem espera há mais tempo" : "do contato mais recente ao mais antigo";
  io.log(`${peopleTable(people)}\n\n${people.length} pessoa(s), ${order}${more(people, limit)}.`);
}

/** Said when the list stopped at its limit. */
function more(shown: unknown[], limit: number) {
  return shown.length === limit ? ` (limite de ${limit}; use --limit para ver mais)` : "";
}

await runAsProgram(command, import.meta.url);
