-- Notifications scoped to the schema that holds the tables. PostgreSQL delivers a notification to
-- every listener of its channel in the whole database, so two deployments in two schemas of one
-- database (or test files running at once) made each other drop sessions and read their catalogue
-- again. The v2 channels carry {"schema": …, "id": …}, and each instance keeps only its schema's.
-- The v1 channels (migration 008, the id alone) are still sent for instances of the previous
-- release during a rolling upgrade; a later migration can stop them.
CREATE OR REPLACE FUNCTION epic_notify_session() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('epic_session', OLD.id);
  PERFORM pg_notify('epic_session_v2', json_build_object('schema', TG_TABLE_SCHEMA, 'id', OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION epic_notify_data() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('epic_data', NEW.id::text);
  PERFORM pg_notify('epic_data_v2', json_build_object('schema', TG_TABLE_SCHEMA, 'id', NEW.id::text)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
