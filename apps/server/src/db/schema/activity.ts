/**
 * Daily and monthly roll-ups of the activity events and of the accounts' money (decision 0090). They are
 * kept by statement triggers on activity_events, exercise_attempts (a check is its attempt, decision 0167),
 * ledger_entries and payments (the same statement as the
 * write, no extra round trip) and can be rebuilt for any days by modules/activity/rebuild-activity-days.ts.
 * Reports read only these tables, never the raw events.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The counters shared by a user's day and month (one column per kind of event). */
const counters = () => ({
  events: integer('events').notNull().default(0),
  studySeconds: integer('study_seconds').notNull().default(0),
  signIns: integer('sign_ins').notNull().default(0),
  lessonsOpened: integer('lessons_opened').notNull().default(0),
  lessonsCompleted: integer('lessons_completed').notNull().default(0),
  exercisesRight: integer('exercises_right').notNull().default(0),
  exercisesWrong: integer('exercises_wrong').notNull().default(0),
  examsStarted: integer('exams_started').notNull().default(0),
  examsSubmitted: integer('exams_submitted').notNull().default(0),
  examsPassed: integer('exams_passed').notNull().default(0),
  /** Sum of the submitted exams' scores (0–100 each): the average is this over exams_submitted. */
  examScoreSum: integer('exam_score_sum').notNull().default(0),
  reviews: integer('reviews').notNull().default(0),
  lookups: integer('lookups').notNull().default(0),
});

/** An account's (or all accounts') money of a day, in cents, and its payments' outcomes. */
const moneyCounters = () => ({
  installmentsCents: bigint('installments_cents', { mode: 'number' }).notNull().default(0),
  lateChargesCents: bigint('late_charges_cents', { mode: 'number' }).notNull().default(0),
  paymentsCents: bigint('payments_cents', { mode: 'number' }).notNull().default(0),
  refundsCents: bigint('refunds_cents', { mode: 'number' }).notNull().default(0),
  /** Signed: positive adds to the balance, negative takes from it. */
  adjustmentsCents: bigint('adjustments_cents', { mode: 'number' }).notNull().default(0),
  installmentsPosted: integer('installments_posted').notNull().default(0),
  lateChargesPosted: integer('late_charges_posted').notNull().default(0),
  paymentsMade: integer('payments_made').notNull().default(0),
  paymentsDeclined: integer('payments_declined').notNull().default(0),
  autopayCharged: integer('autopay_charged').notNull().default(0),
  autopayDeclined: integer('autopay_declined').notNull().default(0),
});

/** One row per tenant, user and UTC day with activity. */
export const activityUserDays = pgTable(
  'activity_user_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...counters(),
    /** The day's latest event: where the next event's study gap starts. */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'activity_user_days_pkey', columns: [t.tenantId, t.day, t.userId] }),
    index('activity_user_days_user_idx').on(t.tenantId, t.userId, t.day),
  ],
);

/** The same counters per calendar month (first day of the month): long ranges read 30 times fewer rows. */
export const activityUserMonths = pgTable(
  'activity_user_months',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...counters(),
  },
  (t) => [
    primaryKey({ name: 'activity_user_months_pkey', columns: [t.tenantId, t.month, t.userId] }),
    index('activity_user_months_user_idx').on(t.tenantId, t.userId, t.month),
  ],
);

/** The tenant's totals per day (all users), with the users active that day: charts of any length. */
export const activityTenantDays = pgTable(
  'activity_tenant_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    activeUsers: integer('active_users').notNull().default(0),
    ...counters(),
  },
  (t) => [primaryKey({ name: 'activity_tenant_days_pkey', columns: [t.tenantId, t.day] })],
);

/** An account's money per day, in cents, and its payments' outcomes. */
export const accountDays = pgTable(
  'account_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...moneyCounters(),
  },
  (t) => [
    primaryKey({ name: 'account_days_pkey', columns: [t.tenantId, t.day, t.accountId] }),
    index('account_days_account_idx').on(t.tenantId, t.accountId, t.day),
  ],
);

/** The tenant's users active per calendar month (a user counts once a month), for charts by month. */
export const activityTenantMonths = pgTable(
  'activity_tenant_months',
  {
    tenantId: uuid('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    activeUsers: integer('active_users').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'activity_tenant_months_pkey', columns: [t.tenantId, t.month] })],
);

/** All the tenant's accounts' money per day (the sums of account_days): charts of all accounts. */
export const tenantMoneyDays = pgTable(
  'tenant_money_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...moneyCounters(),
  },
  (t) => [primaryKey({ name: 'tenant_money_days_pkey', columns: [t.tenantId, t.day] })],
);

/**
 * Each account's standing, kept with its ledger: what it owes (charges less payments) and the due date
 * of its oldest unpaid charge (payments pay the oldest first). The overdue ageing reads only this.
 */
export const accountStanding = pgTable(
  'account_standing',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    owedCents: bigint('owed_cents', { mode: 'number' }).notNull().default(0),
    oldestUnpaidOn: date('oldest_unpaid_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'account_standing_pkey', columns: [t.tenantId, t.accountId] }),
    index('account_standing_owing_idx').on(t.tenantId, t.oldestUnpaidOn).where(sql`${t.owedCents} > 0`),
  ],
);
