// What the departures commands share with the leads' ones (scripts/leads/command.ts): strict
// options, the same target (--remote, --persist-to), the same exit codes and messages. Each command
// is a value run here, so the tests run it in the same process as the team runs it from npm.
import { parseArgs } from "node:util";
import { DatabaseNotReadyError, EXIT, exitCodesHelp, fromUserDir, type Target, UsageError } from "../leads/command.ts";

type Spec = { type: "string" | "boolean"; help: string };

const specs = {
  inicio: { type: "string", help: "--inicio AAAA-MM-DD   o primeiro dia da saída (depois de hoje)" },
  dias: { type: "string", help: "--dias N              quantos dias dura a viagem" },
  veiculos: { type: "string", help: "--veiculos N          quantos veículos cabem" },
  preco: { type: "string", help: "--preco REAIS         preço por veículo com duas pessoas, em reais inteiros" },
  "por-pessoa": { type: "string", help: "--por-pessoa REAIS    preço por pessoa a mais no veículo" },
  sinal: { type: "string", help: "--sinal REAIS         o sinal que garante a vaga" },
  "saldo-ate": { type: "string", help: "--saldo-ate AAAA-MM-DD  até quando pagar o restante" },
  minimo: { type: "string", help: "--minimo N            veículos confirmados que garantem a saída" },
  inclui: { type: "string", help: '--inclui "TEXTO"      o que está incluído' },
  "nao-inclui": { type: "string", help: '--nao-inclui "TEXTO"  o que não está incluído' },
  motivo: { type: "string", help: '--motivo "TEXTO"      o motivo, que o site mostra' },
  cancelada: { type: "boolean", help: "--cancelada           cancelada (sem ela: inscrições encerradas)" },
  json: { type: "boolean", help: "--json                saída em JSON, para outros programas" },
  local: { type: "boolean", help: "--local               banco local do npm start (padrão)" },
  remote: { type: "boolean", help: "--remote              banco de produção na Cloudflare" },
  "persist-to": { type: "string", help: "--persist-to DIR      outro diretório de estado local do wrangler" },
  help: { type: "boolean", help: "-h, --help            esta ajuda" },
} satisfies Record<string, Spec>;

type Name = keyof typeof specs;
const targetNames = ["local", "remote", "persist-to", "help"] as const;
export type Options = { [k in Name]?: (typeof specs)[k]["type"] extends "boolean" ? boolean : string } & Target & {
    positionals: string[];
  };

/** Where a command writes: the terminal, or a test's lines. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface SaidasCommand {
  name: string;
  usage: string;
  about: string;
  options: readonly Name[];
  positionals?: boolean;
  main: (o: Options, io: Io) => Promise<void>;
}

function parse(argv: string[], c: SaidasCommand): Options {
  const names = [...c.options, ...targetNames];
  const options = Object.fromEntries(
    names.map((n) => [n, { type: specs[n].type, ...(n === "help" && { short: "h" }) }]),
  );
  // An option that takes text takes the next argument whatever it starts with (a reason "-a definir").
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const takesText = argv[i]!.startsWith("--") && specs[argv[i]!.slice(2) as Name]?.type === "string";
    args.push(takesText && i + 1 < argv.length ? `${argv[i]}=${argv[++i]}` : argv[i]!);
  }
  let v: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values: v, positionals } = parseArgs({
      args,
      options: options as never,
      strict: true,
      allowPositionals: c.positionals ?? false,
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (v.remote && v.local) throw new UsageError("Use --remote ou --local, não os dois.");
  if (v.remote && v["persist-to"] !== undefined) throw new UsageError("--persist-to vale só para o banco local.");
  const persistTo = typeof v["persist-to"] === "string" ? fromUserDir(v["persist-to"]) : undefined;
  return { ...v, remote: v.remote === true, persistTo, positionals } as Options;
}

/** Runs a command on argv; returns its exit code. A refusal is one Portuguese line on `io.err`. */
export async function runSaidas(c: SaidasCommand, argv: string[], io: Io): Promise<number> {
  try {
    const o = parse(argv, c);
    if (o.help) {
      const lines = [...c.options, ...targetNames].map((n) => `  ${specs[n].help}`);
      io.out(`Uso: ${c.usage}\n\n${c.about}\n\nOpções:\n${lines.join("\n")}\n\n${exitCodesHelp}`);
    } else await c.main(o, io);
    return EXIT.ok;
  } catch (e) {
    const message = `${c.name}: ${(e as Error).message}`;
    if (e instanceof UsageError) io.err(`${message}\nVeja as opções com: npm run ${c.name} -- --help`);
    else io.err(message);
    return e instanceof UsageError ? EXIT.usage : e instanceof DatabaseNotReadyError ? EXIT.notReady : EXIT.failure;
  }
}
