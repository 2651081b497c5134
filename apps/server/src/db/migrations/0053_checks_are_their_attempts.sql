-- Exercise checks are their attempts (decision 0167): a check no longer writes an 'exercise.checked' row
-- into activity_events beside its attempt. The attempts' own statement trigger keeps the roll-ups as the
-- event's trigger did, and the few reads of raw events (a user's timeline, study time, minutes by day) read
-- the attempts as those events. Per check: one row and two index entries instead of two rows and five, and
-- one statement trigger (the event's user check) less.
-- hand-written: the batch's function without the events' ids, under a new name; the previous release's
-- function (still called during a rolling upgrade) stores through it and ignores its events' ids.
CREATE FUNCTION puente_store_exercise_checks(
  p_exercise_ids uuid[], p_definitions jsonb[],
  p_tenant_ids uuid[], p_user_ids uuid[], p_check_exercise_ids uuid[], p_as_staff boolean[], p_pairs int[],
  p_attempt_ids uuid[], p_answers jsonb[], p_scores int[], p_correct boolean[], p_at timestamptz[],
  p_card_sets int[], p_card_offsets int[], p_card_ids uuid[],
  p_set_numbers int[], p_word_numbers int[], p_word_keys text[], p_directions text[], p_en text[], p_es text[],
  p_examples text[], p_examples_es text[], p_sources text[], p_chapter_ids uuid[], p_dictionary_entry_ids uuid[]
) RETURNS TABLE (check_n int, previous_best int)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH definitions AS (
    SELECT * FROM unnest(p_exercise_ids, p_definitions) WITH ORDINALITY AS d(exercise_id, definition, k)
  ), live AS MATERIALIZED (
    SELECT d.k, x.tenant_id, x.course_id, x.published FROM definitions d
    CROSS JOIN LATERAL (
      SELECT e.tenant_id, e.course_id, (c.published AND ch.assigned) AS published FROM exercises e
      JOIN chapters ch ON ch.id = e.chapter_id
      JOIN courses c ON c.id = e.course_id
      WHERE e.id = d.exercise_id AND e.definition = d.definition
        AND e.deleted_at IS NULL AND ch.deleted_at IS NULL AND c.deleted_at IS NULL
      OFFSET 0
    ) x
  ), input AS (
    SELECT * FROM unnest(p_tenant_ids, p_user_ids, p_check_exercise_ids, p_as_staff, p_pairs, p_attempt_ids,
      p_answers, p_scores, p_correct, p_at, p_card_sets, p_card_offsets)
      WITH ORDINALITY AS i(tenant_id, user_id, exercise_id, as_staff, k, attempt_id, answer, score,
        correct, at, card_set, card_offset, n)
  ), checked AS (
    SELECT i.*, l.course_id FROM input i
    JOIN live l ON l.k = i.k AND l.tenant_id = i.tenant_id
    WHERE i.as_staff OR l.published
  ), attempt AS (
    INSERT INTO exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
    SELECT attempt_id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, at FROM checked
  ), cards AS (
    INSERT INTO review_cards (id, tenant_id, user_id, word_key, direction, en, es, example, example_es, source,
      chapter_id, dictionary_entry_id, due, created_at)
    SELECT DISTINCT ON (k.tenant_id, k.user_id, c.word_key, c.direction)
      p_card_ids[k.card_offset + c.j], k.tenant_id, k.user_id, c.word_key, c.direction, c.en, c.es,
      c.example, c.example_es, c.source, c.chapter_id, c.dictionary_entry_id, k.at, k.at
    FROM unnest(p_set_numbers, p_word_numbers, p_word_keys, p_directions, p_en, p_es, p_examples,
      p_examples_es, p_sources, p_chapter_ids, p_dictionary_entry_ids)
      AS c(s, j, word_key, direction, en, es, example, example_es, source, chapter_id, dictionary_entry_id)
    JOIN (
      SELECT DISTINCT ON (tenant_id, user_id, card_set) tenant_id, user_id, card_set, card_offset, at
      FROM checked ORDER BY tenant_id, user_id, card_set, n
    ) k ON k.card_set = c.s
    ON CONFLICT (tenant_id, user_id, word_key, direction) DO NOTHING
  )
  SELECT k.n::int, (SELECT max(a.score)::int FROM exercise_attempts a
    WHERE a.tenant_id = k.tenant_id AND a.user_id = k.user_id AND a.exercise_id = k.exercise_id)
  FROM checked k;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION puente_record_exercise_checks(
  p_exercise_ids uuid[], p_definitions jsonb[],
  p_tenant_ids uuid[], p_user_ids uuid[], p_check_exercise_ids uuid[], p_as_staff boolean[], p_pairs int[],
  p_attempt_ids uuid[], p_answers jsonb[], p_scores int[], p_correct boolean[], p_at timestamptz[],
  p_activity_ids uuid[], p_card_sets int[], p_card_offsets int[], p_card_ids uuid[],
  p_set_numbers int[], p_word_numbers int[], p_word_keys text[], p_directions text[], p_en text[], p_es text[],
  p_examples text[], p_examples_es text[], p_sources text[], p_chapter_ids uuid[], p_dictionary_entry_ids uuid[]
) RETURNS TABLE (check_n int, previous_best int)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT * FROM puente_store_exercise_checks(p_exercise_ids, p_definitions, p_tenant_ids, p_user_ids,
    p_check_exercise_ids, p_as_staff, p_pairs, p_attempt_ids, p_answers, p_scores, p_correct, p_at, p_card_sets,
    p_card_offsets, p_card_ids, p_set_numbers, p_word_numbers, p_word_keys, p_directions, p_en, p_es, p_examples,
    p_examples_es, p_sources, p_chapter_ids, p_dictionary_entry_ids);
END;
$$;
--> statement-breakpoint
-- hand-written: the attempts roll up as exercise checks, in the statement that inserts them.
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
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_roll_up AFTER INSERT ON exercise_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_roll_up_attempts();
--> statement-breakpoint
-- hand-written: the rebuild of any days reads the attempts as the exercise checks.
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
--> statement-breakpoint
-- hand-written: the events written before beside their attempts go (each attempt already counts as its
-- event: the roll-ups, which counted those events, stay as they are and are not counted again). An event
-- is paired with an attempt of the same tenant, user, exercise and instant (the batch gave both the same
-- time), the n-th event of such a key with the n-th attempt, so only as many events go as there are
-- attempts; an 'exercise.checked' event without an attempt (demo data) stays and is still read.
WITH events AS (
  SELECT e.id, e.tenant_id, e.user_id, e.resource_id, e.created_at,
    row_number() OVER (PARTITION BY e.tenant_id, e.user_id, e.resource_id, e.created_at ORDER BY e.id) AS n
  FROM activity_events e WHERE e.kind = 'exercise.checked' AND e.resource_type = 'exercise'
), attempts AS (
  SELECT a.tenant_id, a.user_id, a.exercise_id, a.created_at, count(*) AS n
  FROM exercise_attempts a GROUP BY 1, 2, 3, 4
)
DELETE FROM activity_events d USING events e
JOIN attempts a ON a.tenant_id = e.tenant_id AND a.user_id = e.user_id AND a.exercise_id = e.resource_id
  AND a.created_at = e.created_at
WHERE d.id = e.id AND e.n <= a.n;
