import type { TExerciseAnswer, TSaveAnswerResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { answerFits, assertAnswerFits } from '../exercises/index.ts';
import { isExpired, secondsLeft, settleIfExpired } from './exam-deadline.ts';
import {
  findAttempt,
  findOwnedExam,
  liveQuestions,
  storeExamAnswer,
  storeExamAnswerIfOpen,
} from './exams.repository.ts';
import { questionCache, questionCacheKey, toCachedQuestion } from './question-cache.ts';

/**
 * Autosaves one answer of an open attempt (the latest answer per question wins; partial answers are
 * kept as given). At or after the deadline the answer is refused with 409 exam.time-expired and the
 * attempt is submitted with the answers saved before. Resending the answer already saved changes
 * nothing: savedAt is when that answer was first saved.
 *
 * Usually one round trip: with the question cached and the answer fitting it, one statement saves the
 * answer only if every check below holds (and the question is unchanged). When it saves nothing, the
 * checks run one by one to answer why, with the errors of a fresh read.
 */
export async function saveExamAnswer(
  deps: LearningDeps,
  actor: Actor,
  input: { attemptId: string; questionId: string; answer: TExerciseAnswer },
): Promise<TSaveAnswerResponse> {
  const now = deps.clock.now();
  const { db } = deps;
  const cache = questionCache(db);
  const key = questionCacheKey(actor.tenantId, input.questionId);
  const save = {
    tenantId: actor.tenantId,
    userId: actor.userId,
    attemptId: input.attemptId,
    questionId: input.questionId,
    answer: input.answer,
    answeredAt: now,
  };
  const cached = cache.get(key);
  if (cached && answerFits(cached.question, input.answer)) {
    const saved = await storeExamAnswerIfOpen(db, { ...save, definitionJson: cached.definitionJson });
    if (saved) return answer(input, saved, now);
  }

  // Reads outside a transaction (the attempt row is not locked either way); the answer is one statement.
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
  const drawn = !attempt.questionIds || attempt.questionIds.includes(input.questionId);
  const question = drawn ? questions.find((q) => q.id === input.questionId) : undefined;
  if (!question) throw new AppError('exam.question-not-found');
  cache.set(key, toCachedQuestion(question));
  assertAnswerFits(question, input.answer);
  const saved = await storeExamAnswer(db, save);
  if (!saved) throw new AppError('exam.attempt-not-found');
  return answer(input, saved, now);
}

function answer(
  input: { attemptId: string; questionId: string },
  saved: { savedAt: Date; deadlineAt: Date | null },
  now: Date,
): TSaveAnswerResponse {
  return {
    attemptId: input.attemptId,
    questionId: input.questionId,
    savedAt: saved.savedAt.toISOString(),
    secondsLeft: secondsLeft(saved, now),
  };
}
