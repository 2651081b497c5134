import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZExerciseDefinition } from '../learning/exercise-definition.ts';
import { localizedTitle, ZContentKey, ZLocalizedText } from '../learning/localized-text.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

/**
 * An exercise of an exam; `key` names a question it already has (kept, so attempts keep their answers).
 * The same key schema as the exam's answer and the content package: a key this accepts, export writes back.
 */
const ZExamQuestionInput = z.object({
  key: ZContentKey.optional(),
  definition: ZExerciseDefinition,
});

const examFields = {
  courseId: z.uuid({ error: 'course.empty-id' }),
  title: localizedTitle('exam.empty-name'),
  description: ZLocalizedText,
  /** Percent of the score needed to pass. */
  passMark: int4().min(1).max(100),
  /** Minutes, or null for no limit. */
  timeLimitMinutes: int4().min(1).max(600).nullable(),
  /** The exercises in the order the exam shows them. */
  questions: z.array(ZExamQuestionInput).min(1, 'exam.no-questions').max(100),
};

/** POST /api/exams: the exam wizard's form. */
export const ZExamInput = z.object(examFields);
export type TExamInput = z.input<typeof ZExamInput>;
/** PUT /api/exams/:id: questions not named again are retired (attempts keep them). */
export const ZExamEdit = z.object({ ...examFields, version: ZVersion });

export const ZExamItem = z.object({
  ...authoredFields,
  key: ZContentKey,
  courseId: z.uuid(),
  position: z.number().int(),
  title: ZLocalizedText,
  description: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  questions: z.array(z.object({ id: z.uuid(), key: ZContentKey, definition: ZExerciseDefinition })),
});
export type TExamItem = z.infer<typeof ZExamItem>;

/** GET /api/exams?…&Skip=…: the page may be limited to a course. */
export const ZExamListScope = z.object({ courseId: z.uuid().optional() });
