// What every team command shares, the leads' and the departures' (scripts/saidas/): strict options (a
// typo never reads the wrong database or exports everything when a filter was meant), one help layout,
// the exit codes, and the program around a command.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { leadStatuses } from "../../src/shared/lead-row.ts";
import { type Io, processIo } from "./io.ts";
import { closeLocalD1 } from "./local-proxy.ts";

export const EXIT = { ok: 0, failure: 1, usage: 2, notReady: 3 } as const;

/** Bad command line or input: the command prints the message and exits 2. */
export class UsageError extends Error {}

/** The table or a column the commands read is missing: migrations were not applied. Exit 3. */
export class DatabaseNotReadyError extends Error {}

/** Which database: production, or a local state dir (wrangler's --persist-to; npm start's when absent). */
export type Target = { remote: boolean; persistTo?: string };

type Spec = { type: "string" | "boolean"; short?: string; help: string };

/** Every option of the commands, once: its type and its line in the help. */
const specs = {
  since: {
    type: "string",
    help: "--since AAAA-MM-DD  só leads a partir desse dia (meia-noite em São Paulo); 30d: dos últimos 30 dias",
  },
  limit: { type: "string", help: "--limit N           quantos mostrar (padrão: 50)" },
  search: {
    type: "string",
    help:
      "--search TEXTO      só leads com esse texto no nome, e-mail, WhatsApp ou Instagram (sem diferenciar " +
      "maiúsculas e acentos)",
  },
  json: { type: "boolean", help: "--json              saída em JSON, para outros programas" },
  contatos: { type: "boolean", help: "--contatos          um contato por linha, em vez de uma pessoa por linha" },
  hoje: {
    type: "boolean",
    help:
      "--hoje              a lista do dia, do mais atrasado ao mais recente: quem tem o próximo contato para " +
      "hoje ou antes, e quem está como novo há mais de 24 horas sem data",
  },
  quando: {
    type: "string",
    help: "--quando AAAA-MM    só quem pretende sair nesse mês (dos detalhes que a pessoa enviou)",
  },
  proximo: {
    type: "string",
    help: "--proximo AAAA-MM-DD  o dia do próximo contato (marcar sem --proximo apaga a data anterior)",
  },
  out: {
    type: "string",
    short: "o",
    help: "-o, --out ARQUIVO   arquivo de saída (obrigatório; - escreve na saída padrão)",
  },
  email: { type: "string", help: "--email E-MAIL      o e-mail da pessoa que pediu" },
  whatsapp: { type: "string", help: "--whatsapp NÚMERO   o WhatsApp da pessoa que pediu, como ela o escreveu" },
  status: { type: "string", help: `--status SITUAÇÃO   só leads nessa situação (${leadStatuses.join(", ")})` },
  note: { type: "string", help: '--note "TEXTO"      o que foi feito ou combinado' },
  "older-than": { type: "string", help: "--older-than MESES  apaga leads com mais de MESES meses" },
  yes: {
    type: "boolean",
    short: "y",
    help: "-y, --yes           apaga sem perguntar (necessário fora de um terminal interativo)",
  },
  saida: {
    type: "string",
    help: "--saida AAAA-MM-DD  com a situação confirmado: o veículo da pessoa confirmado nessa saída",
  },
  espera: { type: "string", help: "--espera AAAA-MM-DD  a pessoa na lista de espera dessa saída" },
  // The departures commands (scripts/saidas/).
  inicio: { type: "string", help: "--inicio AAAA-MM-DD  o primeiro dia da saída (depois de hoje)" },
  dias: { type: "string", help: "--dias N            quantos dias dura a viagem" },
  veiculos: { type: "string", help: "--veiculos N        quantos veículos cabem" },
  preco: { type: "string", help: "--preco REAIS       preço por veículo com duas pessoas, em reais inteiros" },
  "por-pessoa": { type: "string", help: "--por-pessoa REAIS  preço por pessoa a mais no veículo" },
  sinal: { type: "string", help: "--sinal REAIS       o sinal que garante a vaga" },
  "saldo-ate": { type: "string", help: "--saldo-ate AAAA-MM-DD  até quando pagar o restante" },
  minimo: { type: "string", help: "--minimo N          veículos confirmados que garantem a saída" },
  inclui: { type: "string", help: '--inclui "TEXTO"    o que está incluído' },
  "nao-inclui": { type: "string", help: '--nao-inclui "TEXTO"  o que não está incluído' },
  motivo: { type: "string", help: '--motivo "TEXTO"    o motivo, que o site mostra' },
  cancelada: { type: "boolean", help: "--cancelada         cancelada (sem ela: inscrições encerradas)" },
  local: { type: "boolean", help: "--local             banco local do npm start (padrão)" },
  remote: { type: "boolean", help: "--remote            banco de produção na Cloudflare" },
  "persist-to": { type: "string", help: "--persist-to DIR    outro diretório de estado local do wrangler" },
  help: { type: "boolean", short: "h", help: "-h, --help          esta ajuda" },
} satisfies Record<string, Spec>;

