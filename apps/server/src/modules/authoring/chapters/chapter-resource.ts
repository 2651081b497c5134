import { ZChapterEdit, ZChapterInput, ZChapterItem, ZChapterListScope } from '@puente/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Chapter, chapters } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { contentKeyFor } from '../content-key.ts';
import {
  nextChapterPosition,
  requireLiveCourse,
  requireTeaching,
  requireTeachingItem,
} from '../courses/index.ts';
import { presentChapterItem } from './chapter.presenter.ts';
import { CHAPTER_UNIQUE_FIELDS, chapterTitleTaken, insertChapter } from './chapters.repository.ts';

type ChapterInput = z.output<typeof ZChapterInput>;

const columnsOf = (input: ChapterInput) => ({
  titleEs: input.title.es,
  titleEn: input.title.en,
  viewMode: input.viewMode,
  streamOrigin: input.streamOrigin,
  body: input.body,
  transcript: input.transcript,
  vocabulary: input.vocabulary,
});

const who = (deps: LearningDeps, actor: Actor) => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  now: deps.clock.now(),
});

/** The lesson (video, audio or reading) resource of the staff wizards; GET /api/chapters/:id is shared. */
export function chapterResource(
  deps: LearningDeps,
): ResourceSpec<typeof ZChapterItem, typeof ZChapterInput, typeof ZChapterEdit, typeof ZChapterListScope> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'chapter.not-found' as const });

  return {
    path: 'chapters',
    noun: 'lesson',
    schemas: { item: ZChapterItem, input: ZChapterInput, edit: ZChapterEdit, scope: ZChapterListScope },
    checkKeys: ['title', 'name'],
    ownsList: true,
    ownsItem: false,
    async list(actor, filter) {
      const where = and(
        listWhere(chapters, actor.tenantId, filter, [chapters.titleEs, chapters.titleEn]),
        filter.courseId ? eq(chapters.courseId, filter.courseId) : undefined,
        filter.viewMode ? eq(chapters.viewMode, filter.viewMode) : undefined,
        filter.assigned === undefined ? undefined : eq(chapters.assigned, filter.assigned),
      )!;
      const order = [asc(chapters.courseId), asc(chapters.position), desc(chapters.id)];
      const page = await listPage<Chapter>(db, chapters, where, order, filter);
      return { items: page.rows.map(presentChapterItem), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<Chapter>(db, chapters, actor.tenantId, id);
      if (!row) throw new AppError('chapter.not-found');
      return presentChapterItem(row);
    },
    async taken(actor, _key, query) {
      // Titles are unique within a course: without one there is nothing to collide with.
      if (!query.courseId) return false;
      return chapterTitleTaken(
        db,
        { tenantId: actor.tenantId, courseId: query.courseId },
        query.value,
        query.id,
      );
    },
    async add(actor, input) {
      const course = await requireLiveCourse(db, actor.tenantId, input.courseId);
      await requireTeaching(db, actor, course.id);
      const row = await refusingDuplicates(
        async () =>
          insertChapter(db, {
            tenantId: actor.tenantId,
            courseId: course.id,
            key: contentKeyFor(input.title.en),
            position: await nextChapterPosition(db, course.id),
            ...columnsOf(input),
            updatedBy: actor.userId,
          }),
        CHAPTER_UNIQUE_FIELDS,
      );
      return presentChapterItem(row);
    },
    async edit(actor, id, input) {
      const current = await findAuthored<Chapter>(db, chapters, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('chapter.not-found');
      await requireTeaching(db, actor, current.courseId);
      // A lesson changes course by being assigned to another one (its exercises move with it).
      if (input.courseId !== current.courseId) {
        throw new AppError('invalid', { fields: [{ path: 'courseId', code: 'invalid' }] });
      }
      const row = await refusingDuplicates(
        () =>
          updateVersioned<Chapter, typeof chapters>(
            db,
            chapters,
            who(deps, actor),
            { ...target(id), version: input.version },
            columnsOf(input),
          ),
        CHAPTER_UNIQUE_FIELDS,
      );
      return presentChapterItem(row);
    },
    async remove(actor, id) {
      await requireTeachingItem(db, actor, 'chapters', id);
      await setDeleted(db, chapters, who(deps, actor), target(id), true);
    },
    async recover(actor, id) {
      await requireTeachingItem(db, actor, 'chapters', id);
      const row = await refusingDuplicates(
        () => setDeleted<Chapter, typeof chapters>(db, chapters, who(deps, actor), target(id), false),
        CHAPTER_UNIQUE_FIELDS,
      );
      return presentChapterItem(row);
    },
  };
}
