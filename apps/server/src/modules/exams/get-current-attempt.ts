import type { TExamAttemptView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { attemptView } from './attempt-view.ts';
import { settleIfExpired } from './exam-deadline.ts';
import { findOpenAttempt, findOwnedExam } from './exams.repository.ts';

/**
 * The open attempt of an exam, to resume it on any device, or null when none is open. Read after its
 * deadline, it is submitted with the saved answers and answered as submitted, with its result.
 */
export async function getCurrentAttempt(
  deps: LearningDeps,
  actor: Actor,
  examId: string,
): Promise<TExamAttemptView | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owned = await findOwnedExam(tx, actor.tenantId, actor.userId, examId);
    if (!owned) throw new AppError('exam.not-found');
    const open = await findOpenAttempt(tx, actor.tenantId, actor.userId, owned.exam.id);
    if (!open) return null;
    const attempt = await settleIfExpired(tx, owned.exam, open, now);
    return attemptView(tx, owned.exam, attempt, now);
  });
}
