-- Integrity: every activity event names a user of its tenant (the foreign key it replaces,
-- checked once per statement; error 23503).
-- Last set by migration 0031_attempt_references_checked_per_statement.
CREATE FUNCTION puente_check_event_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE missing record;
BEGIN
  SELECT k.user_id, k.tenant_id INTO missing
  FROM (SELECT DISTINCT user_id, tenant_id FROM new_rows) k
  LEFT JOIN LATERAL (SELECT true AS found FROM users u
    WHERE u.id = k.user_id AND u.tenant_id = k.tenant_id FOR KEY SHARE) x ON true
  WHERE x.found IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', TABLE = 'activity_events',
      CONSTRAINT = 'activity_events_user_fk',
      MESSAGE = 'insert or update on table "activity_events" violates foreign key constraint "activity_events_user_fk"',
      DETAIL = format('Key (user_id, tenant_id)=(%s, %s) is not present in table "users".', missing.user_id, missing.tenant_id);
  END IF;
  RETURN NULL;
END;
$$;
