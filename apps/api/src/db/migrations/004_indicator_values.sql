-- Statistical indicators of the catalogue (issue 14), precomputed at import for every territory of
-- every vintage: one row per vintage holding, for its territories (`keys`, 'type:code') and the
-- catalogue's indicators (`ids`), the values, status bytes, covered member counts and member
-- counts, packed and gzipped in `data` (see apps/api/src/indicators/store.ts). `report` lists
-- the geography mapping (mergers, code and perimeter changes) per source.
CREATE TABLE indicator_vintage (
  year integer PRIMARY KEY,
  checksum text NOT NULL,
  ids text[] NOT NULL,
  keys text[] NOT NULL,
  data bytea NOT NULL,
  report jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
