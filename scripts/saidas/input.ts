// The values the team types into the departures commands, checked before any database is touched:
// what only departures take (a day after today, reais, text the site shows); dates, counts and
// non-empty text are read by the leads commands' own parsers (scripts/leads/input.ts).
import { dayMonthYear } from "../../src/shared/departures.ts";
import { UsageError } from "../leads/command.ts";
import { visible } from "../leads/format.ts";
import { calendarDay, nonEmpty, positiveInteger } from "../leads/input.ts";

/** The most vehicles a departure takes (--veiculos, --minimo). */
export const maxVehicles = 200;

/** A day after today (São Paulo): a departure or its balance day already past is refused. */
export function dayAfter(option: string, text: string | undefined, today: string): string | null {
  const day = calendarDay(option, text);
  if (day !== null && day <= today) {
    throw new UsageError(
      `${option} ${day} já passou ou é hoje (hoje é ${dayMonthYear(today)}). Escolha um dia depois de hoje.`,
    );
  }
  return day;
}

/** A count the team types, or null when the option was not given. */
export const count = (option: string, text: string | undefined, max: number) =>
  text === undefined ? null : positiveInteger(option, text, 0, max);

/** Whole reais, written 18500 or 18.500. */
export function reaisOf(option: string, text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(text.trim())) {
    throw new UsageError(
      `${option} precisa de um valor em reais inteiros, como 18500 ou 18.500 (recebido: '${text}').`,
    );
  }
  return positiveInteger(option, text.trim().replaceAll(".", ""), 0, 10_000_000);
}

/** Text the site shows: one line, nothing a terminal or a page would read as more than text. */
export function shownText(option: string, text: string | undefined, max: number): string | null {
  const t = nonEmpty(option, text, "um texto");
  if (t === undefined) return null;
  if ([...t].length > max) throw new UsageError(`${option} tem ${[...t].length} caracteres; o máximo é ${max}.`);
  if (visible(t) !== t)
    throw new UsageError(`${option} tem quebras de linha ou caracteres invisíveis; escreva numa linha.`);
  return t;
}

/** The departure a command acts on: its first day, the one positional argument. */
export function departureDay(positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`Informe o primeiro dia da saída: ${usage}`);
  return calendarDay("A saída", positionals[0])!;
}
