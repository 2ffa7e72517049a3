// `npm run leads:purge [-- --older-than 12]`: deletes what the privacy notice says is kept no longer:
// leads older than the retention period, and the rate limit's hashed addresses once their window
// has ended. The default period is the notice's own (src/content/privacy.ts).
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { leadRetentionMonths } from "../../src/content/privacy.ts";
import { root } from "../shared/paths.ts";
import { confirmDeletion, deletionOptionsHelp, exitCodesHelp, runCli } from "./cli.ts";
import { countPurgeable, purge } from "./db.ts";
import { saoPauloTime } from "./format.ts";
import { EXIT, monthsBefore, parsePurgeOptions } from "./options.ts";

const help = `Uso: npm run leads:purge -- [opções]

Apaga os leads enviados há mais de N meses (padrão: ${leadRetentionMonths}, o prazo do aviso de privacidade)
e os registros do limite de envios (hash do IP) cujas janelas já terminaram. Mostra quantos
vai apagar e pede confirmação. Rode pelo menos uma vez por mês, em produção com --remote.

Opções:
  --older-than MESES  apaga leads com mais de MESES meses (padrão: ${leadRetentionMonths})
${deletionOptionsHelp}

${exitCodesHelp}`;

/** The start of the rate limit's current window: every window that started before it has ended. */
function currentWindowStart(nowMs: number): number {
  const { vars } = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const seconds = Number(vars.RATE_LIMIT_WINDOW_SECONDS);
  const now = Math.floor(nowMs / 1000);
  return now - (now % seconds);
}

await runCli("leads:purge", async () => {
  const opts = parsePurgeOptions(process.argv.slice(2), leadRetentionMonths);
  if (opts.help) {
    console.log(help);
    return EXIT.ok;
  }
  const now = new Date();
  const leadsBefore = monthsBefore(now, opts.olderThanMonths);
  const windowsBefore = currentWindowStart(now.getTime());
  const found = countPurgeable(opts, leadsBefore, windowsBefore);
  console.log(
    `Leads enviados antes de ${saoPauloTime(leadsBefore)} (mais de ${opts.olderThanMonths} meses): ${found.leads}\n` +
      `Janelas encerradas do limite de envios (hash do IP): ${found.rateLimitWindows}`,
  );
  if (found.leads + found.rateLimitWindows === 0) {
    console.log("Nada para apagar.");
    return EXIT.ok;
  }
  const what = `${found.leads} lead(s) e ${found.rateLimitWindows} janela(s) do limite de envios`;
  const confirmed = await confirmDeletion("leads:purge", what, opts.yes);
  if (confirmed === null) return EXIT.usage;
  if (!confirmed) return EXIT.ok;
  // The cut-offs were fixed before counting, so the same rule deletes what was counted (a lead
  // stored meanwhile is newer than the cut-off).
  const removed = purge(opts, leadsBefore, windowsBefore);
  console.log(`${removed.leads} lead(s) e ${removed.rateLimitWindows} janela(s) do limite de envios apagados.`);
  return EXIT.ok;
});
