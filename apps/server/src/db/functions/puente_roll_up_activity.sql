-- Inserted learning events roll up into the per-user day and month counts and study time
-- (a gap over five minutes, or a day's first event, counts one minute), in the write's transaction.
-- Last set by migration 0037_school_time_zone.
CREATE OR REPLACE FUNCTION puente_roll_up_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.kind, n.detail, n.created_at, puente_school_day(n.tenant_id, n.created_at) AS day,
      coalesce(lag(n.created_at) OVER (PARTITION BY n.tenant_id, n.user_id, puente_school_day(n.tenant_id, n.created_at) ORDER BY n.created_at),
        (SELECT d.last_at FROM activity_user_days d
          WHERE d.tenant_id = n.tenant_id AND d.day = puente_school_day(n.tenant_id, n.created_at) AND d.user_id = n.user_id)) AS prev_at
    FROM new_rows n WHERE n.kind not like 'payment.%' and n.kind not like 'autopay.%'
  ), timed AS (
    SELECT ev.*, case when kind not in ('lesson.viewed', 'lesson.completed', 'exercise.checked', 'exam.started', 'exam.submitted', 'review.rated', 'dictionary.looked-up') then 0
        when prev_at is null or created_at < prev_at or created_at - prev_at > interval '300 seconds' then 60
        else extract(epoch from created_at - prev_at)::int end AS study FROM ev
  ), agg AS (
    SELECT tenant_id, user_id, day, max(created_at) AS last_at,
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
    FROM timed GROUP BY tenant_id, user_id, day
  ), days AS (
    INSERT INTO activity_user_days AS d (tenant_id, user_id, day, last_at, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
    SELECT tenant_id, user_id, day, last_at, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups FROM agg
    ON CONFLICT (tenant_id, day, user_id) DO UPDATE SET events = d.events + excluded.events, study_seconds = d.study_seconds + excluded.study_seconds, sign_ins = d.sign_ins + excluded.sign_ins, lessons_opened = d.lessons_opened + excluded.lessons_opened, lessons_completed = d.lessons_completed + excluded.lessons_completed, exercises_right = d.exercises_right + excluded.exercises_right, exercises_wrong = d.exercises_wrong + excluded.exercises_wrong, exams_started = d.exams_started + excluded.exams_started, exams_submitted = d.exams_submitted + excluded.exams_submitted, exams_passed = d.exams_passed + excluded.exams_passed, exam_score_sum = d.exam_score_sum + excluded.exam_score_sum, reviews = d.reviews + excluded.reviews, lookups = d.lookups + excluded.lookups, last_at = greatest(d.last_at, excluded.last_at)
    RETURNING d.tenant_id, d.day, (xmax = 0) AS fresh
  ), months AS (
    INSERT INTO activity_user_months AS m (tenant_id, user_id, month, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
    SELECT tenant_id, user_id, date_trunc('month', day)::date, sum(events)::int, sum(study_seconds)::int, sum(sign_ins)::int, sum(lessons_opened)::int, sum(lessons_completed)::int, sum(exercises_right)::int, sum(exercises_wrong)::int, sum(exams_started)::int, sum(exams_submitted)::int, sum(exams_passed)::int, sum(exam_score_sum)::int, sum(reviews)::int, sum(lookups)::int FROM agg GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, month, user_id) DO UPDATE SET events = m.events + excluded.events, study_seconds = m.study_seconds + excluded.study_seconds, sign_ins = m.sign_ins + excluded.sign_ins, lessons_opened = m.lessons_opened + excluded.lessons_opened, lessons_completed = m.lessons_completed + excluded.lessons_completed, exercises_right = m.exercises_right + excluded.exercises_right, exercises_wrong = m.exercises_wrong + excluded.exercises_wrong, exams_started = m.exams_started + excluded.exams_started, exams_submitted = m.exams_submitted + excluded.exams_submitted, exams_passed = m.exams_passed + excluded.exams_passed, exam_score_sum = m.exam_score_sum + excluded.exam_score_sum, reviews = m.reviews + excluded.reviews, lookups = m.lookups + excluded.lookups
    RETURNING m.tenant_id, m.month, (xmax = 0) AS fresh
  ), tenant_months AS (
    INSERT INTO activity_tenant_months AS tm (tenant_id, month, active_users)
    SELECT tenant_id, month, count(*) FILTER (WHERE fresh)::int FROM months GROUP BY 1, 2
    ON CONFLICT (tenant_id, month) DO UPDATE SET active_users = tm.active_users + excluded.active_users
  ), fresh AS (
    SELECT tenant_id, day, count(*) FILTER (WHERE fresh)::int AS n FROM days GROUP BY 1, 2
  )
  INSERT INTO activity_tenant_days AS t (tenant_id, day, active_users, events, study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, exams_started, exams_submitted, exams_passed, exam_score_sum, reviews, lookups)
  SELECT a.tenant_id, a.day, coalesce(max(f.n), 0), sum(a.events)::int, sum(a.study_seconds)::int, sum(a.sign_ins)::int, sum(a.lessons_opened)::int, sum(a.lessons_completed)::int, sum(a.exercises_right)::int, sum(a.exercises_wrong)::int, sum(a.exams_started)::int, sum(a.exams_submitted)::int, sum(a.exams_passed)::int, sum(a.exam_score_sum)::int, sum(a.reviews)::int, sum(a.lookups)::int
  FROM agg a LEFT JOIN fresh f ON f.tenant_id = a.tenant_id AND f.day = a.day GROUP BY a.tenant_id, a.day
  ON CONFLICT (tenant_id, day) DO UPDATE SET active_users = t.active_users + excluded.active_users, events = t.events + excluded.events, study_seconds = t.study_seconds + excluded.study_seconds, sign_ins = t.sign_ins + excluded.sign_ins, lessons_opened = t.lessons_opened + excluded.lessons_opened, lessons_completed = t.lessons_completed + excluded.lessons_completed, exercises_right = t.exercises_right + excluded.exercises_right, exercises_wrong = t.exercises_wrong + excluded.exercises_wrong, exams_started = t.exams_started + excluded.exams_started, exams_submitted = t.exams_submitted + excluded.exams_submitted, exams_passed = t.exams_passed + excluded.exams_passed, exam_score_sum = t.exam_score_sum + excluded.exam_score_sum, reviews = t.reviews + excluded.reviews, lookups = t.lookups + excluded.lookups;
  RETURN NULL;
END;
$$;