type Name = keyof typeof specs;
type Values<K extends Name> = { [k in K]?: (typeof specs)[k]["type"] extends "boolean" ? boolean : string };
export type Options<K extends Name> = Values<K> & Target & { positionals: string[] };

const targetNames = ["local", "remote", "persist-to", "help"] as const;

export const exitCodesHelp = `Códigos de saída:
  0  tudo certo
  1  falha inesperada (wrangler, rede, login na Cloudflare)
  2  uso incorreto (opção desconhecida ou valor inválido)
  3  banco de dados sem as migrações (rode npm run db:migrate)`;

export function helpText(usage: string, about: string, names: readonly Name[]): string {
  const lines = [...names, ...targetNames].map((n) => `  ${(specs[n] as Spec).help}`);
  return `Uso: ${usage}\n\n${about}\n\nOpções:\n${lines.join("\n")}\n\n${exitCodesHelp}`;
}

/** An option that takes text takes the next argument whatever it starts with: parseArgs alone
 * refuses `--note "-liga amanhã"` (a value that looks like an option) and asks for `--note=…`. */
function valuesJoined(argv: string[], options: [string, Omit<Spec, "help">][]): string[] {
  // Each way of writing an option that takes text (--out, -o) -> its long name.
  const takesText = new Map<string, string>(
    options
      .filter(([, o]) => o.type === "string")
      .flatMap(([n, o]) => [[`--${n}`, n] as const, ...(o.short ? [[`-${o.short}`, n] as const] : [])]),
  );
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") return [...args, ...argv.slice(i)];
    const name = takesText.get(arg);
    args.push(name !== undefined && i + 1 < argv.length ? `--${name}=${argv[++i]}` : arg);
  }
  return args;
}

/** Parses argv strictly into the named options (plus the target and help) and any positionals. */
export function parseOptions<K extends Name>(
  argv: string[],
  names: readonly K[],
  positionals = false,
): Options<K | "help"> {
  const options = Object.fromEntries(
    [...names, ...targetNames].map((n) => {
      const { help, ...config } = specs[n] as Spec;
      return [n, config];
    }),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    const args = valuesJoined(argv, Object.entries(options) as [string, Spec][]);
    parsed = parseArgs({ args, options: options as never, strict: true, allowPositionals: positionals });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const v = parsed.values as Values<K | (typeof targetNames)[number]>;
  if (v.remote && v.local) throw new UsageError("Use --remote ou --local, não os dois.");
  if (v.remote && v["persist-to"] !== undefined) throw new UsageError("--persist-to vale só para o banco local.");
  if (v["persist-to"] === "") throw new UsageError("--persist-to precisa de um diretório.");
  const persistTo = v["persist-to"] && fromUserDir(v["persist-to"]);
  return { ...v, remote: v.remote === true, persistTo, positionals: parsed.positionals } as Options<K | "help">;
}

/** A path as the user typed it: npm runs scripts from the project root but INIT_CWD keeps where they were. */
export function fromUserDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** A command as a value: `run` parses argv, does the work, writes to `io` and answers the exit code. */
export interface Command {
  name: string;
  run: (argv: string[], io: Io) => Promise<number>;
}

/**
 * A command: its options parsed (help printed when asked), then `main`; what it throws becomes a
 * message on stderr and an exit code scripts can rely on.
 */
export function defineCommand<K extends Name>(
  command: { name: string; usage: string; about: string; options: readonly K[]; positionals?: boolean },
  // biome-ignore lint/suspicious/noConfusingVoidType: a command's main returns nothing, or its exit code
  main: (opts: Options<K | "help">, io: Io) => Promise<number | void> | number | void,
): Command {
  const run = async (argv: string[], io: Io) => {
    try {
      const opts = parseOptions(argv, command.options, command.positionals);
      if (!opts.help) return (await main(opts, io)) ?? EXIT.ok;
      io.log(helpText(command.usage, command.about, command.options));
      return EXIT.ok;
    } catch (e) {
      const message = `${command.name}: ${(e as Error).message}`;
      if (e instanceof UsageError) io.error(`${message}\nVeja as opções com: npm run ${command.name} -- --help`);
      else io.error(message);
      return e instanceof UsageError ? EXIT.usage : e instanceof DatabaseNotReadyError ? EXIT.notReady : EXIT.failure;
    }
  };
  return { name: command.name, run };
}

/** Runs the command as the program, when its file is the one node started (npm run's scripts do),
 * on the process's own streams; then stops the local database, so the process can end. */
export async function runAsProgram(command: Command, moduleUrl: string): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  process.exitCode = await command.run(process.argv.slice(2), processIo);
  await closeLocalD1();
}
