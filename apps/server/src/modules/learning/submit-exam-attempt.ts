import type { TExamAttemptView } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { attemptView, closeExamAttempt } from './exam-attempts.ts';
import { isExpired } from './exam-grading.ts';
import { findAttempt, findOwnedExam } from './exams.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/**
 * Submits an attempt and answers its result (score, passed, per-question results, the certificate when
 * this completed the course). Idempotent: an attempt already submitted (by the student or by the timer)
 * answers its stored result.
 */
export async function submitExamAttempt(
  deps: LearningDeps,
  viewer: Viewer,
  attemptId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findAttempt(tx, viewer.tenantId, viewer.userId, attemptId);
    const owned = found && (await findOwnedExam(tx, viewer.tenantId, viewer.userId, found.examId));
    if (!found || !owned) throw new AppError('exam.attempt-not-found');
    const attempt = found.submittedAt
      ? found
      : await closeExamAttempt(tx, owned.exam, found, now, isExpired(found, now));
    return attemptView(tx, owned.exam, attempt, now);
  });
}
