-- A lead's details may name a published departure (migrations/0009), by its first day, besides a
-- month: the month stays in `departure`, so the team's `--quando` and the export read it as before,
-- and the day says which departure. Erasing the lead erases it with its details.
ALTER TABLE lead_details ADD COLUMN departure_day TEXT CHECK (
  departure_day IS NULL OR (date(departure_day) = departure_day AND substr(departure_day, 1, 7) = departure));
