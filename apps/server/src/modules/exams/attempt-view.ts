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
  const [questions, answers, certificate] = await Promise.all([
    liveQuestions(db, exam.id),
    answersOf(db, attempt.id),
    attempt.passed ? findUserCertificate(db, attempt.userId, exam.courseId) : Promise.resolve(null),
  ]);
  return presentAttemptView(exam, attempt, questions, answers, now, certificate);
}
