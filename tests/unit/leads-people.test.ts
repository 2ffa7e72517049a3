// One person, one history, and what is due today, with a fixed clock.
import { describe, expect, it } from "vitest";
import { dueToday } from "../../scripts/leads/due.ts";
import type { Contact } from "../../scripts/leads/db.ts";
import { groupPeople, statusOf } from "../../scripts/leads/people.ts";
import { detailsLine, peopleTable, personJson } from "../../scripts/leads/people-table.ts";
import type { Details } from "../../src/shared/details-schema.ts";
import { teamLead } from "../support/team-lead.ts";

let nextId = 1;
const contact = (over: Partial<Contact> = {}): Contact => {
  const id = nextId++;
  return teamLead({
    id,
    name: "Ana Souza",
    email: `pessoa${id}@example.com`,
    whatsapp: `27 9${String(id).padStart(4, "0")}-0000`,
    whatsapp_e164: null,
    instagram: null,
    privacy_version: null,
    created_at: "2026-11-20T12:00:00.000Z",
    ...over,
  });
};

const noDetails: Details = {
  departure: null,
  people: null,
  vehicle: null,
  fuel: null,
  route: null,
  route_from: null,
  route_to: null,
  experience: null,
  note: null,
};

describe("grouping leads into people", () => {
  it("takes the same WhatsApp number in E.164 as one person, whatever e-mail each lead gave", () => {
    const a = contact({ whatsapp_e164: "+5527999998888", created_at: "2026-11-20T12:00:00.000Z" });
    const b = contact({ whatsapp_e164: "+5527999998888", created_at: "2026-11-22T12:00:00.000Z" });
    const other = contact();
    const people = groupPeople([a, b, other]);
    expect(people).toHaveLength(2);
    const ana = people.find((p) => p.contacts.length === 2)!;
    expect(ana.id).toBe(a.id);
    expect(ana.latest.id).toBe(b.id);
  });

  it("takes the same e-mail, in any case and with spaces around, as one person", () => {
    const people = groupPeople([contact({ email: "Ana@Example.com " }), contact({ email: "ana@example.com" })]);
    expect(people).toHaveLength(1);
  });

  it("never joins two people through a third lead that carries the e-mail of one and the number of the other", () => {
    const vitoria = contact({ name: "Vitória", email: "vitoria@example.com", whatsapp_e164: "+5527999111111" });
    const bruno = contact({ name: "Bruno", email: "bruno@example.com", whatsapp_e164: "+5527999222222" });
    const bridge = contact({
      name: "Qualquer Nome",
      email: "VITORIA@example.com",
      whatsapp: "+55 27 99922-2222",
      whatsapp_e164: "+5527999222222",
      created_at: "2026-11-21T12:00:00.000Z",
    });
    const people = groupPeople([vitoria, bruno, bridge]);
    expect(people).toHaveLength(2);
    const her = people.find((p) => p.id === vitoria.id)!;
    const him = people.find((p) => p.id === bruno.id)!;
    expect(her.contacts.map((c) => c.id)).toEqual([vitoria.id, bridge.id]);
    expect(him.contacts.map((c) => c.id)).toEqual([bruno.id]);
    const flag = { lead: bridge, person: vitoria.id, shares: "e-mail", alsoOf: bruno.id };
    expect(her.flags).toEqual([flag]);
    expect(him.flags).toEqual([flag]);
    const table = peopleTable(people);
    expect(table).toContain(
      `pessoa ${vitoria.id}: contato ${bridge.id} (Qualquer Nome): tem o e-mail desta pessoa com outro WhatsApp, ` +
        `+55 27 99922-2222, que é o da pessoa ${bruno.id}.`,
    );
    expect(table).toContain(
      `pessoa ${bruno.id}: contato ${bridge.id} (Qualquer Nome), contado na pessoa ${vitoria.id}: tem o WhatsApp ` +
        "desta pessoa com o e-mail daquela, VITORIA@example.com.",
    );
    expect(table.split("\n").filter((l) => new RegExp(`^(${vitoria.id}|${bruno.id}) !\\s`).test(l))).toHaveLength(2);
  });

  it("keeps the person's own WhatsApp on the line when a newer lead brings the same e-mail with another number", () => {
    const vitoria = contact({
      email: "vitoria@example.com",
      whatsapp: "(27) 99911-1111",
      whatsapp_e164: "+5527999111111",
      status: "em conversa",
      status_note: "quer sair em março com a filha",
      status_changed_at: "2026-11-21T10:00:00.000Z",
      details: { ...noDetails, people: 2 },
    });
    const stranger = contact({
      name: "Estranho",
      email: "vitoria@example.com",
      whatsapp: "(27) 99933-3333",
      whatsapp_e164: "+5527999333333",
      created_at: "2026-11-25T12:00:00.000Z",
      details: { ...noDetails, people: 5 },
    });
    const [person, ...others] = groupPeople([vitoria, stranger]);
    expect(others).toEqual([]);
    expect(person!.latest.id).toBe(stranger.id);
    expect(person!.shown.id).toBe(vitoria.id);
    expect(person!.details?.people).toBe(2);
    expect(person!.flags.map((f) => [f.lead.id, f.shares, f.alsoOf])).toEqual([[stranger.id, "e-mail", null]]);
    const line = peopleTable([person!]).split("\n")[2]!;
    expect(line).toContain("https://wa.me/5527999111111");
    expect(line).not.toContain("99933");
    expect(line).toMatch(new RegExp(`^${vitoria.id} !\\s.*\\s2\\s`));
    expect(personJson(person!)).toMatchObject({
      whatsapp_e164: "+5527999111111",
      wa_link: "https://wa.me/5527999111111",
    });
  });

  it("flags a newer lead with the person's number and another e-mail, and keeps the line's e-mail", () => {
    const first = contact({ email: "marta@example.com", whatsapp_e164: "+5527988776655" });
    const second = contact({
      email: "marta.r@example.com",
      whatsapp_e164: "+5527988776655",
      created_at: "2026-11-23T12:00:00.000Z",
    });
    const [person] = groupPeople([first, second]);
    expect(person!.contacts).toHaveLength(2);
    expect(person!.shown.email).toBe("marta@example.com");
    expect(peopleTable([person!])).toContain(
      `pessoa ${first.id}: contato ${second.id} (Ana Souza): tem o WhatsApp desta pessoa com outro e-mail, ` +
        "marta.r@example.com.",
    );
  });

  it("does not join, through a flagged lead, a later lead that shares only the flagged lead's other key", () => {
    const ana = contact({ email: "ana@example.com", whatsapp_e164: "+5527999000001" });
    const flagged = contact({ email: "ana@example.com", whatsapp_e164: "+5527999000002" });
    const other = contact({ email: "outra@example.com", whatsapp_e164: "+5527999000002" });
    const people = groupPeople([ana, flagged, other]);
    expect(people.map((p) => p.contacts.map((c) => c.id)).sort()).toEqual([[ana.id, flagged.id], [other.id]]);
  });

  it("takes a later number as the person's when the first lead had none it could dial", () => {
    const first = contact({ email: "sem@example.com", whatsapp: "não tenho", whatsapp_e164: null });
    const second = contact({ email: "sem@example.com", whatsapp_e164: "+5527999000003" });
    const third = contact({ email: "outro@example.com", whatsapp_e164: "+5527999000003" });
    const [person] = groupPeople([first, second, third]);
    expect(person!.flags.map((f) => f.lead.id)).toEqual([third.id]);
    expect(person!.shown.id).toBe(second.id);
  });

  it("matches a row stored without E.164 by the number wa.me would dial", () => {
    const old = contact({ whatsapp: "(27) 99999-8888", whatsapp_e164: null });
    const recent = contact({ whatsapp: "27999998888", whatsapp_e164: "+5527999998888" });
    expect(groupPeople([old, recent])).toHaveLength(1);
  });

  it("gives the person the status the team set last, and the newest details", () => {
    const first = contact({
      email: "ana.souza@example.com",
      whatsapp_e164: "+5527988887777",
      status: "em conversa",
      status_changed_at: "2026-11-21T10:00:00.000Z",
      details: { ...noDetails, people: 2 },
    });
    const second = contact({
      email: "ana.souza@example.com",
      whatsapp_e164: "+5527988887777",
      created_at: "2026-11-23T12:00:00.000Z",
      details: { ...noDetails, people: 3 },
    });
    const [person] = groupPeople([first, second]);
    expect(statusOf(person!).status).toBe("em conversa");
    expect(person!.details?.people).toBe(3);
  });
});

