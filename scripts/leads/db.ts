// The leads commands' one way into D1: `wrangler d1 execute --json`, the client the team also uses
// by hand, against the local state (default) or the production database (--remote).
import { setTimeout as sleep } from "node:timers/promises";
import type { TeamLead } from "../../src/shared/lead-row.ts";
import { database, wranglerSync } from "../shared/wrangler.ts";
import { DatabaseNotReadyError, type Target } from "./command.ts";

const columns = `id, name, email, whatsapp, whatsapp_e164, instagram, privacy_version, created_at,
  utm_source, utm_medium, utm_campaign, referrer_host, landing_path, status, status_note, status_changed_at`;

/**
 * A value as an SQL literal. wrangler 4.86's `d1 execute` takes no bound parameters (it sends
 * --command to D1 as bare statements), so every value enters SQL through here: an integer as
 * digits, text in single quotes with quotes doubled, the only character SQLite reads inside '...'.
 */
export function sql(value: string | number): string {
  if (typeof value === "number" ? !Number.isSafeInteger(value) : value.includes("\0")) throw new Error(`Valor inválido para SQL (NUL ou número não inteiro): ${value}`);
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Runs one or more statements (one transaction); returns each statement's rows. A read is tried
 * again when the local runtime answers "internal error", which it now and then does while
 * `npm start` writes to the same database; a write is never repeated blindly.
 */
async function execute(target: Target, statements: string, readOnly = false): Promise<Record<string, unknown>[][]> {
  const where = target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  for (let attempt = 1; ; attempt++) {
    try {
      const stdout = wranglerSync(["d1", "execute", database, ...where, "--json", "--command", statements], { quiet: true });
      return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[]).map((r) => r.results);
    } catch (e) {
      const error = explain(e as Error & { stdout?: string });
      if (!readOnly || target.remote || attempt >= 3 || !/internal error/i.test(error.message)) throw error;
      await sleep(300 * attempt);
    }
  }
}

function explain(e: Error & { stdout?: string }): Error {
  // Without JSON, wrangler failed before reaching the database (login, network, config): keep its stderr.
  const text = /^\s*\{/.test(e.stdout ?? "") ? ((JSON.parse(e.stdout!) as { error?: { text?: string } }).error?.text ?? "") : "";
  if (/no such (table|column)/.test(text)) {
    return new DatabaseNotReadyError(
      `O banco de dados ainda não tem a tabela de leads atualizada (${text.replace(/: SQLITE_ERROR$/, "")}).\n` +
        "Aplique as migrações: npm run db:migrate (ou npm start), ou, em produção, npm run deploy.",
    );
  }
  return new Error(text ? `wrangler d1 execute falhou: ${text}` : e.message);
}

const sameEmail = (email: string) => `lower(trim(email)) = lower(${sql(email.trim())})`;

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
  return digits.length > 0 && [lead.whatsapp, lead.whatsapp_e164 ?? ""].some((v) => v.replace(/\D/g, "").includes(digits));
}

/**
 * Leads newest first. SQLite's LIKE and lower() fold only ASCII letters, so the search runs here
 * rather than in SQL (the lead table of a small business fits in memory many times over).
 */
export async function selectLeads(target: Target, filter: LeadFilter = {}): Promise<TeamLead[]> {
  const conditions = [
    filter.since && `created_at >= ${sql(filter.since)}`, filter.status && `status = ${sql(filter.status)}`, filter.email && sameEmail(filter.email),
  ];
  const where = conditions.some(Boolean) ? ` WHERE ${conditions.filter(Boolean).join(" AND ")}` : "";
  const limit = filter.limit && !filter.search ? ` LIMIT ${sql(filter.limit)}` : "";
  const [rows] = await execute(target, `SELECT ${columns} FROM contact_submissions${where} ORDER BY created_at DESC, id DESC${limit}`, true);
  const found = filter.search ? (rows as TeamLead[]).filter((l) => matchesSearch(l, filter.search!)) : (rows as TeamLead[]);
  return filter.limit ? found.slice(0, filter.limit) : found;
}

/** Deletes those of `ids` that still belong to `email`; returns the ids removed. */
export async function deleteLeads(target: Target, email: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const [rows] = await execute(target, `DELETE FROM contact_submissions WHERE id IN (${ids.map(sql).join(", ")}) AND ${sameEmail(email)} RETURNING id`);
  return rows.map((r) => Number(r.id));
}

/** Sets a lead's status and note (null clears it); returns the lead's name, or null when no lead has that id. */
export async function markLead(target: Target, id: number, status: TeamLead["status"], note: string | null): Promise<string | null> {
  const [rows] = await execute(target,
    `UPDATE contact_submissions SET status = ${sql(status)}, status_note = ${note === null ? "NULL" : sql(note)},
     status_changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${sql(id)} RETURNING name`);
  return rows[0] ? String(rows[0].name) : null;
}

/** Leads created before `leadsBefore`, and rate-limit windows that started before `windowsBefore` (ended ones). */
const purgeable = (leadsBefore: string, windowsBefore: number) => [
  `FROM contact_submissions WHERE created_at < ${sql(leadsBefore)}`,
  `FROM rate_limits WHERE window_start < ${sql(windowsBefore)}`,
];

export async function countPurgeable(target: Target, leadsBefore: string, windowsBefore: number) {
  const [leads, windows] = await execute(target, purgeable(leadsBefore, windowsBefore).map((from) => `SELECT count(*) AS n ${from}`).join("; "), true);
  return { leads: Number(leads![0]!.n), windows: Number(windows![0]!.n) };
}

/** Deletes by the same rule as countPurgeable, in one transaction; returns how many went. */
export async function purge(target: Target, leadsBefore: string, windowsBefore: number) {
  const [leads, windows] = await execute(target, purgeable(leadsBefore, windowsBefore).map((from) => `DELETE ${from} RETURNING 1`).join("; "));
  return { leads: leads!.length, windows: windows!.length };
}
