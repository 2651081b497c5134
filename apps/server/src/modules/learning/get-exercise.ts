import type { TPresentedExercise } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleExercise } from './exercises.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';
import { presentExercise } from './present-exercise.ts';

/** An exercise as the student sees it: without its answers. */
export async function getExercise(
  deps: LearningDeps,
  viewer: Viewer,
  id: string,
): Promise<TPresentedExercise> {
  const exercise = await findVisibleExercise(deps.db, viewer.tenantId, id, viewer.isStaff);
  if (!exercise) throw new AppError('exercise.not-found');
  return presentExercise(exercise);
}
