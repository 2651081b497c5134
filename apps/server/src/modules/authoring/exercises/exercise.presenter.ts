import type { TExerciseItem } from '@puente/shared';
import type { Exercise } from '../../../db/schema/index.ts';

/** An exercise as the authoring calls answer it, answers included. */
export function presentExerciseItem(exercise: Exercise): TExerciseItem {
  return {
    id: exercise.id,
    key: exercise.key,
    version: exercise.version,
    courseId: exercise.courseId,
    chapterId: exercise.chapterId,
    position: exercise.position,
    type: exercise.type,
    definition: exercise.definition,
    createdAt: exercise.createdAt.toISOString(),
    updatedAt: exercise.updatedAt.toISOString(),
    deletedAt: exercise.deletedAt?.toISOString() ?? null,
  };
}
