-- The departures the team publishes from the terminal (npm run saidas:add) and the site shows at
-- /saidas and /api/saidas. A departure is named by its first day, which is why that day is unique.
-- Money is in whole reais; a price, deposit, balance day, minimum or list left NULL reads
-- "a definir" on the site. A closed (encerrada) or cancelled (cancelada) departure keeps its row
-- and shows its reason, so a visitor who saw it learns why it is gone.
CREATE TABLE departures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  starts_on TEXT NOT NULL UNIQUE CHECK (
    starts_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date(starts_on) = starts_on),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 365),
  vehicles INTEGER NOT NULL CHECK (vehicles BETWEEN 1 AND 200),
  price_per_vehicle INTEGER CHECK (price_per_vehicle > 0),
  price_per_extra_person INTEGER CHECK (price_per_extra_person >= 0),
  deposit INTEGER CHECK (deposit > 0),
  balance_due_on TEXT CHECK (balance_due_on IS NULL OR date(balance_due_on) = balance_due_on),
  min_vehicles INTEGER CHECK (min_vehicles BETWEEN 1 AND vehicles),
  included TEXT CHECK (length(included) <= 1000),
  not_included TEXT CHECK (length(not_included) <= 1000),
  status TEXT NOT NULL DEFAULT 'aberta' CHECK (status IN ('aberta', 'encerrada', 'cancelada')),
  status_reason TEXT CHECK (length(status_reason) <= 300),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);

-- A lead's vehicle on a departure: confirmed, or on its waiting list. One place per lead (a person
-- who moves to another departure moves the row). Erasing the lead erases its place; the site only
-- ever reads the counts, never who holds them.
CREATE TABLE departure_places (
  lead_id INTEGER PRIMARY KEY REFERENCES contact_submissions (id) ON DELETE CASCADE,
  departure_id INTEGER NOT NULL REFERENCES departures (id),
  place TEXT NOT NULL CHECK (place IN ('confirmado', 'espera')),
  placed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX departure_places_departure ON departure_places (departure_id, place);
