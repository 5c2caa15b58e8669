-- INSEE's study zonings (zones d'emploi, aires d'attraction des villes, unités urbaines, bassins de
-- vie) in each vintage, computed after the vintages are imported (apps/api/src/zonings/import.ts).
-- `zone`: one row per zone and vintage; `communes` and `population` are its member communes in
-- that vintage and the sum of their legal populations (null when one is unknown); `departement`
-- and `region` are set when every member lies in the same one; `perimeter_changed` says its
-- perimeter in that vintage is not INSEE's (a commune nouvelle across two zones).
CREATE TABLE zone (
  year integer NOT NULL REFERENCES vintage (year) ON DELETE CASCADE,
  level text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  communes integer NOT NULL,
  population bigint,
  departement text,
  region text,
  perimeter_changed boolean NOT NULL,
  PRIMARY KEY (year, level, code)
);
-- The members, one row per vintage and level: `communes[i]` is in zone `zones[i]` (communes in no
-- zone of the level left out); `split` lists the communes whose 2022 parts lay in several zones.
-- `checksum` covers the table's file and every vintage's, so that a re-imported vintage rebuilds
-- them all.
CREATE TABLE zone_membership (
  year integer NOT NULL REFERENCES vintage (year) ON DELETE CASCADE,
  level text NOT NULL,
  checksum text NOT NULL,
  communes text[] NOT NULL,
  zones text[] NOT NULL,
  split text[] NOT NULL,
  PRIMARY KEY (year, level)
);
