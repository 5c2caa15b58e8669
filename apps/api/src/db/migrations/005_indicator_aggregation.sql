-- The aggregation rule of the indicators imported with `--csv` (issue 14: the same rules as the
-- catalogue): `sum`, `ratio` or `none`; null for those imported before the metadata gave it.
ALTER TABLE indicator ADD COLUMN aggregation text CHECK (aggregation IN ('sum', 'ratio', 'none'));
UPDATE indicator SET aggregation = 'sum' WHERE id = 'population';
