import { ZExerciseEdit, ZExerciseInput, ZExerciseItem, ZExerciseListScope } from '@puente/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Exercise, exercises } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { contentKeyFor } from '../content-key.ts';
import { findLiveChapter, requireTeaching, requireTeachingItem } from '../courses/index.ts';
import { presentExerciseItem } from './exercise.presenter.ts';
import {
  EXERCISE_UNIQUE_FIELDS,
  exercisePromptTaken,
  insertExercise,
  nextExercisePosition,
  promptOf,
} from './exercises.repository.ts';

/** The exercise resource (six types with their answers); GET /api/exercises and /:id are shared. */
export function exerciseResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZExerciseItem,
  typeof ZExerciseInput,
  typeof ZExerciseEdit,
  typeof ZExerciseListScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'exercise.not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  /** The exercise's lesson must be a live lesson of the tenant. */
  const liveChapter = async (actor: Actor, chapterId: string) => {
    const chapter = await findLiveChapter(db, actor.tenantId, chapterId);
    if (!chapter) {
      throw new AppError('chapter.not-found', { fields: [{ path: 'chapterId', code: 'chapter.not-found' }] });
    }
    return chapter;
  };

  return {
    path: 'exercises',
    noun: 'exercise',
    schemas: { item: ZExerciseItem, input: ZExerciseInput, edit: ZExerciseEdit, scope: ZExerciseListScope },
    checkKeys: ['prompt'],
    ownsList: false,
    ownsItem: false,
    async list(actor, filter) {
      const where = and(
        listWhere(exercises, actor.tenantId, filter, [promptOf]),
        filter.courseId ? eq(exercises.courseId, filter.courseId) : undefined,
        filter.chapterId ? eq(exercises.chapterId, filter.chapterId) : undefined,
        filter.chapterIds?.length ? inArray(exercises.chapterId, filter.chapterIds) : undefined,
      )!;
      const order = [asc(exercises.chapterId), asc(exercises.position), desc(exercises.id)];
      const page = await listPage<Exercise>(db, exercises, where, order, filter);
      return { items: page.rows.map(presentExerciseItem), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<Exercise>(db, exercises, actor.tenantId, id);
      if (!row) throw new AppError('exercise.not-found');
      return presentExerciseItem(row);
    },
    async taken(actor, _key, query) {
      if (!query.chapterId) return false;
      return exercisePromptTaken(
        db,
        { tenantId: actor.tenantId, chapterId: query.chapterId },
        query.value,
        query.id,
      );
    },
    async add(actor, input) {
      const chapter = await liveChapter(actor, input.chapterId);
      await requireTeaching(db, actor, chapter.courseId);
      const row = await refusingDuplicates(
        async () =>
          insertExercise(db, {
            tenantId: actor.tenantId,
            courseId: chapter.courseId,
            chapterId: chapter.id,
            key: contentKeyFor(input.definition.type),
            position: await nextExercisePosition(db, chapter.id),
            type: input.definition.type,
            definition: input.definition,
            updatedBy: actor.userId,
          }),
        EXERCISE_UNIQUE_FIELDS,
      );
      return presentExerciseItem(row);
    },
    async edit(actor, id, input) {
      const current = await findAuthored<Exercise>(db, exercises, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('exercise.not-found');
      await requireTeaching(db, actor, current.courseId);
      const chapter = await liveChapter(actor, input.chapterId);
      // An exercise moving to another course's lesson: the actor must teach that course too.
      if (chapter.courseId !== current.courseId) await requireTeaching(db, actor, chapter.courseId);
      const moves = chapter.id !== current.chapterId;
      const row = await refusingDuplicates(
        async () =>
          updateVersioned<Exercise, typeof exercises>(
            db,
            exercises,
            who(actor),
            { ...target(id), version: input.version },
            {
              type: input.definition.type,
              definition: input.definition,
              ...(moves
                ? {
                    chapterId: chapter.id,
                    courseId: chapter.courseId,
                    position: await nextExercisePosition(db, chapter.id),
                  }
                : {}),
            },
          ),
        EXERCISE_UNIQUE_FIELDS,
      );
      return presentExerciseItem(row);
    },
    async remove(actor, id) {
      await requireTeachingItem(db, actor, 'exercises', id);
      await setDeleted(db, exercises, who(actor), target(id), true);
    },
    async recover(actor, id) {
      await requireTeachingItem(db, actor, 'exercises', id);
      const row = await refusingDuplicates(
        () => setDeleted<Exercise, typeof exercises>(db, exercises, who(actor), target(id), false),
        EXERCISE_UNIQUE_FIELDS,
      );
      return presentExerciseItem(row);
    },
  };
}
