/** Learning content: courses, lessons (chapters), exercises, exams and their questions. */
import type {
  TCefrLevel,
  TExerciseDefinition,
  TExerciseType,
  TViewMode,
  TVocabularyItem,
} from '@puente/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, searchable, updatedAt, updatedBy, version } from './columns.ts';
import { tenants } from './tenants.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('courses_tenant_key_key').on(t.tenantId, t.key),
    // A live course's title is unique in the tenant in each language (the HEAD title check's rule).
    uniqueIndex('courses_tenant_title_es_live_key')
      .on(t.tenantId, searchable(t.titleEs))
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('courses_tenant_title_en_live_key')
      .on(t.tenantId, searchable(t.titleEn))
      .where(sql`${t.deletedAt} is null`),
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
    updatedBy: updatedBy(),
    version: version(),
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
    updatedBy: updatedBy(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('exam_questions_exam_key_key').on(t.examId, t.key)],
);

export type Course = typeof courses.$inferSelect;
export type Chapter = typeof chapters.$inferSelect;
export type Exercise = typeof exercises.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type ExamQuestion = typeof examQuestions.$inferSelect;
