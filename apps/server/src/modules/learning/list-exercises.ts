import type { TExerciseListQuery, TExerciseSummary } from '@puente/shared';
import { presentExerciseSummary } from './exercise.presenter.ts';
import { exerciseAttemptStats, listVisibleExercises } from './exercises.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** Exercises of visible courses (optionally of one course or lesson) with the student's status and best score. */
export async function listExercises(
  deps: LearningDeps,
  viewer: Viewer,
  filter: TExerciseListQuery,
): Promise<TExerciseSummary[]> {
  const rows = await listVisibleExercises(deps.db, viewer.tenantId, viewer.isStaff, filter);
  const stats = await exerciseAttemptStats(
    deps.db,
    viewer.tenantId,
    viewer.userId,
    rows.map((row) => row.exercise.id),
  );
  return rows.map((row) => presentExerciseSummary(row.exercise, stats));
}
