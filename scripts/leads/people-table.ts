// How a person reads in the terminal: one line with the latest contact, how many there were and
// since when, the team's status and next date, and what the person told of the trip.
import { departureUnknown, detailLabels, experienceChoices, fuelChoices } from "../../src/shared/details-fields.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { formatMonthShort } from "../../src/content/months.ts";
import { origin, saoPauloTime, short, table, waLink } from "./format.ts";
import { type Person, statusOf } from "./people.ts";

/** 'YYYY-MM' → 'jan/2027'; the unknown month as the visitor chose it. */
export function departureText(departure: string): string {
  if (departure === departureUnknown) return "ainda não sabe quando";
  return formatMonthShort(departure);
}

/** '2026-11-28' → '28/11/2026'. */
export const dayText = (day: string) => day.split("-").reverse().join("/");

/** The details in one line, in the form's order; what was left empty is left out. */
export function detailsLine(d: Details | null): string {
  if (!d) return "—";
  const parts = [
    d.departure && `sai ${departureText(d.departure)}`,
    d.people && `${d.people} ${d.people === 1 ? "pessoa" : "pessoas"}`,
    [d.vehicle, d.fuel && fuelChoices[d.fuel].toLocaleLowerCase("pt-BR")].filter(Boolean).join(", "),
    d.route === "inteira" ? "rota inteira" : d.route === "trecho" ? `${d.route_from} → ${d.route_to}` : "",
    d.experience && experienceChoices[d.experience].toLocaleLowerCase("pt-BR"),
    d.note && `${detailLabels.note.toLocaleLowerCase("pt-BR")}: ${d.note}`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "—";
}

/** One line per person; the first column is what leads:mark takes. */
export function peopleTable(people: Person[]): string {
  const header = [
    "Pessoa",
    "Último contato",
    "Contatos",
    "Primeiro",
    "Nome",
    "E-mail",
    "WhatsApp",
    "Conversa",
    "Situação",
    "Próximo",
    "Origem",
    "Detalhes",
  ];
  const rows = people.map((p) => {
    const l = p.latest;
    const s = statusOf(p);
    return [
      String(p.id),
      saoPauloTime(l.created_at),
      String(p.contacts.length),
      saoPauloTime(p.contacts[0]!.created_at).slice(0, 10),
      short(l.name),
      short(l.email),
      l.whatsapp,
      waLink(l) ?? "—",
      s.note ? short(`${s.status}: ${s.note}`) : s.status,
      s.next ? dayText(s.next) : "—",
      origin(l),
      short(detailsLine(p.details), 80),
    ];
  });
  return table([header, ...rows]);
}

/** A person for --json: the latest contact's fields, with the person's history and details. */
export const personJson = (p: Person) => {
  const s = statusOf(p);
  return {
    person: p.id,
    contacts: p.contacts.length,
    first_at: p.contacts[0]!.created_at,
    latest_at: p.latest.created_at,
    name: p.latest.name,
    email: p.latest.email,
    whatsapp: p.latest.whatsapp,
    whatsapp_e164: p.latest.whatsapp_e164,
    wa_link: waLink(p.latest),
    source: origin(p.latest),
    status: s.status,
    status_note: s.note,
    next_contact_on: s.next,
    details: p.details,
    lead_ids: p.contacts.map((c) => c.id),
  };
};
