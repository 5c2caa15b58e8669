-- A user's own areas (« Mes territoires »): a name and the communes of one vintage. Owned by the
-- provider's identity of the user (`issuer` + `user_id`, as sessions are), never by an email; the
-- id is random, and every query names the owner, so that another user's area is never read,
-- listed, changed or inferred. No foreign key to `vintage`: re-importing a vintage must never
-- delete a user's data.
CREATE TABLE custom_area (
  id text PRIMARY KEY,
  issuer text NOT NULL,
  user_id text NOT NULL,
  name text NOT NULL,
  year integer NOT NULL,
  communes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_area_owner ON custom_area (issuer, user_id, updated_at DESC);
