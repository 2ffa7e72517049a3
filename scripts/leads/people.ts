// One person, one history: the leads that share a lower-cased e-mail or a WhatsApp number are one
// person, and so, by the same rule, are the leads those share a key with. A person is known by its
// first lead's id (what leads:mark and the export's "pessoa" column name), reads as its latest
// contact, and carries the status, note and next date the team last gave it (leads:mark gives them
// to every lead of the person at once).
import type { TeamLead } from "../../src/shared/lead-row.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { matchesSearch } from "./db.ts";
import { waLink } from "./format.ts";

/** A lead with the details its visitor sent after it, if any. */
export type Contact = TeamLead & { details: Details | null };

export interface Person {
  /** The first lead's id. */
  id: number;
  /** Oldest first. */
  contacts: Contact[];
  latest: Contact;
  /** The lead whose status is the person's: the one the team marked last, else the latest. */
  marked: Contact;
  /** The newest details any of its leads carries. */
  details: Details | null;
}

/** The keys a lead is matched by: its e-mail, and its number (E.164, else as wa.me would dial it). */
function keysOf(l: TeamLead): string[] {
  const keys = [`e:${l.email.trim().toLocaleLowerCase("en-US")}`];
  const phone = l.whatsapp_e164 ?? waLink(l)?.replace("https://wa.me/", "+");
  if (phone) keys.push(`p:${phone.replace(/[^\d+]/g, "")}`);
  return keys;
}

/** Groups leads into people, newest latest contact first; linear in the leads (union-find). */
export function groupPeople(leads: readonly Contact[]): Person[] {
  const parent = leads.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const owner = new Map<string, number>();
  leads.forEach((l, i) => {
    for (const key of keysOf(l)) {
      const j = owner.get(key);
      if (j === undefined) owner.set(key, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, Contact[]>();
  leads.forEach((l, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(l);
    else groups.set(root, [l]);
  });
  const people = [...groups.values()].map(personOf);
  return people.sort((a, b) => newestFirst(a.latest, b.latest));
}

const newestFirst = (a: TeamLead, b: TeamLead) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function personOf(group: Contact[]): Person {
  const contacts = group.sort((a, b) => newestFirst(b, a));
  const latest = contacts.at(-1)!;
  const changed = contacts.filter((c) => c.status_changed_at !== null);
  const marked = changed.length
    ? changed.reduce((a, b) => (b.status_changed_at! > a.status_changed_at! ? b : a))
    : latest;
  const withDetails = contacts.filter((c) => c.details);
  return {
    id: contacts[0]!.id,
    contacts,
    latest,
    marked,
    details: withDetails.at(-1)?.details ?? null,
  };
}

/** The person's status, note and next date. */
export const statusOf = (p: Person) => ({
  status: p.marked.status,
  note: p.marked.status_note,
  next: p.marked.next_contact_on,
});

/** Whether any of the person's leads holds `text` (db.ts's search). */
export const matchesPerson = (p: Person, text: string) => p.contacts.some((c) => matchesSearch(c, text));
