-- Each commune's study zones and its place in its aire move from `territory` to a table of their
-- own, written by the zonings import (zonings/import.ts) as the territories' rows are not: an
-- UPDATE of every commune's row rewrote those wide rows and all their indexes, vintage by vintage.
-- One row per commune that lies in at least one zone; null: in none of that level.
CREATE TABLE commune_zone (
  year integer NOT NULL REFERENCES vintage (year) ON DELETE CASCADE,
  code text NOT NULL,
  ze text,
  aav text,
  uu text,
  bv text,
  aav_category text,
  PRIMARY KEY (year, code)
);
INSERT INTO commune_zone (year, code, ze, aav, uu, bv, aav_category)
  SELECT year, code, ze, aav, uu, bv, aav_category FROM territory
  WHERE type = 'commune'
    AND (ze IS NOT NULL OR aav IS NOT NULL OR uu IS NOT NULL OR bv IS NOT NULL OR aav_category IS NOT NULL);
ALTER TABLE territory
  DROP COLUMN ze,
  DROP COLUMN aav,
  DROP COLUMN uu,
  DROP COLUMN bv,
  DROP COLUMN aav_category;
-- What the readers of a vintage's rows (data/book.ts, indicators/) select from: the territories
-- with each commune's zones, as the columns were. `t.*` is expanded when the view is created: a
-- later migration that adds a column to `territory` creates the view again.
CREATE VIEW territory_zoned AS
  SELECT t.*, z.ze, z.aav, z.uu, z.bv, z.aav_category
  FROM territory t
  LEFT JOIN commune_zone z ON t.type = 'commune' AND z.year = t.year AND z.code = t.code;
