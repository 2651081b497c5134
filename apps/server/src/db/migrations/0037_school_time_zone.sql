-- A school has a time zone (decision 0136): due dates, overdue, late charges, reminders, auto-pay and report
-- days are days of that zone. Existing schools take their first administrator's profile zone (else UTC).
-- puente_school_day gives the school's date of an instant; the roll-up triggers file activity, ledger entries
-- and payment outcomes under it instead of the UTC date; puente_rebuild_money_days re-files a school's
-- ledger sums (run here for every school not on UTC, and when an administrator changes the zone).
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE tenants t SET time_zone = a.time_zone FROM (
  SELECT DISTINCT ON (u.tenant_id) u.tenant_id, u.time_zone FROM users u
  WHERE u.role = 'Administrator' AND u.time_zone IN (SELECT name FROM pg_timezone_names)
  ORDER BY u.tenant_id, u.created_at, u.id
) a WHERE a.tenant_id = t.id;
--> statement-breakpoint
CREATE FUNCTION puente_school_day(p_tenant uuid, p_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (p_at AT TIME ZONE coalesce((SELECT t.time_zone FROM tenants t WHERE t.id = p_tenant), 'UTC'))::date
$$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION puente_rebuild_activity(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_user_days WHERE day BETWEEN p_from AND p_to;
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.kind, n.detail, n.created_at, puente_school_day(n.tenant_id, n.created_at) AS day,
      lag(n.created_at) OVER (PARTITION BY n.tenant_id, n.user_id, puente_school_day(n.tenant_id, n.created_at) ORDER BY n.created_at) AS prev_at
    FROM activity_events n
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
CREATE OR REPLACE FUNCTION puente_roll_up_ledger_rows(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH r AS (
    SELECT * FROM jsonb_to_recordset(p_rows) AS r(tenant_id uuid, account_id uuid, kind ledger_kind,
      amount_cents bigint, due_date date, created_at timestamptz, sign int)
  ), agg AS (
    SELECT tenant_id, account_id, coalesce(due_date, puente_school_day(tenant_id, created_at)) AS day,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'installment'), 0) AS installments_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'late_charge'), 0) AS late_charges_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'payment'), 0) AS payments_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunds_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'adjustment'), 0) AS adjustments_cents,
      coalesce(sum(sign) FILTER (WHERE kind = 'installment'), 0) AS installments_posted,
      coalesce(sum(sign) FILTER (WHERE kind = 'late_charge'), 0) AS late_charges_posted,
      coalesce(sum(sign) FILTER (WHERE kind = 'payment'), 0) AS payments_made
    FROM r GROUP BY 1, 2, 3
  ), accounts_days AS (
    INSERT INTO account_days AS a (tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
    SELECT tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made FROM agg
    ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    installments_cents = a.installments_cents + excluded.installments_cents,
    late_charges_cents = a.late_charges_cents + excluded.late_charges_cents,
    payments_cents = a.payments_cents + excluded.payments_cents,
    refunds_cents = a.refunds_cents + excluded.refunds_cents,
    adjustments_cents = a.adjustments_cents + excluded.adjustments_cents,
    installments_posted = a.installments_posted + excluded.installments_posted,
    late_charges_posted = a.late_charges_posted + excluded.late_charges_posted,
    payments_made = a.payments_made + excluded.payments_made
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, day, sum(installments_cents), sum(late_charges_cents), sum(payments_cents), sum(refunds_cents), sum(adjustments_cents), sum(installments_posted), sum(late_charges_posted), sum(payments_made) FROM agg GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    installments_cents = t.installments_cents + excluded.installments_cents,
    late_charges_cents = t.late_charges_cents + excluded.late_charges_cents,
    payments_cents = t.payments_cents + excluded.payments_cents,
    refunds_cents = t.refunds_cents + excluded.refunds_cents,
    adjustments_cents = t.adjustments_cents + excluded.adjustments_cents,
    installments_posted = t.installments_posted + excluded.installments_posted,
    late_charges_posted = t.late_charges_posted + excluded.late_charges_posted,
    payments_made = t.payments_made + excluded.payments_made;
  PERFORM puente_refresh_standing(ARRAY(SELECT DISTINCT (e->>'account_id')::uuid FROM jsonb_array_elements(p_rows) e));
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION puente_roll_up_payment_outcomes(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH s AS (
    SELECT * FROM jsonb_to_recordset(p_rows) AS s(id uuid, tenant_id uuid, account_id uuid, source text,
      status payment_status, amount_cents integer, updated_at timestamptz)
  ), holders AS (
    INSERT INTO activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at, account_id, detail)
    SELECT gen_random_uuid(), s.tenant_id, a.master_user_id,
      CASE WHEN s.source = 'autopay' THEN (CASE WHEN s.status = 'succeeded' THEN 'autopay.charged' ELSE 'autopay.declined' END)
        ELSE (CASE WHEN s.status = 'succeeded' THEN 'payment.made' ELSE 'payment.declined' END) END,
      'payment', s.id, s.updated_at, s.account_id, jsonb_build_object('amountCents', s.amount_cents)
    FROM s JOIN accounts a ON a.id = s.account_id AND a.tenant_id = s.tenant_id
    WHERE a.master_user_id IS NOT NULL
  ), counted AS (
    INSERT INTO account_days AS d (tenant_id, account_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, account_id, puente_school_day(tenant_id, updated_at),
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    payments_declined = d.payments_declined + excluded.payments_declined,
    autopay_charged = d.autopay_charged + excluded.autopay_charged,
    autopay_declined = d.autopay_declined + excluded.autopay_declined
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, puente_school_day(tenant_id, updated_at), count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    payments_declined = t.payments_declined + excluded.payments_declined,
    autopay_charged = t.autopay_charged + excluded.autopay_charged,
    autopay_declined = t.autopay_declined + excluded.autopay_declined;
END;
$$;
--> statement-breakpoint
-- A school's ledger sums re-filed under its days (the payment outcome counts keep the day they were filed on).
CREATE FUNCTION puente_rebuild_money_days(p_tenant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_days SET installments_cents = 0, late_charges_cents = 0, payments_cents = 0, refunds_cents = 0,
    adjustments_cents = 0, installments_posted = 0, late_charges_posted = 0, payments_made = 0
  WHERE tenant_id = p_tenant;
  INSERT INTO account_days AS a (tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents,
    refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, account_id, coalesce(due_date, puente_school_day(tenant_id, created_at)),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'installment'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'late_charge'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'adjustment'), 0),
    count(*) FILTER (WHERE kind = 'installment'), count(*) FILTER (WHERE kind = 'late_charge'),
    count(*) FILTER (WHERE kind = 'payment')
  FROM ledger_entries WHERE tenant_id = p_tenant GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET installments_cents = excluded.installments_cents,
    late_charges_cents = excluded.late_charges_cents, payments_cents = excluded.payments_cents,
    refunds_cents = excluded.refunds_cents, adjustments_cents = excluded.adjustments_cents,
    installments_posted = excluded.installments_posted, late_charges_posted = excluded.late_charges_posted,
    payments_made = excluded.payments_made;
  UPDATE tenant_money_days SET installments_cents = 0, late_charges_cents = 0, payments_cents = 0, refunds_cents = 0,
    adjustments_cents = 0, installments_posted = 0, late_charges_posted = 0, payments_made = 0
  WHERE tenant_id = p_tenant;
  INSERT INTO tenant_money_days AS t (tenant_id, day, installments_cents, late_charges_cents, payments_cents,
    refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, day, sum(installments_cents), sum(late_charges_cents), sum(payments_cents), sum(refunds_cents),
    sum(adjustments_cents), sum(installments_posted), sum(late_charges_posted), sum(payments_made)
  FROM account_days WHERE tenant_id = p_tenant GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET installments_cents = excluded.installments_cents,
    late_charges_cents = excluded.late_charges_cents, payments_cents = excluded.payments_cents,
    refunds_cents = excluded.refunds_cents, adjustments_cents = excluded.adjustments_cents,
    installments_posted = excluded.installments_posted, late_charges_posted = excluded.late_charges_posted,
    payments_made = excluded.payments_made;
  PERFORM puente_refresh_standing(ARRAY(SELECT DISTINCT account_id FROM account_days WHERE tenant_id = p_tenant));
END;
$$;
--> statement-breakpoint
SELECT puente_rebuild_money_days(id) FROM tenants WHERE time_zone <> 'UTC';
