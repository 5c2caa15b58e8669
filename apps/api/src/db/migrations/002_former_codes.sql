-- Codes of the communes merged into a commune (the source's `anciensCodes`), per vintage: they
-- give the successor of a commune that no longer exists and the predecessors of a commune nouvelle.
ALTER TABLE territory ADD COLUMN former_codes text[] NOT NULL DEFAULT '{}';
CREATE INDEX territory_former_codes ON territory USING gin (former_codes);
