import type { TExamSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentExamSummary } from './exam.presenter.ts';
import { isExpired, settleIfExpired } from './exam-deadline.ts';
import { attemptsOf, ownedExams } from './exams.repository.ts';

/** The exams the student owns with their state; open attempts past their deadline are submitted first. */
export async function listExams(deps: LearningDeps, actor: Actor): Promise<TExamSummary[]> {
  const now = deps.clock.now();
  const rows = await ownedExams(deps.db, actor.tenantId, actor.userId);
  const examIds = rows.map((row) => row.exam.id);
  let attempts = await attemptsOf(deps.db, actor.tenantId, actor.userId, examIds);
  const expired = attempts.filter((attempt) => isExpired(attempt, now));
  if (expired.length) {
    await deps.db.transaction(async (tx) => {
      for (const attempt of expired) {
        const exam = rows.find((row) => row.exam.id === attempt.examId)!.exam;
        await settleIfExpired(tx, exam, attempt, now);
      }
    });
    attempts = await attemptsOf(deps.db, actor.tenantId, actor.userId, examIds);
  }
  return rows.map((row) =>
    presentExamSummary(
      row,
      attempts.filter((attempt) => attempt.examId === row.exam.id),
      now,
    ),
  );
}
