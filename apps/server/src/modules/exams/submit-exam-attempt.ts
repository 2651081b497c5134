import type { TExamAttemptView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { attemptView } from './attempt-view.ts';
import { closeExamAttempt } from './close-exam-attempt.ts';
import { settleIfExpired } from './exam-deadline.ts';
import { findAttempt, findOwnedExam } from './exams.repository.ts';

/**
 * Submits an attempt and answers its result (score, passed, per-question results, the certificate when
 * this completed the course). Idempotent: an attempt already submitted (by the student or by the timer)
 * answers its stored result.
 */
export async function submitExamAttempt(
  deps: LearningDeps,
  actor: Actor,
  attemptId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findAttempt(tx, actor.tenantId, actor.userId, attemptId);
    const owned = found && (await findOwnedExam(tx, actor.tenantId, actor.userId, found.examId));
    if (!found || !owned) throw new AppError('exam.attempt-not-found');
    const settled = found.submittedAt ? found : await settleIfExpired(tx, owned.exam, found, now);
    const attempt = settled.submittedAt
      ? settled
      : await closeExamAttempt(tx, owned.exam, settled, now, { submittedAt: now, auto: false });
    return attemptView(tx, owned.exam, attempt, now);
  });
}
