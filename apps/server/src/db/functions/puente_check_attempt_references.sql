-- Integrity: every exercise attempt names an exercise of its tenant and course and a user of
-- its tenant (the foreign keys it replaces, checked once per statement; error 23503).
-- Last set by migration 0031_attempt_references_checked_per_statement.
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
