import { z } from 'zod';
import { ZExerciseDefinition } from '../learning/exercise-definition.ts';
import { localizedTitle, ZLocalizedText } from '../learning/localized-text.ts';
import { authoredFields, ZVersion } from './resource-kit.ts';

/** An exercise of an exam; `key` names a question it already has (kept, so attempts keep their answers). */
const ZExamQuestionInput = z.object({
  key: z.string().max(80).optional(),
  definition: ZExerciseDefinition,
});

const examFields = {
  courseId: z.uuid({ error: 'course.empty-id' }),
  title: localizedTitle('exam.empty-name'),
  description: ZLocalizedText,
  /** Percent of the score needed to pass. */
  passMark: z.number().int().min(1).max(100),
  /** Minutes, or null for no limit. */
  timeLimitMinutes: z.number().int().min(1).max(600).nullable(),
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
  key: z.string(),
  courseId: z.uuid(),
  position: z.number().int(),
  title: ZLocalizedText,
  description: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  questions: z.array(z.object({ id: z.uuid(), key: z.string(), definition: ZExerciseDefinition })),
});
export type TExamItem = z.infer<typeof ZExamItem>;

/** GET /api/exams?…&Skip=…: the page may be limited to a course. */
export const ZExamListScope = z.object({ courseId: z.uuid().optional() });
