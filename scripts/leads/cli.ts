// Turns what a leads command throws into a message on stderr and an exit code scripts can rely on.
import { createInterface } from "node:readline/promises";
import { DatabaseNotReadyError } from "./db.ts";
import { EXIT, UsageError } from "./options.ts";

/** The options every leads command takes: which database, and help. */
export const targetOptionsHelp = `  --local             banco local do npm start (padrão)
  --remote            banco de produção na Cloudflare
  --persist-to DIR    outro diretório de estado local do wrangler
  -h, --help          esta ajuda`;

/** The commands that delete ask first; --yes answers for them. */
export const deletionOptionsHelp = `  -y, --yes           apaga sem perguntar (necessário fora de um terminal interativo)
${targetOptionsHelp}`;

export const exitCodesHelp = `Códigos de saída:
  0  tudo certo
  1  falha inesperada (wrangler, rede, login na Cloudflare)
  2  uso incorreto (opção desconhecida ou valor inválido)
  3  banco de dados sem as migrações (rode npm run db:migrate)`;

export async function runCli(command: string, main: () => Promise<number> | number): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${command}: ${e.message}\nVeja as opções com: npm run ${command} -- --help`);
      process.exitCode = EXIT.usage;
    } else if (e instanceof DatabaseNotReadyError) {
      console.error(`${command}: ${e.message}`);
      process.exitCode = EXIT.notReady;
    } else {
      console.error(`${command}: ${(e as Error).message}`);
      process.exitCode = EXIT.failure;
    }
  }
}

/**
 * Asks before a deletion. Without a terminal nobody can answer, so the command must be re-run with
 * --yes: returns null then (after saying so), else whether the user said yes.
 */
export async function confirmDeletion(command: string, what: string, yes: boolean): Promise<boolean | null> {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    console.error(`${command}: sem terminal para confirmar. Para apagar ${what}, rode de novo com --yes.`);
    return null;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const ok = /^s(im)?$/i.test((await rl.question(`Apagar ${what}? [s/N] `)).trim());
    if (!ok) console.log("Nada foi apagado.");
    return ok;
  } finally {
    rl.close();
  }
}
