-- Where a lead came from (read on the visitor's first page of the visit, never from a cookie) and
-- what the team did with it. Rows stored before this migration have no source and are 'novo'.
ALTER TABLE contact_submissions ADD COLUMN utm_source TEXT;
ALTER TABLE contact_submissions ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_submissions ADD COLUMN utm_campaign TEXT;
-- The referring site's host only, never its path or query.
ALTER TABLE contact_submissions ADD COLUMN referrer_host TEXT;
ALTER TABLE contact_submissions ADD COLUMN landing_path TEXT;

ALTER TABLE contact_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'novo'
  CHECK (status IN ('novo', 'contatado', 'em conversa', 'fechado', 'descartado'));
ALTER TABLE contact_submissions ADD COLUMN status_note TEXT CHECK (length(status_note) <= 500);
ALTER TABLE contact_submissions ADD COLUMN status_changed_at TEXT;

-- A hash of the request body stored with its Idempotency-Key: a reused key with another body is
-- refused (422) instead of answering the first lead's id and dropping the second body.
ALTER TABLE contact_submissions ADD COLUMN request_hash TEXT;

CREATE INDEX contact_submissions_status ON contact_submissions (status);
