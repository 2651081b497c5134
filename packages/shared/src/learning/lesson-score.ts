// No schema here: the lesson page reads these without loading zod and the API's schemas.

/**
 * A student's score in a lesson: the mean of each exercise's best score, untried ones counting 0, rounded
 * down (80 % is reached, not approached); null for a lesson without exercises (read, then marked done).
 */
export function lessonScore(exercises: readonly { bestScore: number | null }[]): number | null {
  if (exercises.length === 0) return null;
  const sum = exercises.reduce((total, exercise) => total + (exercise.bestScore ?? 0), 0);
  return Math.floor(sum / exercises.length);
}

/** Whether a lesson's work is done: no exercises, or the score reaches the course's pass percent. */
export const lessonPassed = (score: number | null, passPercent: number) =>
  score === null || score >= passPercent;
