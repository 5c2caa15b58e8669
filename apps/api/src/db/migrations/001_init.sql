-- Initial schema: vintages, territories per vintage, postal codes, indicators, sessions, import runs.
-- In public explicitly, so that tables in other schemas (one per test suite) can use them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE TABLE vintage (
  year integer PRIMARY KEY,
  source_name text NOT NULL,
  source_version text NOT NULL,
  licence text NOT NULL,
  checksum text NOT NULL,
  counts jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- One row per territory and vintage. type: region, departement, epci, commune, arrondissement
-- (arrondissement municipal of Paris, Lyon, Marseille, child of its commune).
CREATE TABLE territory (
  year integer NOT NULL,
  type text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  search_name text NOT NULL,
  nature text,
  commune text,
  epci text,
  departement text,
  region text,
  chef_lieu text,
  postal_codes text[] NOT NULL DEFAULT '{}',
  population integer,
  communes integer,
  rank_national integer,
  count_national integer,
  rank_parent integer,
  count_parent integer,
  PRIMARY KEY (year, type, code)
);
CREATE INDEX territory_search_prefix ON territory (year, search_name text_pattern_ops);
CREATE INDEX territory_search_trgm ON territory USING gin (search_name gin_trgm_ops);
CREATE INDEX territory_code_prefix ON territory (year, code text_pattern_ops);
CREATE INDEX territory_by_code ON territory (type, code);
CREATE INDEX territory_departement ON territory (year, departement, type);
CREATE INDEX territory_region ON territory (year, region, type);
CREATE INDEX territory_epci ON territory (year, epci) WHERE epci IS NOT NULL;
CREATE INDEX territory_commune ON territory (year, commune) WHERE commune IS NOT NULL;

CREATE TABLE postal_code (
  year integer NOT NULL,
  postal_code text NOT NULL,
  type text NOT NULL,
  code text NOT NULL,
  PRIMARY KEY (year, postal_code, type, code)
);
CREATE INDEX postal_code_prefix ON postal_code (year, postal_code text_pattern_ops);

CREATE TABLE indicator (
  id text PRIMARY KEY,
  label text NOT NULL,
  unit text NOT NULL,
  source text NOT NULL,
  licence text NOT NULL
);

CREATE TABLE indicator_value (
  indicator text NOT NULL REFERENCES indicator (id),
  year integer NOT NULL,
  type text NOT NULL,
  code text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (indicator, year, type, code)
);
CREATE INDEX indicator_value_territory ON indicator_value (year, type, code);

CREATE TABLE session (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  user_name text NOT NULL,
  user_email text NOT NULL,
  mode text NOT NULL,
  tokens text,
  token_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_expiry ON session (expires_at);

CREATE TABLE import_run (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  year integer,
  source text NOT NULL,
  status text NOT NULL,
  message text,
  counts jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
