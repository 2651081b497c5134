import type { TPresentedExercise } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { findVisibleExercise } from './exercises.repository.ts';
import { presentExercise } from './present-exercise.ts';

/** An exercise as the student sees it: without its answers. */
export async function getExercise(deps: LearningDeps, actor: Actor, id: string): Promise<TPresentedExercise> {
  const exercise = await findVisibleExercise(deps.db, actor.tenantId, id, actor.isStaff);
  if (!exercise) throw new AppError('exercise.not-found');
  return presentExercise(exercise);
}
