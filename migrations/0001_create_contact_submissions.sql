-- Leads left through the contact form. created_at is set by the database, in UTC ISO-8601.
CREATE TABLE contact_submissions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  instagram TEXT,
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);
CREATE INDEX contact_submissions_email ON contact_submissions (email);
