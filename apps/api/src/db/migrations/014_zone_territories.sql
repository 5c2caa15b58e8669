-- INSEE's study zones become territories like the others: one `territory` row per zone and
-- vintage (type ze, aav, uu or bv; `departement` and `region` set when every member lies in the
-- same one; `perimeter_changed` when its perimeter in that vintage is not INSEE's 2022 one), and
-- each commune row names its zones (null: in none of that level) and its place in its aire
-- (`aav_category`, INSEE's CATEAAV2020). Written by the zonings import (zonings/import.ts), which
-- the emptied `zone_membership` makes run again at the next start.
ALTER TABLE territory
  ADD COLUMN ze text,
  ADD COLUMN aav text,
  ADD COLUMN uu text,
  ADD COLUMN bv text,
  ADD COLUMN aav_category text,
  ADD COLUMN perimeter_changed boolean;
DROP TABLE zone;
DELETE FROM zone_membership;
