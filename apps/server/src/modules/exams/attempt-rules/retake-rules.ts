import type { Exam, ExamAttempt } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

const HOUR = 3_600_000;

type Rules = Pick<Exam, 'retakeCooldownHours' | 'maxAttempts'>;
type Attempt = Pick<ExamAttempt, 'submittedAt' | 'passed'>;

/** When the exam can be taken again after its last attempt failed; null when nothing holds it back. */
function retakeAt(exam: Rules, attempts: Attempt[]): Date | null {
  const submitted = attempts
    .filter((attempt) => attempt.submittedAt)
    .sort((a, b) => a.submittedAt!.getTime() - b.submittedAt!.getTime());
  const last = submitted.at(-1);
  if (!last || last.passed || exam.retakeCooldownHours === 0) return null;
  return new Date(last.submittedAt!.getTime() + exam.retakeCooldownHours * HOUR);
}

/** The cooldown still running at `now`, or null. */
export function pendingRetakeAt(exam: Rules, attempts: Attempt[], now: Date): Date | null {
  const at = retakeAt(exam, attempts);
  return at && at.getTime() > now.getTime() ? at : null;
}

/**
 * A new attempt may start: within the attempt limit (409 exam.attempt-limit-reached) and after a failed
 * attempt's cooldown (409 exam.retake-cooldown, with `retakeAt`).
 */
export function assertMayStart(exam: Rules, attempts: Attempt[], now: Date) {
  if (exam.maxAttempts !== null && attempts.length >= exam.maxAttempts) {
    throw new AppError('exam.attempt-limit-reached', { params: { maxAttempts: exam.maxAttempts } });
  }
  const at = pendingRetakeAt(exam, attempts, now);
  if (at) throw new AppError('exam.retake-cooldown', { params: { retakeAt: at.toISOString() } });
}
