import { z } from 'zod';
import { ZCheckResult } from './exercise-check-result.ts';

/** GET /api/exercises (the learner's list): of one course or lesson. */
const ZExerciseListQuery = z.object({
  courseId: z.uuid().optional(),
  chapterId: z.uuid().optional(),
});
export type TExerciseListQuery = z.infer<typeof ZExerciseListQuery>;

/** POST /api/exercises/:id/check answers the check result plus what was stored. */
export const ZExerciseCheckResponse = ZCheckResult.extend({
  exerciseId: z.uuid(),
  attemptId: z.uuid(),
  /** The student's best score on this exercise, this attempt included. */
  bestScore: z.number().int(),
});
export type TExerciseCheckResponse = z.infer<typeof ZExerciseCheckResponse>;
