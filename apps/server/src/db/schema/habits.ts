/** Study habit: a student's onboarding (placement test, daily goal), streak and study reminder. */
import type { TCefrLevel } from '@puente/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** How a student's onboarding ended: finished, skipped, or an account older than onboarding. */
export type OnboardingState = 'done' | 'skipped' | 'existing';

/**
 * A student's study habit; without a row the student has not been onboarded yet (the placement test
 * and the goal are offered at their first sign-in). One row per user.
 */
export const studyHabits = pgTable(
  'study_habits',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** Null while the placement test is under way (its level recorded, the goal not chosen yet). */
    onboarding: text('onboarding').$type<OnboardingState>(),
    placementLevel: text('placement_level').$type<TCefrLevel>(),
    /** The placement's step (0–5: A1 low … B1 high), which picks the starting lesson in the course. */
    placementStep: integer('placement_step'),
    /** Minutes of study a day that make the day count for the streak. */
    dailyGoalMinutes: integer('daily_goal_minutes').notNull().default(10),
    reminderEnabled: boolean('reminder_enabled').notNull().default(false),
    /** The local hour (0–23, the student's time zone) of the reminder. */
    reminderHour: integer('reminder_hour').notNull().default(19),
    createdAt: at('created_at').notNull().default(sql`now()`),
    updatedAt: at('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'study_habits_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    index('study_habits_reminder_idx').on(t.reminderHour).where(sql`${t.reminderEnabled}`),
    check('study_habits_goal_range', sql`${t.dailyGoalMinutes} between 1 and 240`),
    check('study_habits_hour_range', sql`${t.reminderHour} between 0 and 23`),
    check('study_habits_step_range', sql`${t.placementStep} between 0 and 5`),
  ],
);

/** A reminder mail claimed for a student's local day: at most one a day, whatever runs the job. */
export const studyReminderClaims = pgTable(
  'study_reminder_claims',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The student's local date the reminder is for. */
    day: date('day').notNull(),
    /**
     * SHA-256 (hex) of the random token of this mail's one-click link that turns reminders off (each
     * mail its own, so every mail's link keeps working; the token itself is only in the mail).
     */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.day] }),
    foreignKey({
      name: 'study_reminder_claims_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    uniqueIndex('study_reminder_claims_token_key').on(t.tokenHash),
  ],
);

export type StudyHabit = typeof studyHabits.$inferSelect;
