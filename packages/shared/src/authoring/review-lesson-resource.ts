import { z } from 'zod';
import { ZVocabularyItem } from '../learning/content-package.ts';
import { localizedTitle, ZLocalizedText } from '../learning/localized-text.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

/** A word chosen for a review: the lesson of the course it comes from and its English form there. */
const ZChosenWord = z.object({
  chapterId: z.uuid({ error: 'review-lesson.word-not-found' }),
  en: z.string().trim().min(1, 'review-lesson.word-not-found').max(120),
});

const reviewFields = {
  courseId: z.uuid({ error: 'course.empty-id' }),
  title: localizedTitle('review-lesson.empty-name'),
  words: z
    .array(ZChosenWord)
    .min(1, 'review-lesson.no-words')
    .max(100)
    .superRefine((words, ctx) => {
      const seen = new Set<string>();
      words.forEach((word, index) => {
        const key = `${word.chapterId}:${word.en.toLowerCase()}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'en'], message: 'duplicate' });
        seen.add(key);
      });
    }),
};

/** POST /api/review-lessons: a review built from vocabulary words chosen among the course's lessons. */
export const ZReviewLessonInput = z.object(reviewFields);
/** PUT /api/review-lessons/:id. */
export const ZReviewLessonEdit = z.object({ ...reviewFields, version: ZVersion });

/** A chosen word as kept: the lesson's vocabulary entry at the time it was chosen. */
const ZReviewWord = ZVocabularyItem.extend({ chapterId: z.uuid() });
export type TReviewWord = z.infer<typeof ZReviewWord>;

export const ZReviewLessonItem = z.object({
  ...authoredFields,
  courseId: z.uuid(),
  title: ZLocalizedText,
  words: z.array(ZReviewWord),
});
export type TReviewLessonItem = z.infer<typeof ZReviewLessonItem>;

export const ZReviewLessonListScope = z.object({ courseId: z.uuid().optional() });
