import { z } from 'zod';
import { ZVocabularyItem } from './content-package.ts';
import { ZExerciseType } from './exercise-definition.ts';
import { ZCefrLevel, ZContentKey, ZInstant, ZLocalizedText, ZViewMode } from './localized-text.ts';

export const ZIdParams = z.object({ id: z.uuid() });

export const ZCourseSummary = z.object({
  id: z.uuid(),
  key: ZContentKey,
  title: ZLocalizedText,
  description: ZLocalizedText,
  level: ZCefrLevel,
  coverImage: z.string().nullable(),
  order: z.number().int(),
  locale: z.enum(['es', 'en']),
  published: z.boolean(),
  lessonCount: z.number().int(),
  completedLessons: z.number().int(),
  /** Completed lessons in percent, 0–100. */
  progress: z.number().int().min(0).max(100),
  /** The lesson the student viewed last (null: the course is not started). */
  lastLessonId: z.uuid().nullable(),
  /**
   * Where "continue" goes: the first unfinished lesson after the one completed last (with none completed,
   * the lesson being read); null when every lesson is done or none was opened.
   */
  resumeLessonId: z.uuid().nullable(),
  enrolled: z.boolean(),
  /** Set only on soft-deleted courses (staff see them on GET /api/courses/:id). */
  deletedAt: ZInstant.nullable(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummary>;

const ZLessonSummary = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: ZLocalizedText,
  viewMode: ZViewMode,
  exerciseCount: z.number().int(),
  viewed: z.boolean(),
  completed: z.boolean(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

const ZCourseExamSummary = z.object({
  id: z.uuid(),
  title: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  questionCount: z.number().int(),
});

export const ZCourseDetail = ZCourseSummary.extend({
  /** The lesson score (percent) that completes a lesson. */
  passPercent: z.number().int(),
  lessons: z.array(ZLessonSummary),
  exams: z.array(ZCourseExamSummary),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

const ZExerciseStatus = z.enum(['not-started', 'attempted', 'correct']);
export type TExerciseStatus = z.infer<typeof ZExerciseStatus>;

export const ZExerciseSummary = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  chapterId: z.uuid(),
  position: z.number().int(),
  type: ZExerciseType,
  prompt: z.string(),
  /** The instruction in English, or null (see the presented exercise). */
  promptEn: z.string().nullable(),
  status: ZExerciseStatus,
  bestScore: z.number().int().nullable(),
  attempts: z.number().int(),
});
export type TExerciseSummary = z.infer<typeof ZExerciseSummary>;

export const ZChapterView = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseTitle: ZLocalizedText,
  position: z.number().int(),
  title: ZLocalizedText,
  viewMode: ZViewMode,
  /** Empty for reading, and for audio read aloud by speech synthesis from the transcript. */
  streamOrigin: z.string(),
  /** Spanish explanation with English examples (plain text; blank lines separate paragraphs). */
  body: z.string(),
  transcript: z.string(),
  vocabulary: z.array(ZVocabularyItem),
  exercises: z.array(ZExerciseSummary),
  /** The student's lesson score (percent, see lessonScore); null for a lesson without exercises. */
  score: z.number().int().min(0).max(100).nullable(),
  /** The course's score that completes a lesson. */
  passPercent: z.number().int(),
  previousLessonId: z.uuid().nullable(),
  nextLessonId: z.uuid().nullable(),
  viewed: z.boolean(),
  completed: z.boolean(),
});
export type TChapterView = z.infer<typeof ZChapterView>;

export const ZChapterProgress = z.object({
  chapterId: z.uuid(),
  courseId: z.uuid(),
  viewedAt: ZInstant,
  completedAt: ZInstant.nullable(),
  /** The course's progress after this call, 0–100. */
  courseProgress: z.number().int().min(0).max(100),
});
export type TChapterProgress = z.infer<typeof ZChapterProgress>;

export const ZEnrollment = z.object({ courseId: z.uuid(), enrolledAt: ZInstant, examIds: z.array(z.uuid()) });
export type TEnrollment = z.infer<typeof ZEnrollment>;
