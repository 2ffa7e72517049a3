// Command-line options of the leads tools. strict parsing, so a typo never silently reads
// the wrong database or exports everything when the user meant a filter.
import { resolve } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

export const EXIT = { ok: 0, failure: 1, usage: 2, notReady: 3 } as const;

/** Bad command line: the CLI prints the message and exits 2. */
export class UsageError extends Error {}

export interface Target {
  remote: boolean;
  /** Another local state dir (wrangler's --persist-to); only with the local database. */
  persistTo?: string;
}

export interface ListOptions extends Target {
  help: boolean;
  json: boolean;
  limit: number;
  search?: string;
  /** UTC ISO-8601 instant of the Sao Paulo midnight that starts --since. */
  since?: string;
}

export interface ExportOptions extends Target {
  help: boolean;
  out: string;
  since?: string;
}

export interface DeleteOptions extends Target {
  help: boolean;
  email: string;
  yes: boolean;
}

export interface PurgeOptions extends Target {
  help: boolean;
  /** Leads submitted more than this many calendar months ago are deleted. */
  olderThanMonths: number;
  yes: boolean;
}

const targetOptions = {
  remote: { type: "boolean" },
  local: { type: "boolean" },
  "persist-to": { type: "string" },
  help: { type: "boolean", short: "h" },
} satisfies ParseArgsConfig["options"];

function parse<O extends NonNullable<ParseArgsConfig["options"]>>(argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options: { ...targetOptions, ...options }, strict: true }).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function target(v: { remote?: boolean; local?: boolean; "persist-to"?: string }): Target {
  if (v.remote && v.local) throw new UsageError("Use --remote ou --local, não os dois.");
  if (v.remote && v["persist-to"] !== undefined) throw new UsageError("--persist-to vale só para o banco local.");
  if (v["persist-to"] === "") throw new UsageError("--persist-to precisa de um diretório.");
  return { remote: v.remote === true, persistTo: v["persist-to"] && fromUserDir(v["persist-to"]) };
}

export function parseListOptions(argv: string[]): ListOptions {
  const v = parse(argv, {
    json: { type: "boolean" },
    limit: { type: "string" },
    search: { type: "string" },
    since: { type: "string" },
  });
  const search = v.search?.trim();
  if (v.search !== undefined && !search) throw new UsageError("--search precisa de um texto.");
  return {
    ...target(v),
    help: v.help === true,
    json: v.json === true,
    limit: v.limit === undefined ? 50 : positiveInteger(v.limit),
    search,
    since: v.since === undefined ? undefined : saoPauloMidnightUtc(v.since),
  };
}

export function parseExportOptions(argv: string[]): ExportOptions {
  const v = parse(argv, { out: { type: "string", short: "o" }, since: { type: "string" } });
  if (!v.help && !v.out) throw new UsageError("Informe o arquivo de saída: --out leads.csv (ou --out - para a saída padrão).");
  return {
    ...target(v),
    help: v.help === true,
    out: v.out ?? "",
    since: v.since === undefined ? undefined : saoPauloMidnightUtc(v.since),
  };
}

export function parseDeleteOptions(argv: string[]): DeleteOptions {
  const v = parse(argv, { email: { type: "string" }, yes: { type: "boolean", short: "y" } });
  const email = v.email?.trim() ?? "";
  if (!v.help && !email.includes("@")) throw new UsageError("Informe o e-mail da pessoa: --email nome@exemplo.com");
  return { ...target(v), help: v.help === true, email, yes: v.yes === true };
}

/** `defaultMonths` is the retention the privacy notice states, used when --older-than is not given. */
export function parsePurgeOptions(argv: string[], defaultMonths: number): PurgeOptions {
  const v = parse(argv, { "older-than": { type: "string" }, yes: { type: "boolean", short: "y" } });
  const months = v["older-than"];
  if (months !== undefined && !/^[1-9]\d{0,2}$/.test(months)) {
    throw new UsageError(`--older-than precisa de um número inteiro de meses, como 12 (recebido: '${months}').`);
  }
  return { ...target(v), help: v.help === true, olderThanMonths: months === undefined ? defaultMonths : Number(months), yes: v.yes === true };
}

/** A path as the user typed it: npm runs scripts from the project root but INIT_CWD keeps where they were. */
export function fromUserDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function positiveInteger(text: string): number {
  if (!/^[1-9]\d{0,6}$/.test(text)) throw new UsageError(`--limit precisa de um número inteiro positivo (recebido: '${text}').`);
  return Number(text);
}

const saoPaulo = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  hourCycle: "h23",
  year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
});

function saoPauloParts(ms: number) {
  const p = Object.fromEntries(saoPaulo.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return { wall: Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second), day: Date.UTC(p.year, p.month - 1, p.day) };
}

/** 'YYYY-MM-DD' read as the start of that day in Sao Paulo, as the UTC instant the database compares with. */
export function saoPauloMidnightUtc(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const midnight = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || new Date(midnight).toISOString().slice(0, 10) !== date) {
    throw new UsageError(`--since precisa de uma data válida no formato AAAA-MM-DD (recebido: '${date}').`);
  }
  // The offset at midnight is not known before the instant is; two guesses cover days when the
  // zone's offset changed (old Brazilian summer time): keep the earliest one that falls on the day.
  const offsetAt = (ms: number) => saoPauloParts(ms).wall - Math.floor(ms / 1000) * 1000;
  const first = midnight - offsetAt(midnight);
  const second = midnight - offsetAt(first);
  const onTheDay = [first, second].filter((u) => saoPauloParts(u).day >= midnight);
  return new Date(Math.min(...onTheDay)).toISOString();
}

/** The instant `months` calendar months before `now`, in UTC ISO-8601 as the database stores it. */
export function monthsBefore(now: Date, months: number): string {
  const cut = new Date(now);
  cut.setUTCMonth(cut.getUTCMonth() - months);
  return cut.toISOString();
}
