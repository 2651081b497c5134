-- Dictionary searches are answered from memory (decision 0095): every change to the entries is announced on
-- puente_invalidate as 'dictionary:<tenant id>' for a school's own words and 'dictionary:shared' for the
-- imported dictionary every school sees. Entries are written in bulk (the import): one notification per
-- statement and tenant.
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
--> statement-breakpoint
CREATE TRIGGER dictionary_entries_insert_invalidate AFTER INSERT ON dictionary_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
--> statement-breakpoint
CREATE TRIGGER dictionary_entries_update_invalidate AFTER UPDATE ON dictionary_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
--> statement-breakpoint
CREATE TRIGGER dictionary_entries_delete_invalidate AFTER DELETE ON dictionary_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
