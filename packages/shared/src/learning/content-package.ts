import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { singleLineText } from '../rules/single-line-text.ts';
import { isSitePath } from '../site-path.ts';
import { ZExerciseDefinition } from './exercise-definition.ts';
import { localizedTitle, ZCefrLevel, ZContentKey, ZLocalizedText, ZViewMode } from './localized-text.ts';

/**
 * The most a content package holds (what one import call takes). Authoring has no such limits, so the
 * export checks them (`contentPackageTooLarge`) and answers `content.too-large` rather than a package
 * its own schema refuses.
 */
export const CONTENT_PACKAGE_LIMITS = {
  courses: 50,
  chaptersPerCourse: 100,
  exercisesPerChapter: 60,
  examsPerCourse: 20,
  questionsPerExam: 100,
  reviewLessonsPerCourse: 50,
  wordsPerReviewLesson: 100,
} as const;

/** An exercise (or exam question) in a content file: its stable key plus its definition. */
const ZExerciseContent = z.intersection(z.object({ key: ZContentKey }), ZExerciseDefinition);
export type TExerciseContent = z.infer<typeof ZExerciseContent>;

/** A lesson's stream: an uploaded file's media id, an `https://` address or a path of this site (`isSitePath`). */
export const isStreamOrigin = (value: string): boolean =>
  /^(https:\/\/\S+|[0-9a-f-]{36})$/i.test(value) || (value !== '/' && isSitePath(value));

/** A word pair of a lesson, with an English example (and its Spanish meaning). */
export const ZVocabularyItem = z.object({
  en: singleLineText(120).min(1),
  es: singleLineText(120).min(1),
  example: z.string().trim().min(1).max(300),
  exampleEs: z.string().trim().min(1).max(300).optional(),
});
export type TVocabularyItem = z.infer<typeof ZVocabularyItem>;

const ZChapterContent = z
  .object({
    key: ZContentKey,
    title: localizedTitle('chapter.empty-name'),
    viewMode: ZViewMode,
    /** An uploaded file's URL or an external video URL; may be empty for reading and audio (speech synthesis). */
    streamOrigin: z.string().trim().max(1000),
    /** The explanation, in Spanish with English examples. */
    body: z.string().trim().min(1).max(20_000),
    /** What is heard: the English dialogue or text. */
    transcript: z.string().trim().max(20_000),
    vocabulary: z.array(ZVocabularyItem).max(40),
    exercises: z.array(ZExerciseContent).max(CONTENT_PACKAGE_LIMITS.exercisesPerChapter),
  })
  .superRefine((chapter, ctx) => {
    if (chapter.viewMode === 'video' && !chapter.streamOrigin) {
      ctx.addIssue({ code: 'custom', path: ['streamOrigin'], message: 'chapter.empty-stream-origin' });
    }
    if (chapter.streamOrigin && !isStreamOrigin(chapter.streamOrigin)) {
      ctx.addIssue({ code: 'custom', path: ['streamOrigin'], message: 'invalid' });
    }
  });
export type TChapterContent = z.infer<typeof ZChapterContent>;

const ZExamContent = z.object({
  key: ZContentKey,
  title: localizedTitle('invalid'),
  description: ZLocalizedText,
  /** Percent of the score needed to pass. */
  passMark: int4().min(1).max(100),
  timeLimitMinutes: int4().min(1).max(600).nullable(),
  questions: z.array(ZExerciseContent).min(1).max(CONTENT_PACKAGE_LIMITS.questionsPerExam),
});
export type TExamContent = z.infer<typeof ZExamContent>;

/** A word of a review lesson in a content file: the vocabulary entry and the key of its lesson in the course. */
const ZReviewWordContent = ZVocabularyItem.extend({ chapter: ZContentKey });

/** A review lesson in a content file: words chosen among the course's lessons. */
const ZReviewLessonContent = z.object({
  key: ZContentKey,
  title: localizedTitle('review-lesson.empty-name'),
  words: z.array(ZReviewWordContent).max(CONTENT_PACKAGE_LIMITS.wordsPerReviewLesson),
});
export type TReviewLessonContent = z.infer<typeof ZReviewLessonContent>;

