-- Recomputes the activity roll-ups of the school days p_from..p_to from the raw events
-- (idempotent: the job that can re-run any day); the exercise checks are the attempts.
-- Last set by migration 0053_checks_are_their_attempts.
CREATE OR REPLACE FUNCTION puente_rebuild_activity(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_user_days WHERE day BETWEEN p_from AND p_to;
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.kind, n.detail, n.created_at, puente_school_day(n.tenant_id, n.created_at) AS day,
      lag(n.created_at) OVER (PARTITION BY n.tenant_id, n.user_id, puente_school_day(n.tenant_id, n.created_at) ORDER BY n.created_at) AS prev_at
    FROM (
      SELECT e.tenant_id, e.user_id, e.kind, e.detail, e.created_at FROM activity_events e
      UNION ALL
      SELECT a.tenant_id, a.user_id, 'exercise.checked', jsonb_build_object('correct', a.correct, 'score', a.score), a.created_at
      FROM exercise_attempts a
    ) n
    WHERE n.created_at >= ((p_from - 1)::timestamp AT TIME ZONE 'UTC') AND n.created_at < ((p_to + 2)::timestamp AT TIME ZONE 'UTC')
      AND puente_school_day(n.tenant_id, n.created_at) BETWEEN p_from AND p_to
      AND n.kind not like 'payment.%' and n.kind not like 'autopay.%'
  ), timed AS (
    SELECT ev.*, case when kind not in ('lesson.viewed', 'lesson.completed', 'exercise.checked', 'exam.started', 'exam.submitted', 'review.rated', 'dictionary.looked-up') then 0
        when prev_at is null or created_at < prev_at or created_at - prev_at > interval '300 seconds' then 60
        else extract(epoch from created_at - prev_at)::int end AS study FROM ev
  )
  INSERT INTO activity_user_days (tenant_id, user_id, day, last_at, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
  SELECT tenant_id, user_id, day, max(created_at),
      count(*)::int as events,
      coalesce(sum(study), 0)::int as study_seconds,
      count(*) filter (where kind = 'user.signed-in')::int as sign_ins,
      count(*) filter (where kind = 'lesson.viewed')::int as lessons_opened,
      count(*) filter (where kind = 'lesson.completed')::int as lessons_completed,
      count(*) filter (where kind = 'exercise.checked' and detail->>'correct' = 'true')::int as exercises_right,
      count(*) filter (where kind = 'exercise.checked' and detail->>'correct' = 'false')::int as exercises_wrong,
      count(*) filter (where kind = 'exam.started')::int as exams_started,
      count(*) filter (where kind = 'exam.submitted')::int as exams_submitted,
      count(*) filter (where kind = 'exam.submitted' and detail->>'passed' = 'true')::int as exams_passed,
      coalesce(sum((detail->>'score')::int) filter (where kind = 'exam.submitted'), 0)::int as exam_score_sum,
      count(*) filter (where kind = 'review.rated')::int as reviews,
      count(*) filter (where kind = 'dictionary.looked-up')::int as lookups
  FROM timed GROUP BY tenant_id, user_id, day;
  DELETE FROM activity_tenant_days WHERE day BETWEEN p_from AND p_to;
  INSERT INTO activity_tenant_days (tenant_id, day, active_users, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
  SELECT tenant_id, day, count(*)::int, sum(events)::int, sum(study_seconds)::int, sum(sign_ins)::int, sum(lessons_opened)::int, sum(lessons_completed)::int, sum(exercises_right)::int, sum(exercises_wrong)::int, sum(exams_started)::int, sum(exams_submitted)::int, sum(exams_passed)::int, sum(exam_score_sum)::int, sum(reviews)::int, sum(lookups)::int FROM activity_user_days
  WHERE day BETWEEN p_from AND p_to GROUP BY tenant_id, day;
  DELETE FROM activity_user_months WHERE month BETWEEN date_trunc('month', p_from)::date AND p_to;
  INSERT INTO activity_user_months (tenant_id, user_id, month, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
  SELECT tenant_id, user_id, date_trunc('month', day)::date, sum(events)::int, sum(study_seconds)::int, sum(sign_ins)::int, sum(lessons_opened)::int, sum(lessons_completed)::int, sum(exercises_right)::int, sum(exercises_wrong)::int, sum(exams_started)::int, sum(exams_submitted)::int, sum(exams_passed)::int, sum(exam_score_sum)::int, sum(reviews)::int, sum(lookups)::int FROM activity_user_days
  WHERE day >= date_trunc('month', p_from)::date AND day < (date_trunc('month', p_to) + interval '1 month')::date
  GROUP BY 1, 2, 3;
  DELETE FROM activity_tenant_months WHERE month BETWEEN date_trunc('month', p_from)::date AND p_to;
  INSERT INTO activity_tenant_months (tenant_id, month, active_users)
  SELECT tenant_id, month, count(*)::int FROM activity_user_months
  WHERE month BETWEEN date_trunc('month', p_from)::date AND p_to GROUP BY 1, 2;
END;
$$;
