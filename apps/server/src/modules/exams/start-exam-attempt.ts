import type { TExamAttemptView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { recordActivity } from '../activity/index.ts';
import { drawQuestionIds } from './attempt-rules/draw-questions.ts';
import { assertMayStart } from './attempt-rules/retake-rules.ts';
import { attemptView } from './attempt-view.ts';
import { settleIfExpired } from './exam-deadline.ts';
import {
  attemptsOf,
  findOpenAttempt,
  findOwnedExam,
  insertOpenAttempt,
  liveQuestions,
} from './exams.repository.ts';

/**
 * Starts an attempt at an owned exam; its deadline is now + the time limit, kept by the server.
 * One open attempt per exam: another start answers 409 exam.already-partially-completed. The attempt
 * draws its questions from the pool (fixed for it); the attempt limit and a failed attempt's cooldown
 * are checked first (see retake-rules.ts).
 */
export async function startExamAttempt(
  deps: LearningDeps,
  actor: Actor,
  examId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owned = await findOwnedExam(tx, actor.tenantId, actor.userId, examId);
    if (!owned) throw new AppError('exam.not-found');
    const { exam } = owned;
    const open = await findOpenAttempt(tx, actor.tenantId, actor.userId, exam.id);
    if (open && !(await settleIfExpired(tx, exam, open, now)).submittedAt) {
      throw new AppError('exam.already-partially-completed');
    }
    assertMayStart(exam, await attemptsOf(tx, actor.tenantId, actor.userId, [exam.id]), now);
    const questionIds = drawQuestionIds(await liveQuestions(tx, exam.id), exam.drawCount);
    const deadlineAt = exam.timeLimitMinutes
      ? new Date(now.getTime() + exam.timeLimitMinutes * 60_000)
      : null;
    const attempt = await insertOpenAttempt(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      examId: exam.id,
      startedAt: now,
      deadlineAt,
      questionIds,
    });
    if (!attempt) throw new AppError('exam.already-partially-completed');
    await recordActivity(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      kind: 'exam.started',
      resourceType: 'exam',
      resourceId: exam.id,
      at: now,
    });
    return attemptView(tx, exam, attempt, now);
  });
}
