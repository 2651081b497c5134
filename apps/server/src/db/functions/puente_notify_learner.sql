-- A change to a learner's progress rows is announced on puente_invalidate as
-- 'learner:<user id>' (their cached course list and lessons).
-- Last set by migration 0006_data_cache_invalidation.
CREATE FUNCTION puente_notify_learner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', 'learner:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END;
$$;
