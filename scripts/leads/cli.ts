// Turns what a leads command throws into a message on stderr and an exit code scripts can rely on.
import { DatabaseNotReadyError } from "./db.ts";
import { EXIT, UsageError } from "./options.ts";

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
