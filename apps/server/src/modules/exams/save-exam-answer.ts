import type { TExerciseAnswer, TSaveAnswerResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { assertAnswerFits } from '../exercises/index.ts';
import { secondsLeft, settleIfExpired } from './exam-deadline.ts';
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
  const outcome = await deps.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, actor.tenantId, actor.userId, input.attemptId);
    const owned = attempt && (await findOwnedExam(tx, actor.tenantId, actor.userId, attempt.examId));
    if (!attempt || !owned) throw new AppError('exam.attempt-not-found');
    if (attempt.submittedAt) throw new AppError('exam.attempt-closed');
    if ((await settleIfExpired(tx, owned.exam, attempt, now)).submittedAt) return 'expired' as const;
    const question = (await liveQuestions(tx, owned.exam.id)).find((q) => q.id === input.questionId);
    if (!question) throw new AppError('exam.question-not-found');
    assertAnswerFits(question, input.answer);
    await upsertExamAnswer(tx, {
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
  });
  if (outcome === 'expired') throw new AppError('exam.time-expired');
  return outcome;
}
