-- Inserted exercise attempts roll up as the exercise checks they are (right or wrong) into the per-user
-- day and month counts and study time, exactly as an 'exercise.checked' event did before (a gap over five
-- minutes, or a day's first learning event, counts one minute): the attempt is the check's activity.
-- Last set by migration 0053_checks_are_their_attempts.
CREATE FUNCTION puente_roll_up_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.correct, n.created_at, puente_school_day(n.tenant_id, n.created_at) AS day
    FROM new_rows n
  ), prev AS (
    SELECT ev.*, coalesce(lag(ev.created_at) OVER (PARTITION BY ev.tenant_id, ev.user_id, ev.day ORDER BY ev.created_at),
        (SELECT d.last_at FROM activity_user_days d
          WHERE d.tenant_id = ev.tenant_id AND d.day = ev.day AND d.user_id = ev.user_id)) AS prev_at
    FROM ev
  ), agg AS (
    SELECT tenant_id, user_id, day, max(created_at) AS last_at, count(*)::int AS events,
      sum(case when prev_at is null or created_at < prev_at or created_at - prev_at > interval '300 seconds' then 60
        else extract(epoch from created_at - prev_at)::int end)::int AS study_seconds,
      count(*) filter (where correct)::int AS exercises_right,
      count(*) filter (where not correct)::int AS exercises_wrong
    FROM prev GROUP BY tenant_id, user_id, day
  ), days AS (
    INSERT INTO activity_user_days AS d (tenant_id, user_id, day, last_at, events, study_seconds, exercises_right, exercises_wrong)
    SELECT tenant_id, user_id, day, last_at, events, study_seconds, exercises_right, exercises_wrong FROM agg
    ON CONFLICT (tenant_id, day, user_id) DO UPDATE SET events = d.events + excluded.events, study_seconds = d.study_seconds + excluded.study_seconds, exercises_right = d.exercises_right + excluded.exercises_right, exercises_wrong = d.exercises_wrong + excluded.exercises_wrong, last_at = greatest(d.last_at, excluded.last_at)
    RETURNING d.tenant_id, d.day, (xmax = 0) AS fresh
  ), months AS (
    INSERT INTO activity_user_months AS m (tenant_id, user_id, month, events, study_seconds, exercises_right, exercises_wrong)
    SELECT tenant_id, user_id, date_trunc('month', day)::date, sum(events)::int, sum(study_seconds)::int, sum(exercises_right)::int, sum(exercises_wrong)::int FROM agg GROUP BY 1, 2, 3
    ON CONFLICT (tenant_id, month, user_id) DO UPDATE SET events = m.events + excluded.events, study_seconds = m.study_seconds + excluded.study_seconds, exercises_right = m.exercises_right + excluded.exercises_right, exercises_wrong = m.exercises_wrong + excluded.exercises_wrong
    RETURNING m.tenant_id, m.month, (xmax = 0) AS fresh
  ), tenant_months AS (
    INSERT INTO activity_tenant_months AS tm (tenant_id, month, active_users)
    SELECT tenant_id, month, count(*) FILTER (WHERE fresh)::int FROM months GROUP BY 1, 2
    ON CONFLICT (tenant_id, month) DO UPDATE SET active_users = tm.active_users + excluded.active_users
  ), fresh AS (
    SELECT tenant_id, day, count(*) FILTER (WHERE fresh)::int AS n FROM days GROUP BY 1, 2
  )
  INSERT INTO activity_tenant_days AS t (tenant_id, day, active_users, events, study_seconds, exercises_right, exercises_wrong)
  SELECT a.tenant_id, a.day, coalesce(max(f.n), 0), sum(a.events)::int, sum(a.study_seconds)::int, sum(a.exercises_right)::int, sum(a.exercises_wrong)::int
  FROM agg a LEFT JOIN fresh f ON f.tenant_id = a.tenant_id AND f.day = a.day GROUP BY a.tenant_id, a.day
  ON CONFLICT (tenant_id, day) DO UPDATE SET active_users = t.active_users + excluded.active_users, events = t.events + excluded.events, study_seconds = t.study_seconds + excluded.study_seconds, exercises_right = t.exercises_right + excluded.exercises_right, exercises_wrong = t.exercises_wrong + excluded.exercises_wrong;
  RETURN NULL;
END;
$$;
