-- The references of exercise_attempts and activity_events (decision 0063) are kept by triggers instead of
-- foreign keys (decision 0104). PostgreSQL checks a foreign key once per row, each check a query of its own:
-- under load, those three checks were 18% of the database's CPU for a batch of exercise checks (24 attempts
-- and 24 events of one learner and exercise, 72 lookups). The triggers keep the same rules once per
-- statement, each distinct key once, and lock what they find as a key does (FOR KEY SHARE), so a user or
-- exercise cannot be deleted, or its key changed, while a check that names it is committed. Same names and
-- error code (23503 foreign_key_violation) as the keys they replace.
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_user_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_exercise_fk";
--> statement-breakpoint
ALTER TABLE "exercise_attempts" DROP CONSTRAINT "exercise_attempts_user_fk";
--> statement-breakpoint
-- Referencing side: every attempt names an exercise with its tenant and course, and a user of its tenant;
-- every event a user of its tenant.
CREATE FUNCTION puente_check_attempt_references() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE missing record;
BEGIN
  SELECT k.exercise_id, k.tenant_id, k.course_id INTO missing
  FROM (SELECT DISTINCT exercise_id, tenant_id, course_id FROM new_rows) k
  LEFT JOIN LATERAL (SELECT true AS found FROM exercises e
    WHERE e.id = k.exercise_id AND e.tenant_id = k.tenant_id AND e.course_id = k.course_id FOR KEY SHARE) x ON true
  WHERE x.found IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', TABLE = 'exercise_attempts',
      CONSTRAINT = 'exercise_attempts_exercise_fk',
      MESSAGE = 'insert or update on table "exercise_attempts" violates foreign key constraint "exercise_attempts_exercise_fk"',
      DETAIL = format('Key (exercise_id, tenant_id, course_id)=(%s, %s, %s) is not present in table "exercises".',
        missing.exercise_id, missing.tenant_id, missing.course_id);
  END IF;
  SELECT k.user_id, k.tenant_id INTO missing
  FROM (SELECT DISTINCT user_id, tenant_id FROM new_rows) k
  LEFT JOIN LATERAL (SELECT true AS found FROM users u
    WHERE u.id = k.user_id AND u.tenant_id = k.tenant_id FOR KEY SHARE) x ON true
  WHERE x.found IS NULL LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', TABLE = 'exercise_attempts',
      CONSTRAINT = 'exercise_attempts_user_fk',
      MESSAGE = 'insert or update on table "exercise_attempts" violates foreign key constraint "exercise_attempts_user_fk"',
      DETAIL = format('Key (user_id, tenant_id)=(%s, %s) is not present in table "users".', missing.user_id, missing.tenant_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
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
--> statement-breakpoint
-- A trigger with transition tables has one event: one for inserts and one for updates of each table.
CREATE TRIGGER exercise_attempts_references_on_insert AFTER INSERT ON exercise_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_check_attempt_references();
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_references_on_update AFTER UPDATE ON exercise_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_check_attempt_references();
--> statement-breakpoint
CREATE TRIGGER activity_events_user_on_insert AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_check_event_user();
--> statement-breakpoint
CREATE TRIGGER activity_events_user_on_update AFTER UPDATE ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_check_event_user();
--> statement-breakpoint
-- Referenced side (as the keys' ON DELETE NO ACTION): a user still named by an attempt or an event keeps
-- its id and tenant and is not deleted.
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
--> statement-breakpoint
CREATE TRIGGER users_referenced_by_activity AFTER UPDATE OF id, tenant_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION puente_keep_referenced_user();
--> statement-breakpoint
-- An exercise's attempts follow its key (ON UPDATE CASCADE: a lesson moved to another course takes its
-- attempts along); an exercise still named by an attempt is not deleted (ON DELETE NO ACTION).
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
--> statement-breakpoint
CREATE TRIGGER exercises_key_followed_by_attempts AFTER UPDATE OF id, tenant_id, course_id ON exercises
  FOR EACH ROW WHEN ((OLD.id, OLD.tenant_id, OLD.course_id) IS DISTINCT FROM (NEW.id, NEW.tenant_id, NEW.course_id))
  EXECUTE FUNCTION puente_follow_referenced_exercise();
--> statement-breakpoint
CREATE TRIGGER exercises_referenced_by_attempts AFTER DELETE ON exercises
  FOR EACH ROW EXECUTE FUNCTION puente_follow_referenced_exercise();
