-- The idempotency keys of erased leads, as SHA-256 hex, with the day of the erasure: nothing that
-- names a person. A device that kept a copy of a lead whose answer it never read sends that copy
-- again at its next visit; the function finds its key here and does not store it again, so an
-- erasure stays done. Written by the team's erasure and purge commands.
CREATE TABLE erased_keys (
  key_hash TEXT PRIMARY KEY CHECK (length(key_hash) = 64),
  erased_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
