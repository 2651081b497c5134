import type { DbOrTx } from '../../db/database.ts';
import type { Exam, ExamAttempt } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';
import { issueCertificateIfComplete } from '../certificates/index.ts';
import { reviewAttempt } from './attempt-rules/attempt-review.ts';
import { answersOf, attemptQuestions, closeAttempt, findAttempt } from './exams.repository.ts';

/**
 * Submits an open attempt: grades its drawn questions with the saved answers, stores the result and the
 * review (questions as shown, each one's result), writes the activity
 * event and, when it passed, issues the course certificate if every exam of the course is passed.
 * `submission` says when it counts as made and whether the timer made it (see exam-deadline.ts).
 */
export async function closeExamAttempt(
  db: DbOrTx,
  exam: Exam,
  attempt: ExamAttempt,
  now: Date,
  submission: { submittedAt: Date; auto: boolean },
): Promise<ExamAttempt> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const questions = await attemptQuestions(db, attempt);
  const answers = await answersOf(db, attempt.id);
  const graded = reviewAttempt(attempt.id, questions, answers, exam.passMark);
  const closed = await closeAttempt(db, attempt.id, {
    submittedAt: submission.submittedAt,
    autoSubmitted: submission.auto,
    score: graded.score,
    passed: graded.passed,
    review: graded.review,
  });
  if (!closed) return (await findAttempt(db, attempt.tenantId, attempt.userId, attempt.id))!;
  await recordActivity(db, {
    tenantId: attempt.tenantId,
    userId: attempt.userId,
    kind: 'exam.submitted',
    resourceType: 'exam-attempt',
    resourceId: attempt.id,
    at: now,
    detail: { score: graded.score, passed: graded.passed },
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
