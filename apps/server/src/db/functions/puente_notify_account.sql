-- A change to an account's billing rows is announced on puente_invalidate as
-- 'account:<account id>' (cached account figures).
-- Last set by migration 0006_data_cache_invalidation.
CREATE FUNCTION puente_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', 'account:' || COALESCE(NEW.account_id, OLD.account_id)::text);
  RETURN NULL;
END;
$$;
