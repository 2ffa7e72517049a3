-- Submissions counted per hashed client address and fixed time window (unix seconds).
-- The Rate Limiting binding does not exist for Pages Functions, so D1 keeps the counters.
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
) WITHOUT ROWID;

-- Old windows are deleted by age.
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
