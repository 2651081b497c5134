import {
  isAnswerComplete,
  type TExerciseAnswer,
  type TExerciseCheckResponse,
  type TExerciseDefinition,
} from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { addMissedAnswerWords, missedAnswerCards } from '../reviews/index.ts';
import { answerFits, assertAnswerFits } from './answer-rules.ts';
import { checkAnswer } from './check-answer.ts';
import { exerciseCache, exerciseCacheKey, toCachedExercise } from './exercise-cache.ts';
import {
  findVisibleExercise,
  recordExerciseCheck,
  recordExerciseCheckIfUnchanged,
} from './exercises.repository.ts';

/**
 * Checks a complete answer, stores the attempt and its activity event, and answers the correctness of
 * each part, the score, the correct answers and the explanation.
 *
 * Usually one round trip: the exercise comes from the cache, and the statement that stores the attempt
 * also makes sure the exercise is still visible with the definition the answer was graded by. When it
 * is not (or the exercise is not cached, or the answer does not pass the cached checks) the exercise is
 * read again and the checks and errors are those of a fresh read.
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
    const result = checkAnswer(cached.exercise, answer);
    // A student's wrong answer adds words to their review queue in the same statement.
    const cards =
      result.correct || actor.isStaff
        ? []
        : await missedAnswerCards(deps.db, {
            tenantId: actor.tenantId,
            exerciseId,
            definition: cached.exercise.definition,
          });
    const recorded = await recordExerciseCheckIfUnchanged(deps.db, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      exerciseId,
      asStaff: actor.isStaff,
      definitionJson: cached.definitionJson,
      answer,
      score: result.score,
      correct: result.correct,
      at: now,
      cards,
    });
    if (recorded) {
      const { attemptId, previousBest } = recorded;
      return { ...result, exerciseId, attemptId, bestScore: Math.max(previousBest ?? 0, result.score) };
    }
  }

  const exercise = await findVisibleExercise(deps.db, actor.tenantId, exerciseId, actor.isStaff);
  if (!exercise) {
    cache.delete(key);
    throw new AppError('exercise.not-found');
  }
  const fresh = toCachedExercise(exercise);
  cache.set(key, fresh);
  assertAnswerFits(exercise, answer);
  if (!isAnswerComplete(fresh.presented, answer)) throw new AppError('exercise.provide-all-answers');
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
  if (!result.correct) await reviewMissedWords(deps, actor, exercise.id, exercise.definition, now);
  return {
    ...result,
    exerciseId: exercise.id,
    attemptId,
    bestScore: Math.max(previousBest ?? 0, result.score),
  };
}

/** A student's wrong answer sends the lesson words the exercise uses to their review queue. */
async function reviewMissedWords(
  deps: LearningDeps,
  actor: Actor,
  exerciseId: string,
  definition: TExerciseDefinition,
  now: Date,
) {
  if (actor.isStaff) return;
  await addMissedAnswerWords(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    exerciseId,
    definition,
    now,
  });
}
