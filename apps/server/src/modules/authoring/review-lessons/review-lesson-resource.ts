import {
  type TReviewWord,
  ZReviewLessonEdit,
  ZReviewLessonInput,
  ZReviewLessonItem,
  ZReviewLessonListScope,
} from '@puente/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ReviewLesson, reviewLessons } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { contentKeyFor } from '../content-key.ts';
import { requireLiveCourse, requireTeaching, requireTeachingItem } from '../courses/index.ts';
import {
  courseVocabulary,
  insertReviewLesson,
  REVIEW_UNIQUE_FIELDS,
  reviewTitleTaken,
} from './review-lessons.repository.ts';

type ReviewInput = z.output<typeof ZReviewLessonInput>;

const present = (row: ReviewLesson): z.output<typeof ZReviewLessonItem> => ({
  id: row.id,
  version: row.version,
  courseId: row.courseId,
  title: { es: row.titleEs, en: row.titleEn },
  words: row.words,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** The review lesson resource: vocabulary words chosen among a course's lessons (reviews use them later). */
export function reviewLessonResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZReviewLessonItem,
  typeof ZReviewLessonInput,
  typeof ZReviewLessonEdit,
  typeof ZReviewLessonListScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'review-lesson.not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });

  /** The chosen words as the course's lessons have them; a word they do not have is a field error. */
  const resolveWords = async (actor: Actor, input: ReviewInput): Promise<TReviewWord[]> => {
    const course = await requireLiveCourse(db, actor.tenantId, input.courseId);
    await requireTeaching(db, actor, course.id);
    const vocabulary = await courseVocabulary(db, actor.tenantId, course.id);
    const missing: FieldError[] = [];
    const words = input.words.flatMap((chosen, index) => {
      const entry = vocabulary
        .get(chosen.chapterId)
        ?.find((item) => item.en.toLowerCase() === chosen.en.toLowerCase());
      if (!entry) missing.push({ path: `words.${index}`, code: 'review-lesson.word-not-found' });
      return entry ? [{ ...entry, chapterId: chosen.chapterId }] : [];
    });
    if (missing.length) throw new AppError('invalid', { fields: missing });
    return words;
  };

  return {
    path: 'review-lessons',
    noun: 'review lesson',
    schemas: {
      item: ZReviewLessonItem,
      input: ZReviewLessonInput,
      edit: ZReviewLessonEdit,
      scope: ZReviewLessonListScope,
    },
    checkKeys: ['title', 'name'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      const where = and(
        listWhere(reviewLessons, actor.tenantId, filter, [reviewLessons.titleEs, reviewLessons.titleEn]),
        filter.courseId ? eq(reviewLessons.courseId, filter.courseId) : undefined,
      )!;
      const order = [asc(reviewLessons.titleEs), desc(reviewLessons.id)];
      const page = await listPage<ReviewLesson>(db, reviewLessons, where, order, filter);
      return { items: page.rows.map(present), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<ReviewLesson>(db, reviewLessons, actor.tenantId, id);
      if (!row) throw new AppError('review-lesson.not-found');
      return present(row);
    },
    async taken(actor, _key, query) {
      if (!query.courseId) return false;
      return reviewTitleTaken(
        db,
        { tenantId: actor.tenantId, courseId: query.courseId },
        query.value,
        query.id,
      );
    },
    async add(actor, input) {
      const words = await resolveWords(actor, input);
      const row = await refusingDuplicates(
        () =>
          insertReviewLesson(db, {
            tenantId: actor.tenantId,
            courseId: input.courseId,
            key: contentKeyFor(input.title.en),
            titleEs: input.title.es,
            titleEn: input.title.en,
            words,
            updatedBy: actor.userId,
          }),
        REVIEW_UNIQUE_FIELDS,
      );
      return present(row);
    },
    async edit(actor, id, input) {
      const current = await findAuthored<ReviewLesson>(db, reviewLessons, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('review-lesson.not-found');
      await requireTeaching(db, actor, current.courseId);
      const words = await resolveWords(actor, input);
      const row = await refusingDuplicates(
        () =>
          updateVersioned<ReviewLesson, typeof reviewLessons>(
            db,
            reviewLessons,
            who(actor),
            { ...target(id), version: input.version },
            { courseId: input.courseId, titleEs: input.title.es, titleEn: input.title.en, words },
          ),
        REVIEW_UNIQUE_FIELDS,
      );
      return present(row);
    },
    async remove(actor, id) {
      await requireTeachingItem(db, actor, 'review-lessons', id);
      await setDeleted(db, reviewLessons, who(actor), target(id), true);
    },
    async recover(actor, id) {
      await requireTeachingItem(db, actor, 'review-lessons', id);
      const row = await refusingDuplicates(
        () =>
          setDeleted<ReviewLesson, typeof reviewLessons>(db, reviewLessons, who(actor), target(id), false),
        REVIEW_UNIQUE_FIELDS,
      );
      return present(row);
    },
  };
}
