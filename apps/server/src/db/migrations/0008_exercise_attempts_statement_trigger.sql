-- Exercise checks are stored in batches (one statement for the checks that arrive together): announce
-- each learner once per statement instead of once per row (one trigger call per batch, not one per check).
DROP TRIGGER exercise_attempts_invalidate ON exercise_attempts;
--> statement-breakpoint
CREATE FUNCTION puente_notify_learners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  learner uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR learner IN SELECT DISTINCT user_id FROM old_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'learner:' || learner::text);
    END LOOP;
  ELSE
    FOR learner IN SELECT DISTINCT user_id FROM new_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'learner:' || learner::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_insert_invalidate AFTER INSERT ON exercise_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_update_invalidate AFTER UPDATE ON exercise_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_delete_invalidate AFTER DELETE ON exercise_attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
