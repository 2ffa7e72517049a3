// One person, one history, only as far as the leads agree. The e-mail and the WhatsApp are typed by
// anyone and verified by no one, so a lead never joins two people, and never speaks for the one it
// joins: read oldest first, a lead is the person's when it shares a key (lower-cased e-mail, or
// number) and its other key is the person's too, or new to the person. A lead that shares one key
// and carries another person's, or a second e-mail or number, is counted with the person it shares
// the e-mail with (else the number) and flagged, for the team to decide; its keys join nobody
// further, and its name, e-mail and WhatsApp never replace the line's. A person is known by its first
// lead's id (what leads:mark and the export's "pessoa" column name) and carries the status, note and
// next date the team last gave it (leads:mark gives them to every lead of the person at once).
import type { Details } from "../../src/shared/details-schema.ts";
import type { TeamLead } from "../../src/shared/lead-row.ts";
import { type Contact, matchesSearch } from "./db.ts";
import { waLink } from "./format.ts";

/** A lead that shares one key with a person and not the other. */
export interface Flag {
  lead: Contact;
  /** The person the lead is counted with. */
  person: number;
  /** The key it shares with that person. */
  shares: "e-mail" | "WhatsApp";
  /** The person whose other key the lead carries, if any: the two stay apart. */
  alsoOf: number | null;
}

export interface Person {
  /** The first lead's id. */
  id: number;
  /** Oldest first, the flagged ones included. */
  contacts: Contact[];
  /** The newest contact: when the person was last heard of. */
  latest: Contact;
  /** The newest contact that agrees with the first: the name, e-mail and WhatsApp the line shows. */
  shown: Contact;
  /** The lead whose status is the person's: the one the team marked last, else the latest. */
  marked: Contact;
  /** The newest details of a contact that agrees. */
  details: Details | null;
  /** The leads counted here that disagree, and those counted elsewhere that carry this person's key. */
  flags: Flag[];
}

/** The key a lead's e-mail is matched by. */
export const emailKey = (l: Pick<TeamLead, "email">) => l.email.trim().toLocaleLowerCase("en-US");

/**
 * The key a lead's number is matched by: E.164, else as wa.me would dial it, else its digits as typed
 * (a number nobody can dial is still the one the person gave, and not anyone else's); null without a digit.
 */
export function phoneKey(l: Pick<TeamLead, "whatsapp" | "whatsapp_e164">): string | null {
  const phone = l.whatsapp_e164 ?? waLink(l)?.replace("https://wa.me/", "+");
  return phone ? phone.replace(/[^\d+]/g, "") : typedDigits(l.whatsapp) || null;
}

/** A number's digits as typed. */
export const typedDigits = (whatsapp: string) => whatsapp.replace(/\D/g, "");

type Draft = { contacts: Contact[]; agreeing: Contact[]; email: string; phone: string | null; flags: Flag[] };

/** Groups leads into people, newest latest contact first; linear in the leads. */
export function groupPeople(leads: readonly Contact[]): Person[] {
  const byEmail = new Map<string, Draft>();
  const byPhone = new Map<string, Draft>();
  const drafts: Draft[] = [];
  for (const l of [...leads].sort((a, b) => newestFirst(b, a))) {
    const email = emailKey(l);
    const phone = phoneKey(l);
    const byMail = byEmail.get(email);
    const byNumber = phone ? byPhone.get(phone) : undefined;
    if (!byMail && !byNumber) {
      const d: Draft = { contacts: [l], agreeing: [l], email, phone, flags: [] };
      drafts.push(d);
      byEmail.set(email, d);
      if (phone) byPhone.set(phone, d);
    } else if (byMail && (byNumber === byMail || (!byNumber && (!phone || !byMail.phone || byMail.phone === phone)))) {
      byMail.contacts.push(l);
      byMail.agreeing.push(l);
      if (phone && !byMail.phone) {
        byMail.phone = phone;
        byPhone.set(phone, byMail);
      }
    } else {
      // The e-mail wins, as the key people give most carefully; the number alone, else.
      const home = byMail ?? byNumber!;
      home.contacts.push(l);
      const flag: Flag = {
        lead: l,
        person: home.contacts[0]!.id,
        shares: byMail ? "e-mail" : "WhatsApp",
        alsoOf: byMail && byNumber ? byNumber.contacts[0]!.id : null,
      };
      home.flags.push(flag);
      if (byMail && byNumber) byNumber.flags.push(flag);
    }
  }
  return drafts.map(personOf).sort((a, b) => newestFirst(a.latest, b.latest));
}

const newestFirst = (a: TeamLead, b: TeamLead) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function personOf(d: Draft): Person {
  const contacts = d.contacts;
  const latest = contacts.at(-1)!;
  const changed = contacts.filter((c) => c.status_changed_at !== null);
  const marked = changed.length
    ? changed.reduce((a, b) => (b.status_changed_at! > a.status_changed_at! ? b : a))
    : latest;
  const withDetails = d.agreeing.filter((c) => c.details);
  return {
    id: contacts[0]!.id,
    contacts,
    latest,
    shown: d.agreeing.at(-1)!,
    marked,
    details: withDetails.at(-1)?.details ?? null,
    flags: d.flags,
  };
}

/** The person's status, note and next date. */
export const statusOf = (p: Person) => ({
  status: p.marked.status,
  note: p.marked.status_note,
  next: p.marked.next_contact_on,
  /** The person's place on a departure, through any of its leads (leads:mark gives one at most). */
  place: p.contacts.find((c) => c.place)?.place ?? null,
});

/** Whether any of the person's leads holds `text` (db.ts's search). */
export const matchesPerson = (p: Person, text: string) => p.contacts.some((c) => matchesSearch(c, text));
