-- Integrity: a user still named by an attempt or an activity event keeps its id and tenant
-- and is not deleted (ON DELETE NO ACTION of the keys it replaces).
-- Last set by migration 0031_attempt_references_checked_per_statement.
CREATE FUNCTION puente_keep_referenced_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE referenced_from text;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.id, NEW.tenant_id) = (OLD.id, OLD.tenant_id) THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM exercise_attempts a WHERE a.tenant_id = OLD.tenant_id AND a.user_id = OLD.id) THEN
    referenced_from := 'exercise_attempts';
  ELSIF EXISTS (SELECT 1 FROM activity_events v WHERE v.tenant_id = OLD.tenant_id AND v.user_id = OLD.id) THEN
    referenced_from := 'activity_events';
  ELSE
    RETURN NULL;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', TABLE = 'users',
    CONSTRAINT = referenced_from || '_user_fk',
    MESSAGE = format('update or delete on table "users" violates foreign key constraint "%s_user_fk" on table "%s"',
      referenced_from, referenced_from),
    DETAIL = format('Key (id, tenant_id)=(%s, %s) is still referenced from table "%s".', OLD.id, OLD.tenant_id, referenced_from);
END;
$$;
