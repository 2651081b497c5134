import type { TPresentedExercise } from '@puente/shared';
import { LRUCache } from 'lru-cache';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import { presentExercise, type StoredExercise } from './present-exercise.ts';

/** An exercise as last read from the database, with what a check derives from it. */
export type CachedExercise = {
  exercise: StoredExercise & { courseId: string };
  presented: TPresentedExercise;
  /** The definition as JSON text: the check's statement compares it with the stored one. */
  definitionJson: string;
};

/**
 * Exercises by tenant and id, as last read (bounded: the least recently checked leave first). Never
 * trusted alone: a check records its attempt only if, in the same statement, the exercise is still
 * visible to the user with this very definition; otherwise the exercise is read again. So an edited,
 * unpublished or deleted exercise needs no invalidation message.
 */
export const exerciseCache = preparedPerDatabase(() => new LRUCache<string, CachedExercise>({ max: 5000 }));

export const exerciseCacheKey = (tenantId: string, exerciseId: string) => `${tenantId}:${exerciseId}`;

export const toCachedExercise = (exercise: StoredExercise & { courseId: string }): CachedExercise => ({
  exercise,
  presented: presentExercise(exercise),
  definitionJson: JSON.stringify(exercise.definition),
});
