import type { TExamSummary } from '@puente/shared';
import { presentExamSummary } from './exam.presenter.ts';
import { settleIfExpired } from './exam-attempts.ts';
import { isExpired } from './exam-grading.ts';
import { attemptsOf, ownedExams } from './exams.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/** The exams the student owns with their state; open attempts past their deadline are submitted first. */
export async function listExams(deps: LearningDeps, viewer: Viewer): Promise<TExamSummary[]> {
  const now = deps.clock.now();
  const rows = await ownedExams(deps.db, viewer.tenantId, viewer.userId);
  const examIds = rows.map((row) => row.exam.id);
  let attempts = await attemptsOf(deps.db, viewer.tenantId, viewer.userId, examIds);
  const expired = attempts.filter((attempt) => isExpired(attempt, now));
  if (expired.length) {
    await deps.db.transaction(async (tx) => {
      for (const attempt of expired) {
        const exam = rows.find((row) => row.exam.id === attempt.examId)!.exam;
        await settleIfExpired(tx, exam, attempt, now);
      }
    });
    attempts = await attemptsOf(deps.db, viewer.tenantId, viewer.userId, examIds);
  }
  return rows.map((row) =>
    presentExamSummary(
      row,
      attempts.filter((attempt) => attempt.examId === row.exam.id),
      now,
    ),
  );
}
