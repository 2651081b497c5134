import type { TExerciseListQuery, TExerciseSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentExerciseSummary } from './exercise.presenter.ts';
import { exerciseAttemptStats, listVisibleExercises } from './exercises.repository.ts';

/** Exercises of visible courses (optionally of one course or lesson) with the student's status and best score. */
export async function listExercises(
  deps: LearningDeps,
  actor: Actor,
  filter: TExerciseListQuery,
): Promise<TExerciseSummary[]> {
  const rows = await listVisibleExercises(deps.db, actor.tenantId, actor.isStaff, filter);
  const stats = await exerciseAttemptStats(
    deps.db,
    actor.tenantId,
    actor.userId,
    rows.map((row) => row.exercise.id),
  );
  return rows.map((row) => presentExerciseSummary(row.exercise, stats));
}
