// The leads commands' one way into D1. Values never enter SQL text as they are:
//  - locally (the default), through wrangler's getPlatformProxy(): the same workerd D1 and SQLite
//    file that `npm start` and `wrangler d1 execute --local` use, with bound parameters;
//  - in production (--remote), through `wrangler d1 execute --remote --command`, which takes no
//    parameters and rewrites the text it is given (it drops "BEGIN TRANSACTION;" and "COMMIT;"
//    wherever they appear, string literals included). There each text value is written as the hex
//    of its UTF-8 bytes, CAST(X'...' AS TEXT), a form no such rewrite can touch, and each number as
//    its digits. docs/operations.md says why this, rather than D1's HTTP API.
import { createHash } from "node:crypto";
import { detailFields } from "../../src/shared/details-fields.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { type TeamLead, teamColumns } from "../../src/shared/lead-row.ts";
import { database, wranglerSync } from "../shared/wrangler.ts";
import { DatabaseNotReadyError, type Target } from "./command.ts";
import { runLocal, stateDirOf } from "./local-proxy.ts";

/** A lead with the details its visitor sent after it, if any: what selectLeads reads. */
export type Contact = TeamLead & { details: Details | null; place: Place | null };

/** A lead's vehicle on a departure (migrations/0009), as leads:mark --saida or --espera put it. */
export interface Place {
  /** The departure's first day. */
  startsOn: string;
  place: "confirmado" | "espera";
}

const columns = Object.keys(teamColumns)
  .map((c) => `c.${c}`)
  .join(", ");
// The details, each as d_<field>, beside the lead they belong to (NULL when none were sent).
// A published departure chosen reads as its first day; a month or "ainda não sei" as stored.
const detailColumns = detailFields
  .map((f) => (f === "departure" ? "coalesce(d.departure_day, d.departure)" : `d.${f}`) + ` AS d_${f}`)
  .join(", ");

/** A row of the join as a lead with its details. */
function contactOf(row: Record<string, unknown>): Contact {
  const lead: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k.startsWith("d_")) details[k.slice(2)] = v;
    else if (k !== "has_details" && !k.startsWith("place_")) lead[k] = v;
  }
  const place = row.place_day ? { startsOn: String(row.place_day), place: row.place_kind as Place["place"] } : null;
  return { ...(lead as TeamLead), details: row.has_details ? (details as Details) : null, place };
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

function runRemote(statements: Statement[]): Record<string, unknown>[][] {
  const stdout = wranglerSync(
    ["d1", "execute", database, "--remote", "--json", "--command", remoteCommand(statements)],
    { quiet: true },
  );
  return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[]).map((r) => r.results);
}

/**
 * Runs the statements in one transaction; returns each statement's rows. A local batch met with the
 * file locked is tried again (local-proxy.ts); a remote failure is never repeated blindly: it may
 * have reached the database.
 */
export async function execute(target: Target, statements: Statement[]): Promise<Record<string, unknown>[][]> {
  try {
    return target.remote
      ? runRemote(statements)
      : await runLocal(
          stateDirOf(target.persistTo),
          statements.map((s) => [s.sql, s.params]),
        );
  } catch (e) {
    throw explain(e as Error & { stdout?: string });
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
      `SELECT ${columns}, d.lead_id IS NOT NULL AS has_details, ${detailColumns},
         dp.starts_on AS place_day, pl.place AS place_kind
         FROM contact_submissions c LEFT JOIN lead_details d ON d.lead_id = c.id
         LEFT JOIN departure_places pl ON pl.lead_id = c.id LEFT JOIN departures dp ON dp.id = pl.departure_id${where}
         ORDER BY c.created_at DESC, c.id DESC${limit}`,
      ...params,
    ),
  ]);
  const leads = rows!.map(contactOf);
  const found = filter.search ? leads.filter((l) => matchesSearch(l, filter.search!)) : leads;
  return filter.limit ? found.slice(0, filter.limit) : found;
}

/** A key as erased_keys holds it: its SHA-256 in hex, which names nobody, as the function looks it up. */
const keyHash = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

