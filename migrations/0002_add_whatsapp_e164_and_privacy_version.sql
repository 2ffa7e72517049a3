-- The WhatsApp number normalised to E.164 (NULL when it cannot be parsed) beside the raw text,
-- and the version of the privacy notice the visitor was shown (LGPD consent on record).
-- Rows stored before this migration keep NULL in both.
ALTER TABLE contact_submissions ADD COLUMN whatsapp_e164 TEXT;
ALTER TABLE contact_submissions ADD COLUMN privacy_version TEXT;
