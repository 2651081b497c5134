import type { TExamAttemptView } from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { requireTeaching } from '../../authoring/index.ts';
import { attemptView } from '../attempt-view.ts';
import { settleIfExpired } from '../exam-deadline.ts';
import { findAttempt, findExam, findTenantAttempt } from '../exams.repository.ts';

/**
 * A submitted attempt with its kept review (questions, the student's answers, the right answers, the
 * score): for its student, and for staff who teach the exam's course. Anyone else, and other schools,
 * get 404 exam.attempt-not-found; an attempt still open answers 409 exam.attempt-not-submitted (one read
 * after its deadline is submitted first).
 */
export async function getAttemptReview(
  deps: LearningDeps,
  actor: Actor,
  attemptId: string,
): Promise<TExamAttemptView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = actor.isStaff
      ? await findTenantAttempt(tx, actor.tenantId, attemptId)
      : await findAttempt(tx, actor.tenantId, actor.userId, attemptId);
    const exam = found && (await findExam(tx, actor.tenantId, found.examId));
    if (!found || !exam) throw new AppError('exam.attempt-not-found');
    if (found.userId !== actor.userId) await teachingOrHidden(tx, actor, exam.courseId);
    const attempt = found.submittedAt ? found : await settleIfExpired(tx, exam, found, now);
    if (!attempt.submittedAt) throw new AppError('exam.attempt-not-submitted');
    return attemptView(tx, exam, attempt, now);
  });
}

/** Staff who do not teach the course learn nothing of the attempt: it reads as missing. */
async function teachingOrHidden(db: DbOrTx, actor: Actor, courseId: string) {
  try {
    await requireTeaching(db, actor, courseId);
  } catch (error) {
    if (isAppError(error) && error.code === 'course.not-teacher')
      throw new AppError('exam.attempt-not-found');
    throw error;
  }
}
