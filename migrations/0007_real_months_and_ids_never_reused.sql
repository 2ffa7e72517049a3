-- Two rules the tables did not hold: a departure is a real month (01 to 12), so every row the
-- database accepts is one the team's list can read; and a lead's id is never given again after the
-- newest leads are erased (AUTOINCREMENT), so an id the team wrote down names no one else later.
-- SQLite cannot change a CHECK or add AUTOINCREMENT in place, so both tables are rebuilt with every
-- row, column and index they had. The details are set aside first: dropping the leads' table would
-- otherwise delete them through their foreign key.
CREATE TABLE lead_details_kept AS SELECT * FROM lead_details;
DROP TABLE lead_details;

CREATE TABLE contact_submissions_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  instagram TEXT,
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  whatsapp_e164 TEXT,
  privacy_version TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  referrer_host TEXT,
  landing_path TEXT,
  status TEXT NOT NULL DEFAULT 'novo'
    CHECK (status IN ('novo', 'contatado', 'sem resposta', 'em conversa', 'adiado', 'fechado', 'descartado')),
  status_note TEXT CHECK (length(status_note) <= 500),
  status_changed_at TEXT,
  request_hash TEXT,
  public_id TEXT,
  -- The day the team means to contact the person again (YYYY-MM-DD, São Paulo), or NULL.
  next_contact_on TEXT CHECK (next_contact_on IS NULL OR (
    next_contact_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(next_contact_on) = next_contact_on))
);

INSERT INTO contact_submissions_next (
  id, name, email, whatsapp, instagram, idempotency_key, created_at, whatsapp_e164, privacy_version,
  utm_source, utm_medium, utm_campaign, referrer_host, landing_path, status, status_note, status_changed_at,
  request_hash, public_id, next_contact_on
)
SELECT
  id, name, email, whatsapp, instagram, idempotency_key, created_at, whatsapp_e164, privacy_version,
  utm_source, utm_medium, utm_campaign, referrer_host, landing_path, status, status_note, status_changed_at,
  request_hash, public_id, next_contact_on
FROM contact_submissions;

DROP TABLE contact_submissions;
ALTER TABLE contact_submissions_next RENAME TO contact_submissions;

CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);
CREATE INDEX contact_submissions_email ON contact_submissions (email);
CREATE INDEX contact_submissions_status ON contact_submissions (status);
CREATE UNIQUE INDEX contact_submissions_public_id ON contact_submissions (public_id);
-- One person is every lead sharing a lower-cased e-mail or a WhatsApp number (scripts/leads/people.ts).
CREATE INDEX contact_submissions_email_folded ON contact_submissions (lower(email));
CREATE INDEX contact_submissions_whatsapp_e164 ON contact_submissions (whatsapp_e164);

-- What a visitor chose to tell after sending a lead, every field optional. One row per lead: a
-- second post fills in what it answers and keeps the rest. It goes with its lead (erasure, purge)
-- by the foreign key.
CREATE TABLE lead_details (
  lead_id INTEGER PRIMARY KEY REFERENCES contact_submissions (id) ON DELETE CASCADE,
  -- 'YYYY-MM' with a real month, or 'nao-sei'.
  departure TEXT CHECK (departure IS NULL OR departure = 'nao-sei' OR (
    departure GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]' AND substr(departure, 6, 2) BETWEEN '01' AND '12')),
  people INTEGER CHECK (people BETWEEN 1 AND 6),
  vehicle TEXT CHECK (length(vehicle) <= 60),
  fuel TEXT CHECK (fuel IN ('diesel', 'gasolina', 'flex')),
  -- 'inteira', or 'trecho' from one stage place to another.
  route TEXT CHECK (route IN ('inteira', 'trecho')),
  route_from TEXT CHECK (length(route_from) <= 120),
  route_to TEXT CHECK (length(route_to) <= 120),
  experience TEXT CHECK (experience IN ('primeira', 'brasil', 'fronteiras', 'patagonia')),
  note TEXT CHECK (length(note) <= 500),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A month the old CHECK let in but no calendar has (only a hand-written row could hold one) says
-- nothing about when the crew leaves: it becomes no answer, and the rest of its details stay.
INSERT INTO lead_details (
  lead_id, departure, people, vehicle, fuel, route, route_from, route_to, experience, note, updated_at
)
SELECT
  lead_id,
  CASE WHEN departure = 'nao-sei' OR substr(departure, 6, 2) BETWEEN '01' AND '12' THEN departure END,
  people, vehicle, fuel, route, route_from, route_to, experience, note, updated_at
FROM lead_details_kept;

DROP TABLE lead_details_kept;
