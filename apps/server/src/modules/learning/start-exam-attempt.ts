import type { TExamAttemptView } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from './activity.ts';
import { attemptView, settleIfExpired } from './exam-attempts.ts';
import { findOpenAttempt, findOwnedExam, insertOpenAttempt } from './exams.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/**
 * Starts an attempt at an owned exam; its deadline is now + the time limit, kept by the server.
 * One open attempt per exam: another start answers 409 exam.already-partially-completed.
 */
export async function startExamAttempt(
  deps: LearningDeps,
  viewer: Viewer,
  examId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owned = await findOwnedExam(tx, viewer.tenantId, viewer.userId, examId);
    if (!owned) throw new AppError('exam.not-found');
    const { exam } = owned;
    const open = await findOpenAttempt(tx, viewer.tenantId, viewer.userId, exam.id);
    if (open && !(await settleIfExpired(tx, exam, open, now)).submittedAt) {
      throw new AppError('exam.already-partially-completed');
    }
    const deadlineAt = exam.timeLimitMinutes
      ? new Date(now.getTime() + exam.timeLimitMinutes * 60_000)
      : null;
    const attempt = await insertOpenAttempt(tx, {
      tenantId: viewer.tenantId,
      userId: viewer.userId,
      examId: exam.id,
      startedAt: now,
      deadlineAt,
    });
    if (!attempt) throw new AppError('exam.already-partially-completed');
    await recordActivity(tx, {
      tenantId: viewer.tenantId,
      userId: viewer.userId,
      kind: 'exam.started',
      resourceType: 'exam',
      resourceId: exam.id,
      at: now,
    });
    return attemptView(tx, exam, attempt, now);
  });
}
