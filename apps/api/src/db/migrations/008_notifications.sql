-- Notifications for several instances on one database (LISTEN/NOTIFY, sent at commit):
-- epic_session: a session was updated (tokens refreshed) or deleted (sign-out, revocation, purge),
-- with its id as payload, so that every instance drops it from its in-memory cache;
-- epic_data: an import committed (the data version changed), with the import run id as payload.
CREATE OR REPLACE FUNCTION epic_notify_session() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('epic_session', OLD.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION epic_notify_session();

CREATE OR REPLACE FUNCTION epic_notify_data() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('epic_data', NEW.id::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER import_succeeded AFTER INSERT OR UPDATE OF status ON import_run
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION epic_notify_data();
