import type { TExerciseAnswer, TSaveAnswerResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { assertAnswerFits } from '../exercises/index.ts';
import { isExpired, secondsLeft, settleIfExpired } from './exam-deadline.ts';
import { findAttempt, findOwnedExam, liveQuestions, upsertExamAnswer } from './exams.repository.ts';

/**
 * Autosaves one answer of an open attempt (the latest answer per question wins; partial answers are
 * kept as given). At or after the deadline the answer is refused with 409 exam.time-expired and the
 * attempt is submitted with the answers saved before.
 */
export async function saveExamAnswer(
  deps: LearningDeps,
  actor: Actor,
  input: { attemptId: string; questionId: string; answer: TExerciseAnswer },
): Promise<TSaveAnswerResponse> {
  const now = deps.clock.now();
  const { db } = deps;
  // Reads outside a transaction (the attempt row is not locked either way); the answer is one upsert.
  const attempt = await findAttempt(db, actor.tenantId, actor.userId, input.attemptId);
  if (!attempt) throw new AppError('exam.attempt-not-found');
  const [owned, questions] = await Promise.all([
    findOwnedExam(db, actor.tenantId, actor.userId, attempt.examId),
    liveQuestions(db, attempt.examId),
  ]);
  if (!owned) throw new AppError('exam.attempt-not-found');
  if (attempt.submittedAt) throw new AppError('exam.attempt-closed');
  if (isExpired(attempt, now)) {
    await db.transaction((tx) => settleIfExpired(tx, owned.exam, attempt, now));
    throw new AppError('exam.time-expired');
  }
  const question = questions.find((q) => q.id === input.questionId);
  if (!question) throw new AppError('exam.question-not-found');
  assertAnswerFits(question, input.answer);
  await upsertExamAnswer(db, {
    tenantId: actor.tenantId,
    attemptId: attempt.id,
    questionId: question.id,
    answer: input.answer,
    answeredAt: now,
  });
  return {
    attemptId: attempt.id,
    questionId: question.id,
    savedAt: now.toISOString(),
    secondsLeft: secondsLeft(attempt, now),
  };
}
