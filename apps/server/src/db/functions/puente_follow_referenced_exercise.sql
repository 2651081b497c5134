-- Integrity: an exercise's attempts follow its key (ON UPDATE CASCADE); an exercise still named
-- by an attempt is not deleted (ON DELETE NO ACTION).
-- Last set by migration 0031_attempt_references_checked_per_statement.
CREATE FUNCTION puente_follow_referenced_exercise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE exercise_attempts SET exercise_id = NEW.id, tenant_id = NEW.tenant_id, course_id = NEW.course_id
    WHERE exercise_id = OLD.id AND tenant_id = OLD.tenant_id AND course_id = OLD.course_id;
  ELSIF EXISTS (SELECT 1 FROM exercise_attempts a
      WHERE a.exercise_id = OLD.id AND a.tenant_id = OLD.tenant_id AND a.course_id = OLD.course_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', TABLE = 'exercises',
      CONSTRAINT = 'exercise_attempts_exercise_fk',
      MESSAGE = 'update or delete on table "exercises" violates foreign key constraint "exercise_attempts_exercise_fk" on table "exercise_attempts"',
      DETAIL = format('Key (id, tenant_id, course_id)=(%s, %s, %s) is still referenced from table "exercise_attempts".',
        OLD.id, OLD.tenant_id, OLD.course_id);
  END IF;
  RETURN NULL;
END;
$$;
