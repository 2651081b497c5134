import { isAnswerComplete, type TExerciseAnswer, type TExerciseCheckResponse } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { missedAnswerCards } from '../reviews/index.ts';
import { answerFits, assertAnswerFits } from './answer-rules.ts';
import { checkAnswer } from './check-answer.ts';
import { type CachedExercise, exerciseCache, exerciseCacheKey, toCachedExercise } from './exercise-cache.ts';
import { findVisibleExercise, recordExerciseCheckIfUnchanged } from './exercises.repository.ts';

/**
 * Checks a complete answer, stores the attempt (the check's activity), and answers the correctness of
 * each part, the score, the correct answers and the explanation.
 *
 * Usually one round trip: the exercise comes from the cache, and the statement that stores the attempt
 * also makes sure the exercise is still visible with the definition the answer was graded by. When it
 * is not (or the exercise is not cached, or the answer does not pass the cached checks) the exercise is
 * read again and the checks and errors are those of a fresh read. Either way the check is stored by the
 * one writer of checks (puente_store_exercise_checks); when the exercise changed between the fresh read
 * and that statement, it is read again.
 */
export async function checkExercise(
  deps: LearningDeps,
  actor: Actor,
  exerciseId: string,
  answer: TExerciseAnswer,
): Promise<TExerciseCheckResponse> {
  const now = deps.clock.now();
  const cache = exerciseCache(deps.db);
  const key = exerciseCacheKey(actor.tenantId, exerciseId);
  const cached = cache.get(key);
  if (cached && answerFits(cached.exercise, answer) && isAnswerComplete(cached.presented, answer)) {
    const checked = await gradeAndRecord(deps, actor, cached, answer, now);
    if (checked) return checked;
  }

  for (;;) {
    const exercise = await findVisibleExercise(deps.db, actor.tenantId, exerciseId, actor.isStaff);
    if (!exercise) {
      cache.delete(key);
      throw new AppError('exercise.not-found');
    }
    const fresh = toCachedExercise(exercise);
    cache.set(key, fresh);
    assertAnswerFits(exercise, answer);
    if (!isAnswerComplete(fresh.presented, answer)) throw new AppError('exercise.provide-all-answers');
    const checked = await gradeAndRecord(deps, actor, fresh, answer, now);
    if (checked) return checked;
  }
}

/**
 * Grades the answer by the exercise as read and stores the check, with a student's wrong answer's review
 * cards, only if the exercise is still visible with that definition: null (nothing stored) when not.
 */
async function gradeAndRecord(
  deps: LearningDeps,
  actor: Actor,
  { exercise, definitionJson }: CachedExercise,
  answer: TExerciseAnswer,
  now: Date,
): Promise<TExerciseCheckResponse | null> {
  const result = checkAnswer(exercise, answer);
  // A student's wrong answer sends the lesson words the exercise uses to their review queue.
  const cards =
    result.correct || actor.isStaff
      ? []
      : await missedAnswerCards(deps.db, {
          tenantId: actor.tenantId,
          exerciseId: exercise.id,
          definition: exercise.definition,
        });
  const recorded = await recordExerciseCheckIfUnchanged(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    exerciseId: exercise.id,
    asStaff: actor.isStaff,
    definitionJson,
    answer,
    score: result.score,
    correct: result.correct,
    at: now,
    cards,
  });
  if (!recorded) return null;
  const { attemptId, previousBest } = recorded;
  return {
    ...result,
    exerciseId: exercise.id,
    attemptId,
    bestScore: Math.max(previousBest ?? 0, result.score),
  };
}
