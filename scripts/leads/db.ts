// The leads commands' one way into D1. Values never enter SQL text as they are:
//  - locally (the default), through wrangler's getPlatformProxy(): the same workerd D1 and SQLite
//    file that `npm start` and `wrangler d1 execute --local` use, with bound parameters;
//  - in production (--remote), through `wrangler d1 execute --remote --command`, which takes no
//    parameters and rewrites the text it is given (it drops "BEGIN TRANSACTION;" and "COMMIT;"
//    wherever they appear, string literals included). There each text value is written as the hex
//    of its UTF-8 bytes, CAST(X'...' AS TEXT), a form no such rewrite can touch, and each number as
//    its digits. docs/operations.md says why this, rather than D1's HTTP API.
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { D1Database } from "@cloudflare/workers-types";
import { detailFields } from "../../src/shared/details-fields.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { type TeamLead, teamColumns } from "../../src/shared/lead-row.ts";
import { root } from "../shared/paths.ts";
import { database, wranglerSync } from "../shared/wrangler.ts";
import { DatabaseNotReadyError, type Target } from "./command.ts";

/** A lead with the details its visitor sent after it, if any: what selectLeads reads. */
export type Contact = TeamLead & { details: Details | null };

const columns = Object.keys(teamColumns)
  .map((c) => `c.${c}`)
  .join(", ");
// The details, each as d_<field>, beside the lead they belong to (NULL when none were sent).
const detailColumns = detailFields.map((f) => `d.${f} AS d_${f}`).join(", ");

/** A row of the join as a lead with its details. */
function contactOf(row: Record<string, unknown>): Contact {
  const lead: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith("d_")) details[k.slice(2)] = v;
    else if (k !== "has_details") lead[k] = v;
  }
  return { ...(lead as TeamLead), details: row.has_details ? (details as Details) : null };
}

type Value = string | number | null;
/** One statement, its values bound as ?1, ?2, … */
type Statement = { sql: string; params: Value[] };
export const statement = (sql: string, ...params: Value[]): Statement => ({ sql, params });

/** A value as SQL text that holds none of its characters: text as hex UTF-8, a number as digits. */
export function literal(value: Value): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`Valor inválido para SQL (número não inteiro): ${value}`);
    return String(value);
  }
  return `CAST(X'${Buffer.from(value, "utf8").toString("hex")}' AS TEXT)`;
}

/** The statements as the one --command text `wrangler d1 execute --remote` runs. */
export function remoteCommand(statements: Statement[]): string {
  return statements
    .map((s) => s.sql.replace(/\?(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1] ?? null)))
    .join(";\n");
}

async function runLocal(target: Target, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  // Offline, as wrangler is run everywhere else here: no telemetry, no lookup of Request.cf.
  Object.assign(process.env, {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  });
  // Loaded here, not at the top: wrangler takes a second to load, which a usage error or --help
  // should not wait for.
  const { getPlatformProxy } = await import("wrangler");
  // `--persist-to DIR` keeps wrangler's local state under DIR/v3, the path this API takes.
  const proxy = await getPlatformProxy<Record<string, D1Database>>({
    configPath: join(root, "wrangler.toml"),
    persist: { path: join(target.persistTo ?? join(root, ".wrangler/state"), "v3") },
    remoteBindings: false,
  });
  const print = console.error;
  console.error = quietBusy(print);
  try {
    const db = proxy.env[database]!;
    const results = await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
    return results.map((r) => r.results as Record<string, unknown>[]);
  } finally {
    await proxy.dispose();
    console.error = print;
  }
}

/** A locked file is the message and its binary stack trace. */
const busyLine = /SQLITE_BUSY|database is locked/;

/**
 * console.error without the runtime's report of a locked file: the runtime prints each line of its
 * log with console.error, and a batch that met the file locked is tried again (execute, below),
 * which says so in the team's words if it gives up.
 */
