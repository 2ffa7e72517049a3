// `npm run leads:purge [-- --older-than 12]`: deletes what the privacy notice says is kept no longer:
// leads older than the retention period, and the rate limit's hashed addresses once their window
// has ended. The default period is the notice's own (src/content/privacy.ts).
import { leadRetentionMonths } from "../../src/content/privacy.ts";
import { rateLimit } from "../../src/shared/rate-limit.ts";
import { EXIT, defineCommand, runAsProgram } from "./command.ts";
import { confirmDeletion } from "./io.ts";
import { countPurgeable, purge } from "./db.ts";
import { keptCopies, saoPauloTime } from "./format.ts";
import { monthsBefore, positiveInteger } from "./input.ts";

/** The start of the rate limit's current window: every window that started before it has ended. */
function currentWindowStart(nowMs: number): number {
  const seconds = rateLimit.windowSeconds;
  const now = Math.floor(nowMs / 1000);
  return now - (now % seconds);
}

export const command = defineCommand(
  {
    name: "leads:purge",
    usage: "npm run leads:purge -- [opções]",
    about: `Apaga os leads enviados há mais de N meses (padrão: ${leadRetentionMonths}, o prazo do aviso de privacidade)
e os registros do limite de envios (hash do IP) cujas janelas já terminaram. A chave de envio de cada
lead apagado fica registrada (só o hash), para o site não gravar de novo uma cópia guardada no aparelho
da pessoa; esses registros se apagam depois de ${leadRetentionMonths} meses (ou N, se for mais). Mostra quantos
vai apagar e pede confirmação. Rode pelo menos uma vez por mês, em produção com --remote.`,
    options: ["older-than", "yes"],
  },
  async (o, io) => {
    const months = positiveInteger("--older-than", o["older-than"], leadRetentionMonths, 999);
    const now = new Date();
    // Every cut-off is fixed before counting, so the same rule deletes what was counted (a lead
    // stored meanwhile is newer than the cut-off). An erased lead's key hash names nobody and is kept
    // for the notice's whole retention even when leads go sooner: a device may hold a copy for that long.
    const keyMonths = Math.max(months, leadRetentionMonths);
    const cut = {
      leads: monthsBefore(now, months),
      windows: currentWindowStart(now.getTime()),
      keys: monthsBefore(now, keyMonths),
    };
    const found = await countPurgeable(o, cut);
    io.log(
      `Leads enviados antes de ${saoPauloTime(cut.leads)} (mais de ${months} meses): ${found.leads}\n` +
        `Janelas encerradas do limite de envios (hash do IP): ${found.windows}\n` +
        `Chaves de leads apagados (hash) há mais de ${keyMonths} meses: ${found.keys}`,
    );
    if (found.leads + found.windows + found.keys === 0) return void io.log("Nada para apagar.");
    const keys = found.keys ? ` e ${found.keys} chave(s) de leads apagados` : "";
    const what = `${found.leads} lead(s) e ${found.windows} janela(s) do limite de envios${keys}`;
    const confirmed = await confirmDeletion(io, "leads:purge", what, o.yes);
    if (!confirmed) return confirmed === null ? EXIT.usage : EXIT.ok;
    const removed = await purge(o, cut);
    io.log(`${removed.leads} lead(s) e ${removed.windows} janela(s) do limite de envios apagados.`);
    if (removed.keys) io.log(keptCopies(removed.keys));
  },
);

await runAsProgram(command, import.meta.url);
