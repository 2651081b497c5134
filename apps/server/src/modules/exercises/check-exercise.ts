import { isAnswerComplete, type TExerciseAnswer, type TExerciseCheckResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { assertAnswerFits } from './answer-rules.ts';
import { checkAnswer } from './check-answer.ts';
import { findVisibleExercise, recordExerciseCheck } from './exercises.repository.ts';
import { presentExercise } from './present-exercise.ts';

/**
 * Checks a complete answer, stores the attempt and its activity event (one statement), and answers the correctness of
 * each part, the score, the correct answers and the explanation.
 */
export async function checkExercise(
  deps: LearningDeps,
  actor: Actor,
  exerciseId: string,
  answer: TExerciseAnswer,
): Promise<TExerciseCheckResponse> {
  const now = deps.clock.now();
  const exercise = await findVisibleExercise(deps.db, actor.tenantId, exerciseId, actor.isStaff);
  if (!exercise) throw new AppError('exercise.not-found');
  assertAnswerFits(exercise, answer);
  if (!isAnswerComplete(presentExercise(exercise), answer))
    throw new AppError('exercise.provide-all-answers');
  const result = checkAnswer(exercise, answer);
  const { attemptId, previousBest } = await recordExerciseCheck(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
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
