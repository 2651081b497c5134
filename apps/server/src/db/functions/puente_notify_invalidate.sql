-- Sessions, users and tenants announce each change on puente_invalidate ('<kind>:<id>'),
-- so every instance drops what it cached of them (the trigger's argument names the kind).
-- Last set by migration 0004_cache_invalidation.
CREATE FUNCTION puente_notify_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', TG_ARGV[0] || ':' || COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$;
