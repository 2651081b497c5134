/** Learning content: courses, lessons (chapters), exercises, exams and their questions. */
import type {
  TCefrLevel,
  TExamSkill,
  TExerciseDefinition,
  TExerciseType,
  TReviewWord,
  TViewMode,
  TVocabularyItem,
} from '@puente/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../new-id.ts';
import { createdAt, deletedAt, id, searchable, updatedAt, updatedBy, version } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

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
    /** The lesson score (percent, the mean of each exercise's best score) that completes a lesson. */
    passPercent: integer('pass_percent').notNull().default(80),
    /**
     * The professor or administrator who owns the course (its creator; older courses: the school's first
     * administrator). Null only where a school had no administrator: then only administrators edit it.
     */
    ownerId: uuid('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('courses_tenant_key_key').on(t.tenantId, t.key),
    check('courses_pass_percent_range', sql`${t.passPercent} between 1 and 100`),
    // A live course's title is unique in the tenant in each language (the HEAD title check's rule).
    uniqueIndex('courses_tenant_title_es_live_key')
      .on(t.tenantId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('courses_tenant_title_en_live_key')
      .on(t.tenantId, searchable(t.titleEn))
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A co-teacher of a course: a professor of the same school who edits it as its owner does (not the owner). */
export const courseTeachers = pgTable(
  'course_teachers',
  {
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_teachers_course_user_key').on(t.courseId, t.userId),
    index('course_teachers_user_idx').on(t.userId),
  ],
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
    /** Listed in its course (staff may unassign a lesson: it stays, hidden from students, until assigned again). */
    assigned: boolean('assigned').notNull().default(true),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    viewMode: text('view_mode').$type<TViewMode>().notNull(),
    streamOrigin: text('stream_origin').notNull().default(''),
    body: text('body').notNull(),
    transcript: text('transcript').notNull().default(''),
    vocabulary: jsonb('vocabulary').$type<TVocabularyItem[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('chapters_course_key_key').on(t.courseId, t.key),
    // A live lesson's Spanish title is unique in its course (the HEAD title check's rule).
    uniqueIndex('chapters_course_title_live_key')
      .on(t.courseId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
  ],
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
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('exercises_chapter_key_key').on(t.chapterId, t.key),
    // What an attempt names (exercise_attempts_exercise_fk, a trigger of migration 0031): the exercise with
    // its tenant and course. Its columns are thus key columns: moving an exercise waits for a check naming it.
    uniqueIndex('exercises_id_tenant_course_key').on(t.id, t.tenantId, t.courseId),
    index('exercises_course_idx').on(t.courseId),
    // A lesson's live exercises, counted by the course list and the lesson lists (decision 0173): an
    // index-only count per lesson instead of a scan of every exercise of the school per lesson.
    index('exercises_live_chapter_idx').on(t.chapterId).where(sql`${t.deletedAt} is null`),
    // A live exercise's instruction is unique in its lesson (the HEAD prompt check's rule).
    uniqueIndex('exercises_chapter_prompt_live_key')
      .on(t.chapterId, searchable(sql`${t.definition} ->> 'prompt'`))
      .where(sql`${t.deletedAt} is null`),
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
    /** Questions each attempt draws from the live ones (fixed for the attempt); null draws them all. */
    drawCount: integer('draw_count'),
    /** Hours a failed attempt waits before the next one may start. */
    retakeCooldownHours: integer('retake_cooldown_hours').notNull().default(24),
    /** Attempts a student may make; null for no limit. */
    maxAttempts: integer('max_attempts'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('exams_course_key_key').on(t.courseId, t.key),
    // A live exam's Spanish title is unique in its course (the HEAD title check's rule).
    uniqueIndex('exams_course_title_live_key')
      .on(t.courseId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
  ],
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
    /** What the question measures (reading, listening…): the certificate's score per skill. */
    skill: text('skill').$type<TExamSkill>().notNull().default('grammar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('exam_questions_exam_key_key').on(t.examId, t.key)],
);

/** A slot of a carousel (the landing page's, …) pointing to a course, lesson, exam or address. */
export const carouselSlots = pgTable(
  'carousel_slots',
  {
    id: id(),
    tenantId: tenantId(),
    /** Which carousel setup the slot belongs to ('landing'). */
    carouselId: text('carousel_id').notNull(),
    /** 1 to the setup's slot count; a live slot holds its position alone. */
    position: integer('position').notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    resourceType: text('resource_type').$type<'course' | 'chapter' | 'exam' | 'url'>().notNull(),
    resourceId: uuid('resource_id'),
    resourceUrl: text('resource_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('carousel_slots_position_live_key')
      .on(t.tenantId, t.carouselId, t.position)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('carousel_slots_title_live_key')
      .on(t.tenantId, t.carouselId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
    check('carousel_slots_position_positive', sql`${t.position} > 0`),
  ],
);

/** A review lesson: vocabulary chosen from a course's lessons, to practise later. */
export const reviewLessons = pgTable(
  'review_lessons',
  {
    id: id(),
    tenantId: tenantId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** Its stable identifier in content files (import updates by key). */
    key: text('key')
      .notNull()
      .$defaultFn(() => `review-${newId()}`),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    words: jsonb('words').$type<TReviewWord[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('review_lessons_course_key_key').on(t.courseId, t.key),
    uniqueIndex('review_lessons_course_title_live_key')
      .on(t.courseId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type Course = typeof courses.$inferSelect;
export type Chapter = typeof chapters.$inferSelect;
export type Exercise = typeof exercises.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type ExamQuestion = typeof examQuestions.$inferSelect;
export type CarouselSlot = typeof carouselSlots.$inferSelect;
export type ReviewLesson = typeof reviewLessons.$inferSelect;
export type CourseTeacher = typeof courseTeachers.$inferSelect;
