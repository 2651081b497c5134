-- A change to a tenant's content (courses, lessons, exercises) is announced on puente_invalidate as
-- 'content:<tenant id>', once per statement and tenant.
-- Last set by migration 0006_data_cache_invalidation.
CREATE FUNCTION puente_notify_content() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR tenant IN SELECT DISTINCT tenant_id FROM old_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'content:' || tenant::text);
    END LOOP;
  ELSE
    FOR tenant IN SELECT DISTINCT tenant_id FROM new_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'content:' || tenant::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