/** The INSERTs that list these keys as erased, so the function never stores a device's copy of their
 * lead again; a few keys per statement, as D1 bounds a statement's parameters and length. */
const erasedKeys = (keys: string[]) =>
  Array.from({ length: Math.ceil(keys.length / 50) }, (_, i) => keys.slice(i * 50, i * 50 + 50)).map((chunk) =>
    statement(
      `INSERT OR IGNORE INTO erased_keys (key_hash) VALUES ${chunk.map((_, j) => `(?${j + 1})`).join(", ")}`,
      ...chunk.map(keyHash),
    ),
  );

/** The idempotency keys of the leads that `where` picks. */
async function keysOf(target: Target, where: string, ...params: Value[]): Promise<string[]> {
  const [rows] = await execute(target, [
    statement(
      `SELECT idempotency_key AS k FROM contact_submissions WHERE idempotency_key IS NOT NULL AND ${where}`,
      ...params,
    ),
  ]);
  return rows!.map((r) => String(r.k));
}

/** Erases the leads with these ids, and their details, in one transaction that also lists their keys
 * as erased; returns the lead ids removed, how many details went with them and how many keys were
 * listed. The details go first by name, whatever the database does with its foreign keys. */
export async function deleteLeads(target: Target, ids: number[]) {
  if (ids.length === 0) return { leads: [], details: 0, keys: 0 };
  const idList = ids.map((_, i) => `?${i + 1}`).join(", ");
  const keys = await keysOf(target, `id IN (${idList})`, ...ids);
  const results = await execute(target, [
    ...erasedKeys(keys),
    statement(`DELETE FROM departure_places WHERE lead_id IN (${idList})`, ...ids),
    statement(`DELETE FROM lead_details WHERE lead_id IN (${idList}) RETURNING lead_id`, ...ids),
    statement(`DELETE FROM contact_submissions WHERE id IN (${idList}) RETURNING id`, ...ids),
  ]);
  const [details, rows] = results.slice(-2);
  return { leads: rows!.map((r) => Number(r.id)), details: details!.length, keys: keys.length };
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

/** When the purge cuts: leads created, and keys erased, before `leads`; rate-limit windows started
 * before `windows` (ended ones). */
export type Cut = { leads: string; windows: number; keys: string };

/** The details of the leads past the cut, those leads, the ended rate-limit windows and the erased
 * keys past theirs; the details first, as a lead's erasure takes them (its departure place with them). */
const purgeable = (cut: Cut, verb: string, returning = "") => [
  statement(
    `${verb} FROM lead_details WHERE lead_id IN (SELECT id FROM contact_submissions WHERE created_at < ?1)${returning}`,
    cut.leads,
  ),
  statement(`${verb} FROM contact_submissions WHERE created_at < ?1${returning}`, cut.leads),
  statement(`${verb} FROM rate_limits WHERE window_start < ?1${returning}`, cut.windows),
  statement(`${verb} FROM erased_keys WHERE erased_at < ?1${returning}`, cut.keys),
];

/** A purge's leads' places on departures go with them, before them. */
const purgedPlaces = (cut: Cut) =>
  statement(
    "DELETE FROM departure_places WHERE lead_id IN (SELECT id FROM contact_submissions WHERE created_at < ?1)",
    cut.leads,
  );

export async function countPurgeable(target: Target, cut: Cut) {
  const [, leads, windows, keys] = await execute(target, purgeable(cut, "SELECT count(*) AS n"));
  return { leads: Number(leads![0]!.n), windows: Number(windows![0]!.n), keys: Number(keys![0]!.n) };
}

/** Deletes by the same rule as countPurgeable, in one transaction that lists the purged leads' keys
 * as erased (after the old ones went, so these stay); returns how many went. */
export async function purge(target: Target, cut: Cut) {
  const keys = await keysOf(target, "created_at < ?1", cut.leads);
  const [, , leads, windows] = await execute(target, [
    purgedPlaces(cut),
    ...purgeable(cut, "DELETE", " RETURNING 1"),
    ...erasedKeys(keys),
  ]);
  return { leads: leads!.length, windows: windows!.length, keys: keys.length };
}