function quietBusy(print: typeof console.error): typeof console.error {
  let inReport = false;
  return (...args: unknown[]) => {
    const line = args.map(String).join(" ");
    inReport = busyLine.test(line) || (inReport && /^\W*stack: /.test(line));
    if (!inReport) print(...args);
  };
}

function runRemote(statements: Statement[]): Record<string, unknown>[][] {
  const stdout = wranglerSync(
    ["d1", "execute", database, "--remote", "--json", "--command", remoteCommand(statements)],
    { quiet: true },
  );
  return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[]).map((r) => r.results);
}

/**
 * Runs the statements in one transaction; returns each statement's rows. Locally the database is
 * one SQLite file that `npm start`'s runtime and each command's open at once, and a batch now and
 * then meets the file locked (SQLITE_BUSY, which the runtime answers as "internal error"). A local
 * batch is one transaction that answers only once it is written, so a refused one wrote nothing
 * and is tried again, reads and writes alike. A remote failure is never repeated blindly: it may
 * have reached the database.
 */
export async function execute(target: Target, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return target.remote ? runRemote(statements) : await runLocal(target, statements);
    } catch (e) {
      const error = explain(e as Error & { stdout?: string });
      const busy = /internal error/i.test(error.message) || busyLine.test(error.message);
      if (target.remote || !busy) throw error;
      if (attempt >= 6)
        throw new Error(
          "O banco de dados local ficou ocupado por outro processo (o npm start gravando um lead, " +
            "outro comando) durante todas as tentativas. Tente de novo em alguns segundos.",
        );
      await sleep(500 * attempt);
    }
  }
}

