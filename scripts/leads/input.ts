// The values the team types into the leads commands, checked before any database is touched.
import { leadStatuses, statusNoteMaxLength, type TeamLead } from "../../src/shared/lead-row.ts";
import { UsageError } from "./command.ts";
import { visible } from "./format.ts";

const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", timeZoneName: "longOffset" });

/** 'YYYY-MM-DD' read as the start of that day in São Paulo, as the UTC instant the database compares with. */
export function saoPauloMidnightUtc(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new UsageError(
      `--since precisa de uma data válida no formato AAAA-MM-DD, ou de dias como 30d (recebido: '${date}').`,
    );
  }
  // The zone's offset as Intl knows it ('GMT-03:00'; before 1914 local mean time, 'GMT-03:06:28'),
  // read just before that midnight.
  const gmt = offset.formatToParts(day).find((p) => p.type === "timeZoneName")!.value;
  const [, sign = "+", h = "0", m = "0", sec = "0"] = /^GMT([+-])(\d\d):(\d\d)(?::(\d\d))?$/.exec(gmt) ?? [];
  const seconds = (sign === "-" ? 1 : -1) * (Number(h) * 3600 + Number(m) * 60 + Number(sec));
  return new Date(day.getTime() + seconds * 1000).toISOString();
}

/** --since: a São Paulo day (AAAA-MM-DD) or a number of days back from now (30d). */
export function since(text: string | undefined, now = Date.now()): string | undefined {
  if (text === undefined) return undefined;
  const days = /^([1-9]\d{0,4})d$/.exec(text);
  return days ? new Date(now - Number(days[1]) * 86_400_000).toISOString() : saoPauloMidnightUtc(text);
}

export function positiveInteger(option: string, text: string | undefined, fallback: number, max = 999_999): number {
  if (text === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(text) || Number(text) > max) {
    throw new UsageError(`${option} precisa de um número inteiro positivo (recebido: '${text}').`);
  }
  return Number(text);
}

/** A lead's row id as leads:mark takes it: any the database may hold (SQLite goes past what a
 * JavaScript number keeps exactly, so an id is refused beyond that). */
export function rowId(text: string): number {
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new UsageError(`O id do lead precisa de um número inteiro positivo (recebido: '${text}').`);
  return Number(text);
}

export function nonEmpty(option: string, text: string | undefined, what: string): string | undefined {
  const trimmed = text?.trim();
  if (text !== undefined && !trimmed) throw new UsageError(`${option} precisa de ${what}.`);
  return trimmed;
}

/** The instant `months` calendar months before `now`, in UTC ISO-8601 as the database stores it. */
export function monthsBefore(now: Date, months: number): string {
  const cut = new Date(now);
  cut.setUTCMonth(cut.getUTCMonth() - months);
  return cut.toISOString();
}

/** A status as the team types it: 'em conversa' may come as one argument or two. */
export function leadStatus(text: string | undefined): TeamLead["status"] | undefined {
  if (text === undefined) return undefined;
  const status = leadStatuses.find((s) => s === text.trim().toLocaleLowerCase("pt-BR").replace(/\s+/g, " "));
  if (!status) throw new UsageError(`Situação desconhecida: '${text}'. Use uma destas: ${leadStatuses.join(", ")}.`);
  return status;
}

/** The note kept with a status: at most the database's length, and nothing a terminal would obey. */
export function statusNote(text: string | undefined): string | null {
  const note = text?.trim() || null;
  if (note && [...note].length > statusNoteMaxLength) {
    throw new UsageError(`A nota tem ${[...note].length} caracteres; o máximo é ${statusNoteMaxLength}.`);
  }
  if (note && visible(note) !== note)
    throw new UsageError(
      "A nota tem quebras de linha ou caracteres invisíveis ou de controle; escreva só texto, numa linha.",
    );
  return note;
}

/** A calendar day as the team types it, checked to exist: 2026-02-30 is refused. */
export function calendarDay(option: string, text: string | undefined): string | null {
  if (text === undefined) return null;
  const day = text.trim();
  const d = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) {
    throw new UsageError(`${option} precisa de uma data válida no formato AAAA-MM-DD (recebido: '${text}').`);
  }
  return day;
}

/** A month of departure as the team types it (AAAA-MM). */
export function departureMonth(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text.trim())) {
    throw new UsageError(`--quando precisa de um mês no formato AAAA-MM, como 2027-01 (recebido: '${text}').`);
  }
  return text.trim();
}
