import { type TReviewLessonItem, ZReviewLessonInput } from '@puente/shared';

export type ReviewFormValues = {
  courseId: string;
  title: { es: string; en: string };
  words: { chapterId: string; en: string }[];
  id?: string;
  version?: number;
};

export const newReview = (courseId = ''): ReviewFormValues => ({
  courseId,
  title: { es: '', en: '' },
  words: [],
});

export const reviewFormValues = (item: TReviewLessonItem): ReviewFormValues => ({
  id: item.id,
  version: item.version,
  courseId: item.courseId,
  title: item.title,
  words: item.words.map(({ chapterId, en }) => ({ chapterId, en })),
});

export const reviewSubmission = ({ id, version, ...review }: ReviewFormValues) => ({
  ...(id ? { id, version } : {}),
  ...review,
});

/** A word's node in the tree of lessons: its lesson id (a UUID, 36 characters), a colon, the word. */
export const wordNode = (word: { chapterId: string; en: string }) => `${word.chapterId}:${word.en}`;
export const wordOfNode = (node: string) => ({ chapterId: node.slice(0, 36), en: node.slice(37) });
/** A lesson's node (a group): not a word. */
export const lessonNode = (chapterId: string) => `lesson-${chapterId}`;

export const reviewSchema = ZReviewLessonInput;
