import type { DbOrTx } from '../../db/database.ts';
import type { Exam, ExamAttempt } from '../../db/schema/index.ts';
import { closeExamAttempt } from './close-exam-attempt.ts';

// The exam deadline in one place: how long an open attempt has left, when it has expired, and how the
// server's timer settles it (a submission at or after the deadline counts as made at the deadline).

/** Seconds left before the deadline by the server's clock; null without a limit. */
export function secondsLeft(attempt: Pick<ExamAttempt, 'deadlineAt'>, now: Date): number | null {
  if (!attempt.deadlineAt) return null;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}

/** An open attempt whose deadline has come: nothing more is accepted. */
export const isExpired = (attempt: Pick<ExamAttempt, 'deadlineAt' | 'submittedAt'>, now: Date) =>
  !attempt.submittedAt && attempt.deadlineAt !== null && now.getTime() >= attempt.deadlineAt.getTime();

/** The server's timer: an open attempt read after its deadline is submitted there and then, at the deadline. */
export async function settleIfExpired(db: DbOrTx, exam: Exam, attempt: ExamAttempt, now: Date) {
  if (!isExpired(attempt, now)) return attempt;
  return closeExamAttempt(db, exam, attempt, now, { submittedAt: attempt.deadlineAt ?? now, auto: true });
}
