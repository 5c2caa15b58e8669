-- Comparable territories (issue 16), computed at import with the indicators: per vintage, for
-- every territory row of `indicator_vintage.keys`,
-- the row indices of its 10 nearest territories of the same level in France (-1 for none), int32
-- little-endian, gzipped (see apps/api/src/indicators/comparables.ts). `stats` holds each level's
-- standardisation (mean and standard deviation per dimension, in the order of `dims`).
CREATE TABLE comparable_vintage (
  year integer PRIMARY KEY REFERENCES indicator_vintage (year) ON DELETE CASCADE,
  dims text[] NOT NULL,
  stats jsonb NOT NULL,
  data bytea NOT NULL
);
