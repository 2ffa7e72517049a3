// What is due today: the team's daily list (`npm run leads -- --hoje`). A person is due when the
// next contact the team set is today or past (São Paulo's day), or, with no date set, when they are
// still "novo" more than a day after their first contact. Oldest first: the longest wait leads.
import { type Person, statusOf } from "./people.ts";

/** How long a new person may wait before the list shows them. */
export const newLeadWaitHours = 24;

const saoPauloDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** 'YYYY-MM-DD' of `now` in São Paulo. */
export const todayInSaoPaulo = (now: Date) => saoPauloDay.format(now);

/** When the person fell due, as a sortable text (a day, or an instant), or null when not due. */
export function dueSince(p: Person, now: Date): string | null {
  const { status, next } = statusOf(p);
  if (next !== null) return next <= todayInSaoPaulo(now) ? next : null;
  if (status !== "novo") return null;
  const first = p.contacts[0]!.created_at;
  const due = new Date(Date.parse(first) + newLeadWaitHours * 3_600_000);
  return due <= now ? todayInSaoPaulo(due) : null;
}

/** The people due, the longest waiting first. */
export function dueToday(people: Person[], now: Date): Person[] {
  return people
    .map((p) => ({ p, since: dueSince(p, now) }))
    .filter((d): d is { p: Person; since: string } => d.since !== null)
    .sort(
      (a, b) =>
        a.since.localeCompare(b.since) || a.p.contacts[0]!.created_at.localeCompare(b.p.contacts[0]!.created_at),
    )
    .map((d) => d.p);
}
