import type { TExamAttemptView } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import type { Exam, ExamAttempt } from '../../db/schema/index.ts';
import { findUserCertificate } from '../certificates/index.ts';
import { presentAttemptView } from './exam.presenter.ts';
import { answersOf, attemptQuestions } from './exams.repository.ts';

/**
 * The attempt as the student sees it: its drawn questions without answers (options in the attempt's
 * order), saved answers, time left, or the result with its review.
 */
export async function attemptView(
  db: DbOrTx,
  exam: Exam,
  attempt: ExamAttempt,
  now: Date,
): Promise<TExamAttemptView> {
  // One after the other: `db` is usually a transaction, whose one connection takes one query at a time.
  // A submitted attempt shows its kept review; only older attempts without one need the questions.
  const questions = attempt.submittedAt && attempt.review ? [] : await attemptQuestions(db, attempt);
  const answers = await answersOf(db, attempt.id);
  const certificate = attempt.passed ? await findUserCertificate(db, attempt.userId, exam.courseId) : null;
  return presentAttemptView(exam, attempt, questions, answers, now, certificate);
}
