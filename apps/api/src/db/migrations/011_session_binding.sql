-- Sessions bound to the user and to the token they were made from:
-- `issuer` + `user_id` is the provider's stable identity (never the email), indexed to end every
-- session of a user at once; `token_hash` (HMAC of a spa access token) makes one token one
-- session; `last_seen_at` gives the idle timeout.
ALTER TABLE session ADD COLUMN issuer text;
ALTER TABLE session ADD COLUMN token_hash text;
ALTER TABLE session ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX session_by_user ON session (issuer, user_id);
CREATE UNIQUE INDEX session_by_token ON session (token_hash) WHERE token_hash IS NOT NULL;
