-- Time series (issue 35), packed as indicator_vintage is (apps/api/src/indicators/series-pack.ts).
-- population_vintage: computed with the vintages (import/importer.ts), every territory of the
-- vintage rebuilt in every vintage: the legal population of that vintage on this vintage's
-- perimeter; `notes` holds the codes a commune is rebuilt from. `checksum` covers every
-- vintage's, so that a re-imported vintage rebuilds them all.
CREATE TABLE population_vintage (
  year integer PRIMARY KEY REFERENCES vintage (year) ON DELETE CASCADE,
  checksum text NOT NULL,
  ids text[] NOT NULL,
  keys text[] NOT NULL,
  data bytea NOT NULL,
  notes jsonb NOT NULL
);
-- income_vintage: computed with the indicators, the Filosofi figures INSEE publishes above the
-- commune (2014 to 2019), attached where the file's perimeter is the territory's.
CREATE TABLE income_vintage (
  year integer PRIMARY KEY REFERENCES indicator_vintage (year) ON DELETE CASCADE,
  ids text[] NOT NULL,
  keys text[] NOT NULL,
  data bytea NOT NULL
);
