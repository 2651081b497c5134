import type { TPastAttempt } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { attemptsOf, findOwnedExam } from '../exams.repository.ts';

/** The student's submitted attempts at an owned exam, newest first; 404 exam.not-found otherwise. */
export async function listPastAttempts(
  deps: LearningDeps,
  actor: Actor,
  examId: string,
): Promise<TPastAttempt[]> {
  const owned = await findOwnedExam(deps.db, actor.tenantId, actor.userId, examId);
  if (!owned) throw new AppError('exam.not-found');
  const attempts = await attemptsOf(deps.db, actor.tenantId, actor.userId, [owned.exam.id]);
  return attempts
    .filter((attempt) => attempt.submittedAt)
    .reverse()
    .map((attempt) => ({
      attemptId: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt!.toISOString(),
      score: attempt.score ?? 0,
      passed: attempt.passed ?? false,
      autoSubmitted: attempt.autoSubmitted,
    }));
}
