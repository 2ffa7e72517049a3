// The npm scripts' entry: `tsx scripts/saidas/cli.ts <command> ...` (package.json names each one).
import { add } from "./add.ts";
import { close } from "./close.ts";
import { runSaidas } from "./command.ts";
import { edit } from "./edit.ts";
import { list } from "./list.ts";

const commands = { add, edit, close, list };
const [name, ...argv] = process.argv.slice(2);
const command = commands[name as keyof typeof commands];
if (!command) {
  console.error(`Comando desconhecido: ${name}. Use um destes: ${Object.keys(commands).join(", ")}.`);
  process.exitCode = 2;
} else {
  process.exitCode = await runSaidas(command, argv, { out: console.log, err: console.error });
}
