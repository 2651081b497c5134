import type { TExamAttemptView } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { attemptView, settleIfExpired } from './exam-attempts.ts';
import { findOpenAttempt, findOwnedExam } from './exams.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/**
 * The open attempt of an exam, to resume it on any device. Read after its deadline, it is submitted
 * with the saved answers and answered as submitted, with its result.
 */
export async function getCurrentAttempt(
  deps: LearningDeps,
  viewer: Viewer,
  examId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owned = await findOwnedExam(tx, viewer.tenantId, viewer.userId, examId);
    if (!owned) throw new AppError('exam.not-found');
    const open = await findOpenAttempt(tx, viewer.tenantId, viewer.userId, owned.exam.id);
    if (!open) throw new AppError('exam.no-open-attempt');
    const attempt = await settleIfExpired(tx, owned.exam, open, now);
    return attemptView(tx, owned.exam, attempt, now);
  });
}
