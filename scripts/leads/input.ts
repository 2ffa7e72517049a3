// The values the team types into the leads commands, checked before any database is touched.
import { UsageError } from "./command.ts";

const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", timeZoneName: "longOffset" });

/** 'YYYY-MM-DD' read as the start of that day in São Paulo, as the UTC instant the database compares with. */
export function saoPauloMidnightUtc(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new UsageError(`--since precisa de uma data válida no formato AAAA-MM-DD (recebido: '${date}').`);
  }
  // The zone's offset as Intl knows it ('GMT-03:00'), read just before that midnight.
  const gmt = offset.formatToParts(day).find((p) => p.type === "timeZoneName")!.value;
  return new Date(`${date}T00:00:00${gmt.slice(3) || "Z"}`).toISOString();
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
