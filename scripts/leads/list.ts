// `npm run leads`: the newest leads as a table, with a wa.me link to start the conversation.
import { runCommand } from "./command.ts";
import { selectLeads } from "./db.ts";
import { leadsTable, saoPauloTime, visibleJson, waLink } from "./format.ts";
import { leadStatus, nonEmpty, positiveInteger, since } from "./input.ts";

await runCommand(
  {
    name: "leads",
    usage: "npm run leads -- [opções]",
    about: "Mostra os leads do formulário de contato, os mais recentes primeiro.",
    options: ["since", "status", "limit", "search", "json"],
  },
  async (o) => {
    const limit = positiveInteger("--limit", o.limit, 50);
    const leads = await selectLeads(o, {
      since: since(o.since),
      status: leadStatus(o.status),
      limit,
      search: nonEmpty("--search", o.search, "um texto"),
    });
    if (o.json) {
      const rows = leads.map((l) => ({ ...l, created_at_sao_paulo: saoPauloTime(l.created_at), wa_link: waLink(l) }));
      console.log(visibleJson(rows));
    } else if (leads.length === 0) {
      console.log("Nenhum lead encontrado.");
    } else {
      const more = leads.length === limit ? ` (limite de ${limit}; use --limit para ver mais)` : "";
      console.log(`${leadsTable(leads)}\n\n${leads.length} lead(s), do mais recente ao mais antigo${more}.`);
    }
  },
);
