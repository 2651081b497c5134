import type { TExamAttemptView } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import type { Exam, ExamAttempt } from '../../db/schema/index.ts';
import { recordActivity } from './activity.ts';
import { findUserCertificate } from './certificates.repository.ts';
import { presentAttemptView } from './exam.presenter.ts';
import { gradeAttempt, isExpired } from './exam-grading.ts';
import { answersOf, closeAttempt, findAttempt, liveQuestions } from './exams.repository.ts';
import { issueCertificateIfComplete } from './issue-certificate.ts';

/**
 * Submits an open attempt: grades it with the saved answers, stores the result, writes the activity
 * event and, when it passed, issues the course certificate if every exam of the course is passed.
 * `auto` marks a submission at or after the deadline: it counts as made at the deadline.
 */
export async function closeExamAttempt(
  db: DbOrTx,
  exam: Exam,
  attempt: ExamAttempt,
  now: Date,
  auto: boolean,
): Promise<ExamAttempt> {
  const [questions, answers] = await Promise.all([liveQuestions(db, exam.id), answersOf(db, attempt.id)]);
  const graded = gradeAttempt(questions, answers, exam.passMark);
  const closed = await closeAttempt(db, attempt.id, {
    submittedAt: auto && attempt.deadlineAt ? attempt.deadlineAt : now,
    autoSubmitted: auto,
    score: graded.score,
    passed: graded.passed,
  });
  if (!closed) return (await findAttempt(db, attempt.tenantId, attempt.userId, attempt.id))!;
  await recordActivity(db, {
    tenantId: attempt.tenantId,
    userId: attempt.userId,
    kind: 'exam.submitted',
    resourceType: 'exam-attempt',
    resourceId: attempt.id,
    at: now,
  });
  if (graded.passed) {
    await issueCertificateIfComplete(db, {
      tenantId: attempt.tenantId,
      userId: attempt.userId,
      courseId: exam.courseId,
      now,
    });
  }
  return closed;
}

/** The server's timer: an open attempt read after its deadline is submitted there and then. */
export async function settleIfExpired(db: DbOrTx, exam: Exam, attempt: ExamAttempt, now: Date) {
  return isExpired(attempt, now) ? closeExamAttempt(db, exam, attempt, now, true) : attempt;
}

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