function explain(e: Error & { stdout?: string }): Error {
  // wrangler's JSON error, or the local binding's message; without either, wrangler failed before
  // reaching the database (login, network, config): keep its stderr.
  const text = /^\s*\{/.test(e.stdout ?? "")
    ? ((JSON.parse(e.stdout!) as { error?: { text?: string } }).error?.text ?? "")
    : /D1_|SQLITE/.test(e.message)
      ? e.message
      : "";
  if (/no such (table|column)/.test(text)) {
    return new DatabaseNotReadyError(
      `O banco de dados ainda não tem a tabela de leads atualizada ` +
        `(${text.replace(/^D1_ERROR: /, "").replace(/: SQLITE_ERROR$/, "")}).\n` +
        "Aplique as migrações: npm run db:migrate (ou npm start), ou, em produção, npm run deploy.",
    );
  }
  return new Error(text ? `O D1 recusou a consulta: ${text}` : e.message);
}

export interface LeadFilter {
  /** A UTC instant: leads created from then on. */
  since?: string;
  status?: TeamLead["status"];
  /** Compared trimmed and without regard to case. */
  email?: string;
  search?: string;
  limit?: number;
}

/** Lowercase without accents, so 'joao' finds 'João' and 'ÁVILA' finds 'Ávila'. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");

/** Whether a lead holds `text` in its name, e-mail, WhatsApp or Instagram (numbers by their digits). */
export function matchesSearch(lead: TeamLead, text: string): boolean {
  const needle = fold(text.trim());
  if ([lead.name, lead.email, lead.whatsapp, lead.instagram ?? ""].some((v) => fold(v).includes(needle))) return true;
  const digits = /^[\d\s()+.-]+$/.test(needle) ? needle.replace(/\D/g, "") : "";
  return (
    digits.length > 0 && [lead.whatsapp, lead.whatsapp_e164 ?? ""].some((v) => v.replace(/\D/g, "").includes(digits))
  );
}

/**
 * Leads newest first, each with its details. SQLite's LIKE and lower() fold only ASCII letters, so
 * the search runs here rather than in SQL (the lead table of a small business fits in memory many
 * times over).
 */
export async function selectLeads(target: Target, filter: LeadFilter = {}): Promise<Contact[]> {
  const params: Value[] = [];
  const bind = (value: Value) => `?${params.push(value)}`;
  const conditions = [
    filter.since && `c.created_at >= ${bind(filter.since)}`,
    filter.status && `c.status = ${bind(filter.status)}`,
    filter.email && `lower(trim(c.email)) = lower(${bind(filter.email.trim())})`,
  ].filter(Boolean);
  const where = conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "";
  const limit = filter.limit && !filter.search ? ` LIMIT ${bind(filter.limit)}` : "";
  const [rows] = await execute(target, [
    statement(
      `SELECT ${columns}, d.lead_id IS NOT NULL AS has_details, ${detailColumns}
         FROM contact_submissions c LEFT JOIN lead_details d ON d.lead_id = c.id${where}
         ORDER BY c.created_at DESC, c.id DESC${limit}`,
      ...params,
    ),
  ]);
  const leads = rows!.map(contactOf);
  const found = filter.search ? leads.filter((l) => matchesSearch(l, filter.search!)) : leads;
  return filter.limit ? found.slice(0, filter.limit) : found;
}

/** Erases the leads with these ids, and their details, in one transaction; returns the lead ids
 * removed and how many details went with them.
 * The details go first by name, whatever the database does with its foreign keys. */
export async function deleteLeads(target: Target, ids: number[]): Promise<{ leads: number[]; details: number }> {
  if (ids.length === 0) return { leads: [], details: 0 };
  const idList = ids.map((_, i) => `?${i + 1}`).join(", ");
  const [details, rows] = await execute(target, [
    statement(`DELETE FROM lead_details WHERE lead_id IN (${idList}) RETURNING lead_id`, ...ids),
    statement(`DELETE FROM contact_submissions WHERE id IN (${idList}) RETURNING id`, ...ids),
  ]);
  return { leads: rows!.map((r) => Number(r.id)), details: details!.length };
}

/** What leads:mark records for a person. */
export interface Mark {
  status: TeamLead["status"];
  /** Null clears it. */
  note: string | null;
  /** 'YYYY-MM-DD', or null to clear it. */
  next: string | null;
}

/** The UPDATE that gives the leads with these ids a status, note and next date. */
export const markStatement = (ids: number[], m: Mark) =>
  statement(
    `UPDATE contact_submissions
     SET status = ?1, status_note = ?2, next_contact_on = ?3,
       status_changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id IN (${ids.map((_, i) => `?${i + 4}`).join(", ")}) RETURNING id`,
    m.status,
    m.note,
    m.next,
    ...ids,
  );

/** Marks the leads with these ids (a person's); returns how many were marked. */
export async function markLeads(target: Target, ids: number[], m: Mark): Promise<number> {
  const [rows] = await execute(target, [markStatement(ids, m)]);
  return rows!.length;
}

/** The details of leads created before `leadsBefore`, those leads, and rate-limit windows that
 * started before `windowsBefore` (ended ones); the details first, as a lead's erasure takes them. */
const purgeable = (leadsBefore: string, windowsBefore: number, verb: string, returning = "") => [
  statement(
    `${verb} FROM lead_details WHERE lead_id IN (SELECT id FROM contact_submissions WHERE created_at < ?1)${returning}`,
    leadsBefore,
  ),
  statement(`${verb} FROM contact_submissions WHERE created_at < ?1${returning}`, leadsBefore),
  statement(`${verb} FROM rate_limits WHERE window_start < ?1${returning}`, windowsBefore),
];

export async function countPurgeable(target: Target, leadsBefore: string, windowsBefore: number) {
  const [, leads, windows] = await execute(target, purgeable(leadsBefore, windowsBefore, "SELECT count(*) AS n"));
  return { leads: Number(leads![0]!.n), windows: Number(windows![0]!.n) };
}

/** Deletes by the same rule as countPurgeable, in one transaction; returns how many went. */
export async function purge(target: Target, leadsBefore: string, windowsBefore: number) {
  const [, leads, windows] = await execute(target, purgeable(leadsBefore, windowsBefore, "DELETE", " RETURNING 1"));
  return { leads: leads!.length, windows: windows!.length };
}
