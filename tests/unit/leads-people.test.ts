// One person, one history, and what is due today, with a fixed clock.
import { describe, expect, it } from "vitest";
import { dueToday } from "../../scripts/leads/due.ts";
import { type Contact, groupPeople, statusOf } from "../../scripts/leads/people.ts";
import { detailsLine } from "../../scripts/leads/people-table.ts";
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

  it("joins two leads through a third that shares the e-mail of one and the number of the other", () => {
    const byEmail = contact({ email: "rui@example.com" });
    const byPhone = contact({ whatsapp_e164: "+5511912345678" });
    const bridge = contact({ email: "RUI@example.com", whatsapp_e164: "+5511912345678" });
    expect(groupPeople([byEmail, byPhone, bridge])).toHaveLength(1);
  });

  it("matches a row stored without E.164 by the number wa.me would dial", () => {
    const old = contact({ whatsapp: "(27) 99999-8888", whatsapp_e164: null });
    const recent = contact({ whatsapp: "27999998888", whatsapp_e164: "+5527999998888" });
    expect(groupPeople([old, recent])).toHaveLength(1);
  });

  it("gives the person the status the team set last, and the newest details", () => {
    const first = contact({
      whatsapp_e164: "+5527988887777",
      status: "em conversa",
      status_changed_at: "2026-11-21T10:00:00.000Z",
      details: { ...noDetails, people: 2 },
    });
    const second = contact({
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
});
