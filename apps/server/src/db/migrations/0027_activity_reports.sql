CREATE TABLE "account_days" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"installments_cents" bigint DEFAULT 0 NOT NULL,
	"late_charges_cents" bigint DEFAULT 0 NOT NULL,
	"payments_cents" bigint DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"adjustments_cents" bigint DEFAULT 0 NOT NULL,
	"installments_posted" integer DEFAULT 0 NOT NULL,
	"late_charges_posted" integer DEFAULT 0 NOT NULL,
	"payments_made" integer DEFAULT 0 NOT NULL,
	"payments_declined" integer DEFAULT 0 NOT NULL,
	"autopay_charged" integer DEFAULT 0 NOT NULL,
	"autopay_declined" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_days_pkey" PRIMARY KEY("tenant_id","day","account_id")
);
--> statement-breakpoint
CREATE TABLE "account_standing" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"owed_cents" bigint DEFAULT 0 NOT NULL,
	"oldest_unpaid_on" date,
	CONSTRAINT "account_standing_pkey" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "activity_tenant_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"lessons_opened" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"exercises_right" integer DEFAULT 0 NOT NULL,
	"exercises_wrong" integer DEFAULT 0 NOT NULL,
	"exams_started" integer DEFAULT 0 NOT NULL,
	"exams_submitted" integer DEFAULT 0 NOT NULL,
	"exams_passed" integer DEFAULT 0 NOT NULL,
	"exam_score_sum" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_tenant_days_pkey" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_tenant_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"active_users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_tenant_months_pkey" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
CREATE TABLE "activity_user_days" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"lessons_opened" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"exercises_right" integer DEFAULT 0 NOT NULL,
	"exercises_wrong" integer DEFAULT 0 NOT NULL,
	"exams_started" integer DEFAULT 0 NOT NULL,
	"exams_submitted" integer DEFAULT 0 NOT NULL,
	"exams_passed" integer DEFAULT 0 NOT NULL,
	"exam_score_sum" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_user_days_pkey" PRIMARY KEY("tenant_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_user_months" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"study_seconds" integer DEFAULT 0 NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"lessons_opened" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"exercises_right" integer DEFAULT 0 NOT NULL,
	"exercises_wrong" integer DEFAULT 0 NOT NULL,
	"exams_started" integer DEFAULT 0 NOT NULL,
	"exams_submitted" integer DEFAULT 0 NOT NULL,
	"exams_passed" integer DEFAULT 0 NOT NULL,
	"exam_score_sum" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_user_months_pkey" PRIMARY KEY("tenant_id","month","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_money_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"installments_cents" bigint DEFAULT 0 NOT NULL,
	"late_charges_cents" bigint DEFAULT 0 NOT NULL,
	"payments_cents" bigint DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"adjustments_cents" bigint DEFAULT 0 NOT NULL,
	"installments_posted" integer DEFAULT 0 NOT NULL,
	"late_charges_posted" integer DEFAULT 0 NOT NULL,
	"payments_made" integer DEFAULT 0 NOT NULL,
	"payments_declined" integer DEFAULT 0 NOT NULL,
	"autopay_charged" integer DEFAULT 0 NOT NULL,
	"autopay_declined" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_money_days_pkey" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE INDEX "account_days_account_idx" ON "account_days" USING btree ("tenant_id","account_id","day");--> statement-breakpoint
