import type {
  TCefrLevel,
  TExerciseAnswer,
  TExerciseDefinition,
  TExerciseType,
  TViewMode,
  TVocabularyItem,
} from '@puente/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';
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

/** A course; `key` is its stable identifier in content files (import updates by key). */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    level: text('level').$type<TCefrLevel>().notNull(),
    coverImage: text('cover_image'),
    presentationOrder: integer('presentation_order').notNull(),
    locale: text('locale').$type<'es' | 'en'>().notNull().default('es'),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('courses_tenant_key_key').on(t.tenantId, t.key)],
);

/** A lesson of a course, in `position` order. */
export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    viewMode: text('view_mode').$type<TViewMode>().notNull(),
    streamOrigin: text('stream_origin').notNull().default(''),
    body: text('body').notNull(),
    transcript: text('transcript').notNull().default(''),
    vocabulary: jsonb('vocabulary').$type<TVocabularyItem[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('chapters_course_key_key').on(t.courseId, t.key)],
);

/** An exercise of a lesson; `definition` holds its type-specific content, answers included. */
export const exercises = pgTable(
  'exercises',
  {
    id: id(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    type: text('type').$type<TExerciseType>().notNull(),
    definition: jsonb('definition').$type<TExerciseDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('exercises_chapter_key_key').on(t.chapterId, t.key),
    index('exercises_course_idx').on(t.courseId),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: id(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    passMark: integer('pass_mark').notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('exams_course_key_key').on(t.courseId, t.key)],
);

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: id(),
    tenantId: tenantId(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    type: text('type').$type<TExerciseType>().notNull(),
    definition: jsonb('definition').$type<TExerciseDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('exam_questions_exam_key_key').on(t.examId, t.key)],
);

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
    tenantId: tenantId(),
    userId: userId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    answer: jsonb('answer').$type<TExerciseAnswer>().notNull(),
    score: integer('score').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('exercise_attempts_user_exercise_idx').on(t.userId, t.exerciseId)],
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
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
  ],
);

/** What students did, for reports: lesson viewed, exercise checked, exam submitted… */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userId(),
    kind: text('kind').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('activity_events_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

export type Course = typeof courses.$inferSelect;
export type Chapter = typeof chapters.$inferSelect;
export type Exercise = typeof exercises.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type ExamQuestion = typeof examQuestions.$inferSelect;
export type ExamAttempt = typeof examAttempts.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
