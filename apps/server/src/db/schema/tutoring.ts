import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

/**
 * A tutor's public profile and booking terms. Times of their availability are read in the tutor's own
 * time zone (users.time_zone). Rates are integer cents.
 */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    bio: text('bio').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** What the tutor earns per hour, in cents (the administration's figure; students pay the tenant's price). */
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    /** Session lengths offered, in minutes (30 and/or 60). */
    sessionLengths: integer('session_lengths').array().notNull().default(sql`'{30,60}'::integer[]`),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    horizonDays: integer('horizon_days').notNull().default(28),
    meetingLink: text('meeting_link'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tutor_profiles_tenant_user_key').on(t.tenantId, t.userId),
    foreignKey({
      name: 'tutor_profiles_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('tutor_profiles_rate', sql`${t.hourlyRateCents} >= 0`),
    check('tutor_profiles_notice', sql`${t.minNoticeMinutes} between 0 and 20160`),
    check('tutor_profiles_horizon', sql`${t.horizonDays} between 1 and 180`),
    check(
      'tutor_profiles_lengths',
      sql`${t.sessionLengths} <@ '{30,60}'::integer[] and cardinality(${t.sessionLengths}) > 0`,
    ),
  ],
);

/** A weekly window in the tutor's local time: ISO weekday 1 (Monday) … 7 (Sunday), 'HH:MM' to 'HH:MM'. */
export const tutorAvailabilityRules = pgTable(
  'tutor_availability_rules',
  {
    id: id(),
    tenantId: tenantId(),
    tutorId: uuid('tutor_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_availability_rules_tutor_idx').on(t.tenantId, t.tutorId),
    foreignKey({
      name: 'tutor_availability_rules_tutor_fk',
      columns: [t.tutorId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    check('tutor_availability_rules_weekday', sql`${t.weekday} between 1 and 7`),
    check(
      'tutor_availability_rules_times',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$' and ${t.startTime} < ${t.endTime}`,
    ),
  ],
);

export const tutorExceptionKindEnum = pgEnum('tutor_exception_kind', ['off', 'extra']);

/**
 * A one-off change on a local date of the tutor: a day (or some hours) off, or extra hours. An 'off'
 * without times takes the whole day away.
 */
export const tutorAvailabilityExceptions = pgTable(
  'tutor_availability_exceptions',
  {
    id: id(),
    tenantId: tenantId(),
    tutorId: uuid('tutor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: tutorExceptionKindEnum('kind').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_availability_exceptions_tutor_idx').on(t.tenantId, t.tutorId, t.day),
    foreignKey({
      name: 'tutor_availability_exceptions_tutor_fk',
      columns: [t.tutorId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    check(
      'tutor_availability_exceptions_times',
      sql`(${t.startTime} is null and ${t.endTime} is null and ${t.kind} = 'off') or (${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$' and ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export const tutoringSessionStatusEnum = pgEnum('tutoring_session_status', [
  'booked',
  'cancelled',
  'attended',
  'student_no_show',
  'tutor_no_show',
]);

/**
 * A booked session. The database refuses overlapping sessions of one tutor and of one student (the
 * exclusion constraints on `during`, written in the migration: btree_gist), whatever the code checks.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    tutorId: uuid('tutor_id').notNull(),
    studentId: uuid('student_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: tutoringSessionStatusEnum('status').notNull().default('booked'),
    note: text('note').notNull().default(''),
    /** What the student was working on when booking (course and lesson titles as they were then). */
    courseId: uuid('course_id'),
    contextLabel: text('context_label').notNull().default(''),
    /** The student's zone when booking (times of their mail). */
    studentTimeZone: text('student_time_zone').notNull(),
    meetingLink: text('meeting_link'),
    priceCents: integer('price_cents').notNull().default(0),
    /** The account charged (paid sessions). */
    accountId: uuid('account_id'),
    /** ICS SEQUENCE: each change of time or cancellation adds one, so calendars update the event. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tutoring_sessions_tutor_idx').on(t.tenantId, t.tutorId, t.startsAt),
    index('tutoring_sessions_student_idx').on(t.tenantId, t.studentId, t.startsAt),
    // An account holder's list: own sessions or the account's (a bitmap OR of the three indexes).
    index('tutoring_sessions_account_idx').on(t.tenantId, t.accountId, t.startsAt),
    index('tutoring_sessions_starts_idx').on(t.startsAt).where(sql`${t.status} = 'booked'`),
    foreignKey({
      name: 'tutoring_sessions_tutor_fk',
      columns: [t.tutorId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    foreignKey({
      name: 'tutoring_sessions_student_fk',
      columns: [t.studentId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check('tutoring_sessions_times', sql`${t.startsAt} < ${t.endsAt}`),
    check('tutoring_sessions_price', sql`${t.priceCents} >= 0`),
  ],
);

/** Reminders claimed before they are sent: one row per session and kind, so two instances send once. */
export const tutoringReminders = pgTable(
  'tutoring_reminders',
  {
    tenantId: tenantId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    /** '24h' or '1h', with the session's start (a rescheduled session is reminded again). */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'tutoring_reminders_pkey', columns: [t.sessionId, t.kind, t.startsAt] })],
);

/**
 * A recording a student made in speaking practice and sent to one of their tutors (decision 0166). The
 * bytes live in the media storage under `storageKey` (`<tenant>/recordings/<id>.<ext>`), outside the
 * media library: only the student and the tutor are served them. Gone with either person's row.
 */
export const tutoringRecordings = pgTable(
  'tutoring_recordings',
  {
    id: id(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    tutorId: uuid('tutor_id').notNull(),
    /** The student's latest session with the tutor when it was sent (null once that session is gone). */
    sessionId: uuid('session_id').references(() => tutoringSessions.id, { onDelete: 'set null' }),
    /** The review card practised, when it was one (a lesson's listening item has none). */
    cardId: uuid('card_id'),
    /** What was practised: the card's or the item's English text, as it was then. */
    practisedText: text('practised_text').notNull(),
    note: text('note').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    durationMs: integer('duration_ms').notNull(),
    storageKey: text('storage_key').notNull(),
    listenedAt: timestamp('listened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutoring_recordings_tutor_idx').on(t.tenantId, t.tutorId, t.createdAt),
    index('tutoring_recordings_student_idx').on(t.tenantId, t.studentId, t.createdAt),
    foreignKey({
      name: 'tutoring_recordings_student_fk',
      columns: [t.studentId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tutoring_recordings_tutor_fk',
      columns: [t.tutorId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    check('tutoring_recordings_size', sql`${t.size} > 0`),
    check('tutoring_recordings_duration', sql`${t.durationMs} between 1 and 21000`),
    check('tutoring_recordings_mime', sql`${t.mime} in ('audio/webm', 'audio/ogg', 'audio/mp4')`),
    check('tutoring_recordings_text', sql`char_length(${t.practisedText}) <= 500`),
    check('tutoring_recordings_note', sql`char_length(${t.note}) <= 500`),
  ],
);

export type TutorProfile = typeof tutorProfiles.$inferSelect;
export type TutorAvailabilityRule = typeof tutorAvailabilityRules.$inferSelect;
export type TutorAvailabilityException = typeof tutorAvailabilityExceptions.$inferSelect;
export type TutoringSession = typeof tutoringSessions.$inferSelect;
export type TutoringRecording = typeof tutoringRecordings.$inferSelect;
