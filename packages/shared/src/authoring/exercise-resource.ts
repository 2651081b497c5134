import { z } from 'zod';
import { ZExerciseDefinition, ZExerciseType } from '../learning/exercise-definition.ts';
import { ZPresentedExercise } from '../learning/exercise-presented.ts';
import { ZContentKey } from '../learning/localized-text.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

const exerciseFields = {
  /** The lesson it belongs to (its course follows). */
  chapterId: z.uuid({ error: 'chapter.not-found' }),
  /** One of the six types with its answers (correct options, accepted forms, pairs, word order). */
  definition: ZExerciseDefinition,
};

/** POST /api/exercises: the exercise wizard's form (added at the end of its lesson). */
export const ZExerciseInput = z.object(exerciseFields);
/** PUT /api/exercises/:id. */
export const ZExerciseEdit = z.object({ ...exerciseFields, version: ZVersion });

/** An exercise as the staff list and the authoring calls answer it: answers included. */
export const ZExerciseItem = z.object({
  ...authoredFields,
  key: ZContentKey,
  courseId: z.uuid(),
  chapterId: z.uuid(),
  position: z.number().int(),
  type: ZExerciseType,
  definition: ZExerciseDefinition,
});
export type TExerciseItem = z.infer<typeof ZExerciseItem>;

/** GET /api/exercises/:id for staff: the exercise as students see it plus the authored item. */
export const ZExerciseForStaff = z.intersection(ZPresentedExercise, ZExerciseItem);

/** Lesson ids separated by commas ("id1,id2"), as the wizard's lesson filter sends them. */
const ZIdList = z
  .string()
  .max(2000)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.uuid()).max(50));

/** GET /api/exercises?…&Skip=…: the page may be limited to a course, a lesson or some lessons. */
export const ZExerciseListScope = z.object({
  courseId: z.uuid().optional(),
  chapterId: z.uuid().optional(),
  chapterIds: ZIdList.optional(),
});
