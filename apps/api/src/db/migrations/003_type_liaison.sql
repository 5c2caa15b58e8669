-- INSEE article type of a name (typeLiaison, TNCC 0–8: "de", "du", "de la", "des"…), as the source
-- packages give it for communes, arrondissements municipaux, départements and régions; null for EPCI
-- and for the few entries without one.
ALTER TABLE territory ADD COLUMN type_liaison smallint;
