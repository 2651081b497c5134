-- Stored exercise attempts announce each learner on puente_invalidate once per statement
-- ('learner:<user id>'), not once per row.
-- Last set by migration 0008_exercise_attempts_statement_trigger.
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
