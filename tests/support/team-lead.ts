// A lead as the team's commands read it, for tests of their pure parts: every column at an empty or
// first value, overridden by what the test is about.
import type { Contact } from "../../scripts/leads/db.ts";

export const teamLead = (over: Partial<Contact> = {}): Contact => ({
  id: 1,
  name: "João D'Ávila",
  email: "joao@example.com",
  whatsapp: "27 99999-8888",
  whatsapp_e164: "+5527999998888",
  instagram: "@joao",
  privacy_version: "2026-11-22",
  created_at: "2026-11-22T03:04:05.123Z",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer_host: null,
  landing_path: null,
  status: "novo",
  status_note: null,
  status_changed_at: null,
  next_contact_on: null,
  details: null,
  place: null,
  ...over,
});
