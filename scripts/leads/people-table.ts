// How a person reads in the terminal: one line with the person's own contact, how many contacts there
// were and since when, the team's status and next date, and what the person told of the trip; under
// the table, each lead that does not agree with its person, for the team to decide.
import { departureUnknown, detailLabels, experienceChoices, fuelChoices } from "../../src/shared/details-fields.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { formatMonthShort } from "../../src/content/months.ts";
import type { Place } from "./db.ts";
import { contactWidth, origin, saoPauloTime, short, table, visible, waLink } from "./format.ts";
import { type Flag, type Person, statusOf } from "./people.ts";

/** 'YYYY-MM' → 'jan/2027'; a published departure's first day → 'em 10/01/2027 (saída publicada)'; the unknown
 * month as the visitor chose it; a value that is no month (a row written by hand, or before the table
 * took only real months) as stored, with a question mark. */
export function departureText(departure: string): string {
  if (departure === departureUnknown) return "ainda não sabe quando";
  if (/^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(departure)) return `em ${dayText(departure)} (saída publicada)`;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(departure)) return `${departure}?`;
  return formatMonthShort(departure);
}

/** '2026-11-28' → '28/11/2026'. */
export const dayText = (day: string) => day.split("-").reverse().join("/");

/** 'confirmado em 10/01/2027', 'espera em 10/01/2027': the person's place on a departure. */
export const placeText = (p: Place) =>
  p.place === "confirmado" ? `confirmado em ${dayText(p.startsOn)}` : `lista de espera de ${dayText(p.startsOn)}`;

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

/** Marks a person's id in the table when a lead disagrees with it. */
const flagMark = " !";

/** What a flagged lead carries, said on the line of person `on`. */
function flagText(f: Flag, on: number): string {
  const who = `contato ${f.lead.id} (${short(f.lead.name)})`;
  if (f.person !== on) {
    return `${who}, contado na pessoa ${f.person}: tem o WhatsApp desta pessoa com o e-mail daquela, ${f.lead.email}`;
  }
  if (f.shares === "WhatsApp") return `${who}: tem o WhatsApp desta pessoa com outro e-mail, ${f.lead.email}`;
  const whose = f.alsoOf === null ? "" : `, que é o da pessoa ${f.alsoOf}`;
  return `${who}: tem o e-mail desta pessoa com outro WhatsApp, ${f.lead.whatsapp}${whose}`;
}

/** The lines under the table that say which leads disagree with their person. */
function flagLines(people: Person[]): string {
  const lines = people.flatMap((p) => p.flags.map((f) => `  pessoa ${p.id}: ${visible(flagText(f, p.id))}.`));
  if (lines.length === 0) return "";
  return (
    `\n\n${flagMark.trim()} Contatos que não conferem com a pessoa (não mudam o nome, o e-mail nem o WhatsApp ` +
    `da linha; a equipe decide se são a mesma pessoa):\n${lines.join("\n")}`
  );
}

/** One line per person; the first column is what leads:mark takes, marked when a lead disagrees. An
 * e-mail past contactWidth is cut, and the table then says where to read it whole. */
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
    const l = p.shown;
    const s = statusOf(p);
    return [
      `${p.id}${p.flags.length ? flagMark : ""}`,
      saoPauloTime(p.latest.created_at),
      String(p.contacts.length),
      saoPauloTime(p.contacts[0]!.created_at).slice(0, 10),
      short(l.name),
      short(l.email, contactWidth),
      l.whatsapp,
      waLink(l) ?? "—",
      [s.note ? short(`${s.status}: ${s.note}`) : s.status, s.place && placeText(s.place)].filter(Boolean).join(" · "),
      s.next ? dayText(s.next) : "—",
      origin(l),
      short(detailsLine(p.details), 80),
    ];
  });
  const cut = people.some((p) => [...p.shown.email].length > contactWidth);
  const whole = "\n\nE-mail cortado (…): veja-o inteiro com --json ou npm run leads:export.";
  return table([header, ...rows]) + flagLines(people) + (cut ? whole : "");
}

/** A person for --json: the fields of the contact its line shows, with the person's history, details
 * and the leads that disagree with it. */
export const personJson = (p: Person) => {
  const s = statusOf(p);
  return {
    person: p.id,
    contacts: p.contacts.length,
    first_at: p.contacts[0]!.created_at,
    latest_at: p.latest.created_at,
    name: p.shown.name,
    email: p.shown.email,
    whatsapp: p.shown.whatsapp,
    whatsapp_e164: p.shown.whatsapp_e164,
    wa_link: waLink(p.shown),
    source: origin(p.shown),
    status: s.status,
    status_note: s.note,
    departure_place: s.place,
    next_contact_on: s.next,
    details: p.details,
    lead_ids: p.contacts.map((c) => c.id),
    disagreeing: p.flags.map((f) => ({ lead: f.lead.id, person: f.person, shares: f.shares, also_of: f.alsoOf })),
  };
};