const ZCourseContent = z.object({
  key: ZContentKey,
  title: localizedTitle('course.empty-name'),
  description: ZLocalizedText,
  level: ZCefrLevel,
  coverImage: z.string().trim().max(1000).nullable(),
  /** Presentation order among the tenant's courses; never 0. */
  order: int4()
    .min(-10_000)
    .max(10_000)
    .refine((order) => order !== 0, 'course.zero-presentation-order'),
  /** Language of instruction. */
  locale: z.enum(['es', 'en'], { error: 'course.empty-locale' }),
  published: z.boolean(),
  /** The lesson score that completes a lesson (files written before it existed: 80). */
  passPercent: int4().min(1).max(100).default(80),
  chapters: z.array(ZChapterContent).max(CONTENT_PACKAGE_LIMITS.chaptersPerCourse),
  exams: z.array(ZExamContent).max(CONTENT_PACKAGE_LIMITS.examsPerCourse),
  /** Review lessons (packages written before they were exported have none). */
  reviewLessons: z.array(ZReviewLessonContent).max(CONTENT_PACKAGE_LIMITS.reviewLessonsPerCourse).default([]),
});
export type TCourseContent = z.infer<typeof ZCourseContent>;

function duplicateKeys(items: { key: string }[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    if (seen.has(item.key)) return [index];
    seen.add(item.key);
    return [];
  });
}

/**
 * A versioned, reviewable file of courses with their lessons, exercises and exams. It may hold no
 * course: what a tenant without courses exports, and imports back as a no-op.
 */
export const ZContentPackage = z
  .object({
    format: z.literal('puente-content'),
    version: z.literal(1),
    courses: z.array(ZCourseContent).max(CONTENT_PACKAGE_LIMITS.courses),
  })
  .superRefine((pkg, ctx) => {
    const flag = (path: PropertyKey[]) =>
      ctx.addIssue({ code: 'custom', path, message: 'content.duplicate-key' });
    for (const index of duplicateKeys(pkg.courses)) flag(['courses', index, 'key']);
    pkg.courses.forEach((course, c) => {
      for (const index of duplicateKeys(course.chapters)) flag(['courses', c, 'chapters', index, 'key']);
      for (const index of duplicateKeys(course.exams)) flag(['courses', c, 'exams', index, 'key']);
      course.chapters.forEach((chapter, h) => {
        for (const index of duplicateKeys(chapter.exercises)) {
          flag(['courses', c, 'chapters', h, 'exercises', index, 'key']);
        }
      });
      course.exams.forEach((exam, e) => {
        for (const index of duplicateKeys(exam.questions))
          flag(['courses', c, 'exams', e, 'questions', index, 'key']);
      });
      for (const index of duplicateKeys(course.reviewLessons))
        flag(['courses', c, 'reviewLessons', index, 'key']);
      // A review's word names a lesson of the same course by its key.
      const lessons = new Set(course.chapters.map((chapter) => chapter.key));
      course.reviewLessons.forEach((review, r) => {
        review.words.forEach((word, w) => {
          if (!lessons.has(word.chapter))
            ctx.addIssue({
              code: 'custom',
              path: ['courses', c, 'reviewLessons', r, 'words', w, 'chapter'],
              message: 'review-lesson.word-not-found',
            });
        });
      });
    });
  });
export type TContentPackage = z.infer<typeof ZContentPackage>;

/** Whether a package holds more than `CONTENT_PACKAGE_LIMITS` allows (more courses, lessons, exercises…). */
export function contentPackageTooLarge(pkg: TContentPackage): boolean {
  const limits = CONTENT_PACKAGE_LIMITS;
  return (
    pkg.courses.length > limits.courses ||
    pkg.courses.some(
      (course) =>
        course.chapters.length > limits.chaptersPerCourse ||
        course.exams.length > limits.examsPerCourse ||
        course.chapters.some((chapter) => chapter.exercises.length > limits.exercisesPerChapter) ||
        course.exams.some((exam) => exam.questions.length > limits.questionsPerExam) ||
        course.reviewLessons.length > limits.reviewLessonsPerCourse ||
        course.reviewLessons.some((review) => review.words.length > limits.wordsPerReviewLesson),
    )
  );
}
