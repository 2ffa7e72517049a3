// What comes back to a traveller who withdraws on a given day: all of it within the law's seven days
// (CDC art. 49), then what the team's scale leaves. Days are São Paulo calendar days, 'YYYY-MM-DD'.
import type { ScaleStep } from "../content/terms.ts";
import { withdrawalDays } from "../content/terms.ts";

export type Refund =
  | { kind: "invalid"; why: string }
  | { kind: "law"; daysAfter: number }
  | { kind: "scale"; daysAfter: number; daysBefore: number; backPercent: number }
  | { kind: "no-scale"; daysAfter: number };

const dayNumber = (day: string) => Date.parse(`${day}T12:00:00Z`) / 86_400_000;
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayNumber(day));

export function refundOn(booked: string, withdrawn: string, departure: string, scale: ScaleStep[] | null): Refund {
  if (!isDay(booked) || !isDay(withdrawn))
    return { kind: "invalid", why: "Escolha o dia da reserva e o da desistência." };
  const daysAfter = Math.round(dayNumber(withdrawn) - dayNumber(booked));
  if (daysAfter < 0) return { kind: "invalid", why: "A desistência vem depois da reserva." };
  if (daysAfter <= withdrawalDays) return { kind: "law", daysAfter };
  if (!scale) return { kind: "no-scale", daysAfter };
  if (!isDay(departure)) return { kind: "invalid", why: "Escolha também o dia da saída." };
  const daysBefore = Math.round(dayNumber(departure) - dayNumber(withdrawn));
  if (daysBefore < 0) return { kind: "invalid", why: "A desistência vem antes da saída." };
  const step = scale.find((s) => daysBefore >= s.daysBefore);
  return { kind: "scale", daysAfter, daysBefore, backPercent: 100 - (step?.keptPercent ?? 100) };
}