describe("the daily list", () => {
  // 28 November 2026, 09:00 in São Paulo.
  const now = new Date("2026-11-28T12:00:00.000Z");

  it("holds people whose next date is today or past, and new people waiting over 24 hours, oldest first", () => {
    const yesterday = contact({ next_contact_on: "2026-11-27", status: "sem resposta", status_changed_at: "x" });
    const today = contact({ next_contact_on: "2026-11-28", status: "adiado", status_changed_at: "x" });
    const tomorrow = contact({ next_contact_on: "2026-11-29", status: "adiado", status_changed_at: "x" });
    const waiting = contact({ created_at: "2026-11-25T12:00:00.000Z" });
    const fresh = contact({ created_at: "2026-11-28T01:00:00.000Z" });
    const talking = contact({ status: "em conversa", status_changed_at: "x", created_at: "2026-11-01T00:00:00.000Z" });
    const due = dueToday(groupPeople([yesterday, today, tomorrow, waiting, fresh, talking]), now);
    expect(due.map((p) => p.id)).toEqual([waiting.id, yesterday.id, today.id]);
  });

  it("reads today in São Paulo, not in UTC: at 22:30 on the 27th there, a date of the 28th is not yet due", () => {
    const lateEvening = new Date("2026-11-28T01:30:00.000Z");
    const person = contact({ next_contact_on: "2026-11-28", status: "adiado", status_changed_at: "x" });
    expect(dueToday(groupPeople([person]), lateEvening)).toHaveLength(0);
    expect(dueToday(groupPeople([person]), now)).toHaveLength(1);
  });
});

