-- The id the contact API answers with: 128 random bits, so an answer tells no one how many leads
-- the site has had (the row id did) and a robot caught by the honeypot gets one just like it.
-- The team's commands keep the row id. Rows stored before this migration get one of their own.
ALTER TABLE contact_submissions ADD COLUMN public_id TEXT;
UPDATE contact_submissions SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
CREATE UNIQUE INDEX contact_submissions_public_id ON contact_submissions (public_id);