CREATE INDEX "account_standing_owing_idx" ON "account_standing" USING btree ("tenant_id","oldest_unpaid_on") WHERE "account_standing"."owed_cents" > 0;--> statement-breakpoint
CREATE INDEX "activity_user_days_user_idx" ON "activity_user_days" USING btree ("tenant_id","user_id","day");--> statement-breakpoint
CREATE INDEX "activity_user_months_user_idx" ON "activity_user_months" USING btree ("tenant_id","user_id","month");--> statement-breakpoint
CREATE INDEX "activity_events_created_at_brin" ON "activity_events" USING brin ("created_at");
--> statement-breakpoint
-- The roll-ups are kept by statement triggers: one call per statement whatever its number of rows, in the
-- same transaction as the write (decision 0090). Study time: the gap between consecutive events of a
-- user's day, a gap over five minutes (or the day's first event) counting one minute.
CREATE FUNCTION puente_roll_up_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.kind, n.detail, n.created_at, (n.created_at AT TIME ZONE 'UTC')::date AS day,
      coalesce(lag(n.created_at) OVER (PARTITION BY n.tenant_id, n.user_id, (n.created_at AT TIME ZONE 'UTC')::date ORDER BY n.created_at),
        (SELECT d.last_at FROM activity_user_days d
          WHERE d.tenant_id = n.tenant_id AND d.day = (n.created_at AT TIME ZONE 'UTC')::date AND d.user_id = n.user_id)) AS prev_at
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
CREATE TRIGGER activity_events_roll_up AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_roll_up_activity();
--> statement-breakpoint
-- Recomputes the roll-ups of the UTC days from p_from to p_to (all tenants) from the raw events: the job
-- that can be re-run for any day (idempotent), and the back-fill of the events recorded before the roll-ups.
CREATE FUNCTION puente_rebuild_activity(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM activity_user_days WHERE day BETWEEN p_from AND p_to;
  WITH ev AS (
    SELECT n.tenant_id, n.user_id, n.kind, n.detail, n.created_at, (n.created_at AT TIME ZONE 'UTC')::date AS day,
      lag(n.created_at) OVER (PARTITION BY n.tenant_id, n.user_id, (n.created_at AT TIME ZONE 'UTC')::date ORDER BY n.created_at) AS prev_at
    FROM activity_events n
    WHERE n.created_at >= (p_from::timestamp AT TIME ZONE 'UTC') AND n.created_at < ((p_to + 1)::timestamp AT TIME ZONE 'UTC')
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
-- Each account's standing from its days: what it owes and the due date of its oldest unpaid charge.
CREATE FUNCTION puente_refresh_standing(p_accounts uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_standing AS s (tenant_id, account_id, owed_cents, oldest_unpaid_on)
  SELECT tenant_id, account_id, max(charged_to_date) - max(paid),
    min(day) FILTER (WHERE charged > 0 AND charged_to_date > paid)
  FROM (
    SELECT tenant_id, account_id, day,
      installments_cents + late_charges_cents + adjustments_cents + refunds_cents AS charged,
      sum(installments_cents + late_charges_cents + adjustments_cents + refunds_cents)
        OVER (PARTITION BY account_id ORDER BY day) AS charged_to_date,
      sum(payments_cents) OVER (PARTITION BY account_id) AS paid
    FROM account_days WHERE account_id = ANY (p_accounts)
  ) d
  GROUP BY tenant_id, account_id
  ON CONFLICT (tenant_id, account_id) DO UPDATE SET owed_cents = excluded.owed_cents, oldest_unpaid_on = excluded.oldest_unpaid_on;
$$;
--> statement-breakpoint
CREATE FUNCTION puente_roll_up_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH agg AS (
    SELECT tenant_id, account_id, coalesce(due_date, (created_at AT TIME ZONE 'UTC')::date) AS day,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'installment'), 0) AS installments_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'late_charge'), 0) AS late_charges_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0) AS payments_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunds_cents,
      coalesce(sum(amount_cents) FILTER (WHERE kind = 'adjustment'), 0) AS adjustments_cents,
      count(*) FILTER (WHERE kind = 'installment') AS installments_posted,
      count(*) FILTER (WHERE kind = 'late_charge') AS late_charges_posted,
      count(*) FILTER (WHERE kind = 'payment') AS payments_made
    FROM new_rows GROUP BY 1, 2, 3
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
  PERFORM puente_refresh_standing(ARRAY(SELECT DISTINCT account_id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_roll_up AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_roll_up_ledger();
--> statement-breakpoint
-- A payment that leaves 'pending' (succeeded or failed) is recorded as an activity event of the account's holder
-- (payment.made / payment.declined, autopay.charged / autopay.declined); its account's day counts the declines
-- and the auto-pay outcomes (a payment made is counted by its ledger entry). Charges count on their due date.
CREATE FUNCTION puente_roll_up_settled_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH s AS (
    SELECT n.* FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.status = 'pending' AND n.status IN ('succeeded', 'failed')
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
  SELECT tenant_id, account_id, (updated_at AT TIME ZONE 'UTC')::date,
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    payments_declined = d.payments_declined + excluded.payments_declined,
    autopay_charged = d.autopay_charged + excluded.autopay_charged,
    autopay_declined = d.autopay_declined + excluded.autopay_declined
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, (updated_at AT TIME ZONE 'UTC')::date, count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    payments_declined = t.payments_declined + excluded.payments_declined,
    autopay_charged = t.autopay_charged + excluded.autopay_charged,
    autopay_declined = t.autopay_declined + excluded.autopay_declined;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_settled_roll_up AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_roll_up_settled_payments();
--> statement-breakpoint
CREATE FUNCTION puente_roll_up_new_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH s AS (
    SELECT n.* FROM new_rows n WHERE n.status IN ('succeeded', 'failed')
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
  SELECT tenant_id, account_id, (updated_at AT TIME ZONE 'UTC')::date,
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    payments_declined = d.payments_declined + excluded.payments_declined,
    autopay_charged = d.autopay_charged + excluded.autopay_charged,
    autopay_declined = d.autopay_declined + excluded.autopay_declined
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, (updated_at AT TIME ZONE 'UTC')::date, count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    payments_declined = t.payments_declined + excluded.payments_declined,
    autopay_charged = t.autopay_charged + excluded.autopay_charged,
    autopay_declined = t.autopay_declined + excluded.autopay_declined;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_new_roll_up AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_roll_up_new_payments();
--> statement-breakpoint
-- The events and the ledger recorded before the roll-ups existed.
SELECT puente_rebuild_activity(coalesce((SELECT min(created_at AT TIME ZONE 'UTC')::date FROM activity_events), current_date), current_date + 1);
--> statement-breakpoint
INSERT INTO account_days (tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents,
  refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
SELECT tenant_id, account_id, coalesce(due_date, (created_at AT TIME ZONE 'UTC')::date),
  coalesce(sum(amount_cents) FILTER (WHERE kind = 'installment'), 0),
  coalesce(sum(amount_cents) FILTER (WHERE kind = 'late_charge'), 0),
  coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0),
  coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0),
  coalesce(sum(amount_cents) FILTER (WHERE kind = 'adjustment'), 0),
  count(*) FILTER (WHERE kind = 'installment'), count(*) FILTER (WHERE kind = 'late_charge'),
  count(*) FILTER (WHERE kind = 'payment')
FROM ledger_entries GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO tenant_money_days (tenant_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made, payments_declined, autopay_charged, autopay_declined)
SELECT tenant_id, day, sum(installments_cents), sum(late_charges_cents), sum(payments_cents), sum(refunds_cents), sum(adjustments_cents), sum(installments_posted), sum(late_charges_posted), sum(payments_made), sum(payments_declined), sum(autopay_charged), sum(autopay_declined)
FROM account_days GROUP BY 1, 2;
--> statement-breakpoint
SELECT puente_refresh_standing(ARRAY(SELECT DISTINCT account_id FROM account_days));
