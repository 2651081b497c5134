-- A change to dictionary entries is announced on puente_invalidate as 'dictionary:<tenant id>'
-- (a school's own words) or 'dictionary:shared', once per statement and tenant.
-- Last set by migration 0022_dictionary_search_cache.
CREATE FUNCTION puente_notify_dictionary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR tenant IN SELECT DISTINCT COALESCE(tenant_id::text, 'shared') FROM old_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'dictionary:' || tenant);
    END LOOP;
  ELSE
    FOR tenant IN SELECT DISTINCT COALESCE(tenant_id::text, 'shared') FROM new_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'dictionary:' || tenant);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
