import type { TExerciseAnswer, TExerciseCheckResponse } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { assertAnswerFits, isAnswerComplete } from './answer-rules.ts';
import { checkAnswer } from './check-answer.ts';
import { findVisibleExercise, recordExerciseCheck } from './exercises.repository.ts';
import type { LearningDeps, Viewer } from './learning-context.ts';

/**
 * Checks a complete answer, stores the attempt and its activity event (one statement), and answers the correctness of
 * each part, the score, the correct answers and the explanation.
 */
export async function checkExercise(
  deps: LearningDeps,
  viewer: Viewer,
  exerciseId: string,
  answer: TExerciseAnswer,
): Promise<TExerciseCheckResponse> {
  const now = deps.clock.now();
  const exercise = await findVisibleExercise(deps.db, viewer.tenantId, exerciseId, viewer.isStaff);
  if (!exercise) throw new AppError('exercise.not-found');
  assertAnswerFits(exercise, answer);
  if (!isAnswerComplete(exercise, answer)) throw new AppError('exercise.provide-all-answers');
  const result = checkAnswer(exercise, answer);
  const { attemptId, previousBest } = await recordExerciseCheck(deps.db, {
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    courseId: exercise.courseId,
    exerciseId: exercise.id,
    answer,
    score: result.score,
    correct: result.correct,
    at: now,
  });
  return {
    ...result,
    exerciseId: exercise.id,
    attemptId,
    bestScore: Math.max(previousBest ?? 0, result.score),
  };
}
