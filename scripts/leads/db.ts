// The leads tools' only way into D1: `wrangler d1 execute --json`, the same client the team uses
// by hand, against the local state (default) or the production database (--remote).
import { database, wranglerSync } from "../shared/wrangler.ts";
import type { Target } from "./options.ts";

import type { TeamLead } from "../../src/shared/lead-row.ts";


/** The table or a column the tools read is missing: migrations were not applied. Exit 3. */
export class DatabaseNotReadyError extends Error {}

const columns = "id, name, email, whatsapp, whatsapp_e164, instagram, privacy_version, created_at";

/**
 * A SQL string literal. `wrangler d1 execute --command` takes no bound parameters, so values are
 * quoted the way SQLite reads them: single quotes doubled, nothing else is special inside '...'.
 */
export function sqlString(value: string): string {
  if (value.includes("\0")) throw new Error("Texto com caractere NUL não é aceito.");
  return `'${value.replaceAll("'", "''")}'`;
}

type Results = { results: Record<string, unknown>[] }[];

/**
 * Runs one or more statements; returns each statement's rows. A read (`readOnly`) is tried again
 * when the local runtime answers "internal error", which it now and then does while `npm start`
 * is writing to the same database; a write is never repeated blindly.
 */
function execute(sql: string, target: Target, { readOnly = false } = {}): Record<string, unknown>[][] {
  const where = target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  for (let attempt = 1; ; attempt++) {
    try {
      const stdout = wranglerSync(["d1", "execute", database, ...where, "--json", "--command", sql], { quiet: true });
      return (JSON.parse(stdout) as Results).map((r) => r.results);
    } catch (e) {
      const error = explain(e as Error & { stdout?: string });
      if (!readOnly || target.remote || attempt >= 3 || !/internal error/i.test(error.message)) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    }
  }
}

function explain(e: Error & { stdout?: string }): Error {
  let text = "";
  try {
    text = (JSON.parse(e.stdout ?? "") as { error?: { text?: string } }).error?.text ?? "";
  } catch {
    // wrangler failed before it could answer in JSON (login, network, config): keep its stderr.
  }
  if (/no such (table|column)/.test(text)) {
    return new DatabaseNotReadyError(
      `O banco de dados ainda não tem a tabela de leads atualizada (${text.replace(/: SQLITE_ERROR$/, "")}).\n` +
        "Aplique as migrações: npm run db:migrate (ou npm start), ou, em produção, npm run deploy.",
    );
  }
  return new Error(text ? `wrangler d1 execute falhou: ${text}` : e.message);
}

export interface LeadFilter {
  since?: string;
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
export function selectLeads(target: Target, filter: LeadFilter = {}): TeamLead[] {
  const sql =
    `SELECT ${columns} FROM contact_submissions` +
    (filter.since ? ` WHERE created_at >= ${sqlString(filter.since)}` : "") +
    " ORDER BY created_at DESC, id DESC" +
    (filter.limit && !filter.search ? ` LIMIT ${Math.trunc(filter.limit)}` : "");
  const search = filter.search;
  const leads = execute(sql, target, { readOnly: true })[0] as unknown as TeamLead[];
  const found = search ? leads.filter((l) => matchesSearch(l, search)) : leads;
  return filter.limit ? found.slice(0, filter.limit) : found;
}

const sameEmail = (email: string) => `lower(trim(email)) = lower(${sqlString(email.trim())})`;

export function selectLeadsByEmail(target: Target, email: string): TeamLead[] {
  const sql = `SELECT ${columns} FROM contact_submissions WHERE ${sameEmail(email)} ORDER BY created_at DESC, id DESC`;
  return execute(sql, target, { readOnly: true })[0] as unknown as TeamLead[];
}

/** Deletes those of `ids` that still belong to `email`; returns the ids removed. */
export function deleteLeads(target: Target, email: string, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const list = ids.map((id) => String(Math.trunc(id))).join(", ");
  const rows = execute(`DELETE FROM contact_submissions WHERE id IN (${list}) AND ${sameEmail(email)} RETURNING id`, target)[0];
  return rows.map((r) => Number(r.id));
}

/** What a purge would delete, or deleted: leads created before the cut-off, and rate-limit windows that have ended. */
export interface PurgeCounts {
  leads: number;
  rateLimitWindows: number;
}

const purgeWhere = (leadsBefore: string, windowsBefore: number) => ({
  leads: `FROM contact_submissions WHERE created_at < ${sqlString(leadsBefore)}`,
  windows: `FROM rate_limits WHERE window_start < ${Math.trunc(windowsBefore)}`,
});

export function countPurgeable(target: Target, leadsBefore: string, windowsBefore: number): PurgeCounts {
  const w = purgeWhere(leadsBefore, windowsBefore);
  const [leads, windows] = execute(`SELECT count(*) AS n ${w.leads}; SELECT count(*) AS n ${w.windows}`, target, { readOnly: true });
  return { leads: Number(leads![0]!.n), rateLimitWindows: Number(windows![0]!.n) };
}

/** Deletes by the same rule as countPurgeable, in one wrangler call; returns what was removed. */
export function purge(target: Target, leadsBefore: string, windowsBefore: number): PurgeCounts {
  const w = purgeWhere(leadsBefore, windowsBefore);
  const [leads, windows] = execute(`DELETE ${w.leads} RETURNING id; DELETE ${w.windows} RETURNING window_start`, target);
  return { leads: leads!.length, rateLimitWindows: windows!.length };
}