describe("the details in one line", () => {
  it("says when, who, in what and where, and leaves out what was not answered", () => {
    const line = detailsLine({
      ...noDetails,
      departure: "2027-01",
      people: 2,
      vehicle: "Hilux 2019",
      fuel: "diesel",
      route: "trecho",
      route_from: "Mendoza",
      route_to: "Ushuaia",
    });
    expect(line).toBe("sai jan/2027 · 2 pessoas · Hilux 2019, diesel · Mendoza → Ushuaia");
    expect(detailsLine(null)).toBe("—");
  });

  it("shows a departure that is no month as stored, with a question mark, rather than failing", () => {
    expect(detailsLine({ ...noDetails, departure: "2027-13" })).toBe("sai 2027-13?");
    expect(detailsLine({ ...noDetails, departure: "2027-00" })).toBe("sai 2027-00?");
    expect(detailsLine({ ...noDetails, departure: "qualquer" })).toBe("sai qualquer?");
  });
});

describe("the people table", () => {
  it("shows a long e-mail whole, and one past the table's width cut, saying where to read it whole", () => {
    const long = `equipe.1795879046686.tdbcrq@${"exemplo".repeat(2)}.com`;
    const longer = `${"x".repeat(70)}@exemplo.com`;
    const fits = peopleTable(groupPeople([contact({ email: long })]));
    expect(fits).toContain(` ${long} `);
    expect(fits).not.toContain("cortado");
    const cut = peopleTable(groupPeople([contact({ email: longer })]));
    expect(cut).not.toContain(longer);
    expect(cut).toContain("E-mail cortado (…): veja-o inteiro com --json ou npm run leads:export.");
  });
});
