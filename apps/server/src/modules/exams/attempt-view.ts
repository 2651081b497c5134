import type { TExamAttemptView } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import type { Exam, ExamAttempt } from '../../db/schema/index.ts';
import { findUserCertificate } from '../certificates/index.ts';
import { presentAttemptView } from './exam.presenter.ts';
import { answersOf, liveQuestions } from './exams.repository.ts';

/** The attempt as the student sees it: questions without answers, saved answers, time left or the result. */
export async function attemptView(
  db: DbOrTx,
  exam: Exam,
  attempt: ExamAttempt,
  now: Date,
): Promise<TExamAttemptView> {
  // One after the other: `db` is usually a transaction, whose one connection takes one query at a time.
  const questions = await liveQuestions(db, exam.id);
  const answers = await answersOf(db, attempt.id);
  const certificate = attempt.passed ? await findUserCertificate(db, attempt.userId, exam.courseId) : null;
  return presentAttemptView(exam, attempt, questions, answers, now, certificate);
}
