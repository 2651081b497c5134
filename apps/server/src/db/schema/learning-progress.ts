/** What students do with the content: enrollments, exams owned and taken, progress, certificates, activity. */
import type {
  TCefrLevel,
  TCheckResult,
  TExamSkill,
  TExerciseAnswer,
  TPresentedExercise,
  TSkillScore,
} from '@puente/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { chapters, courses, examQuestions, exams } from './learning-content.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A student enrolled in a course (once). */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enrollments_user_course_key').on(t.userId, t.courseId)],
);

/** A student owns an exam (once); enrollment creates the ownerships of the course's exams. */
export const userExams = pgTable(
  'user_exams',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_exams_user_exam_key').on(t.userId, t.examId)],
);

/** A submitted attempt as the student saw it (options in its order) and as each question was graded. */
export type AttemptReview = {
  questions: TPresentedExercise[];
  results: (TCheckResult & { questionId: string; answered: boolean; skill: TExamSkill })[];
};

/** One attempt at an exam; at most one open (not submitted) attempt per user and exam. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    startedAt: at('started_at').notNull(),
    /** started_at + the time limit; null without a limit. */
    deadlineAt: at('deadline_at'),
    submittedAt: at('submitted_at'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: integer('score'),
    passed: boolean('passed'),
    /** The questions drawn for this attempt, in order; null for attempts from before pools (all live ones). */
    questionIds: uuid('question_ids').array(),
    /** What the student saw and how each question was graded, kept as it was at submission. */
    review: jsonb('review').$type<AttemptReview>(),
  },
  (t) => [
    uniqueIndex('exam_attempts_one_open_key').on(t.userId, t.examId).where(sql`${t.submittedAt} is null`),
    index('exam_attempts_user_exam_idx').on(t.userId, t.examId),
  ],
);

/** The latest answer to one question of an attempt (autosaved as it is given). */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: id(),
    tenantId: tenantId(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => examQuestions.id),
    answer: jsonb('answer').$type<TExerciseAnswer>().notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [uniqueIndex('exam_answers_attempt_question_key').on(t.attemptId, t.questionId)],
);

/** A student's progress in one lesson. */
export const chapterProgress = pgTable(
  'chapter_progress',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id),
    firstViewedAt: at('first_viewed_at').notNull(),
    lastViewedAt: at('last_viewed_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [uniqueIndex('chapter_progress_user_chapter_key').on(t.userId, t.chapterId)],
);

export const exerciseAttempts = pgTable(
  'exercise_attempts',
  {
    id: id(),
    // The tenant, user, exercise and course are checked together: an attempt names an exercise of its
    // tenant and course and a user of its tenant, so it can never mix tenants. Not foreign keys but
    // triggers of migration 0031 that keep the same rules once per statement (decision 0104): the
    // referenced rows are locked as a key would lock them, an exercise moved to another course takes
    // its attempts along, and a referenced user or exercise cannot be deleted.
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    exerciseId: uuid('exercise_id').notNull(),
    answer: jsonb('answer').$type<TExerciseAnswer>().notNull(),
    score: integer('score').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // With the tenant first and the score last, a user's best score on an exercise is read from the
    // top of the index (a check answers it), never by visiting every attempt, whatever the statistics.
    index('exercise_attempts_tenant_user_exercise_score_idx').on(t.tenantId, t.userId, t.exerciseId, t.score),
  ],
);

/** Issued once per user and course; `code` is the public verification code. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    code: text('code').notNull(),
    /** The holder's full name and the course as they were at issue. */
    holderName: text('holder_name').notNull(),
    courseTitleEs: text('course_title_es').notNull(),
    courseTitleEn: text('course_title_en').notNull(),
    level: text('level').$type<TCefrLevel>().notNull(),
    issuedAt: at('issued_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The score per skill over the passed exams, as it was at issue. */
    skillScores: jsonb('skill_scores').$type<TSkillScore[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
  ],
);

/**
 * What students did, for reports: lesson viewed, exam submitted… An exercise check is its attempt
 * (exercise_attempts, decision 0167): no row here; older 'exercise.checked' rows without an attempt stay.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
    /** The account the event concerns (payments); null for learning events. */
    accountId: uuid('account_id'),
    /** A few facts of the event: { correct } for an exercise, { score, passed } for an exam, { amountCents }. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    // The user is of the event's tenant: checked once per statement by a trigger of migration 0031, as
    // exercise_attempts' references (decision 0104).
    index('activity_events_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt),
    // Append-only, in time order: a block range index finds a time range for a few kilobytes (0090).
    index('activity_events_created_at_brin').using('brin', t.createdAt),
  ],
);

export type ExamAttempt = typeof examAttempts.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;

/** Where a student stopped in an audio lesson of the MP3 course (one row per user and lesson). */
export const audioPositions = pgTable(
  'audio_positions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id),
    /** Milliseconds from the start of the file. */
    positionMs: integer('position_ms').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // The user of the same tenant (decision 0063).
    foreignKey({
      name: 'audio_positions_user_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    uniqueIndex('audio_positions_user_chapter_key').on(t.userId, t.chapterId),
  ],
);
export type AudioPosition = typeof audioPositions.$inferSelect;
