import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZExamSkill } from '../learning/exam-skill.ts';
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
  /** What it measures; without it, what its exercise type practises most. */
  skill: ZExamSkill.optional(),
});

/** The longest retake cooldown, in hours (a year). */
const MAX_COOLDOWN_HOURS = 8760;
/** The cooldown an exam starts with, in hours. */
export const DEFAULT_RETAKE_COOLDOWN_HOURS = 24;

const examFields = {
  courseId: z.uuid({ error: 'course.empty-id' }),
  title: localizedTitle('exam.empty-name'),
  description: ZLocalizedText,
  /** Percent of the score needed to pass. */
  passMark: int4().min(1).max(100),
  /** Minutes, or null for no limit. */
  timeLimitMinutes: int4().min(1).max(600).nullable(),
  /** The exercises in the order the exam shows them: the pool each attempt draws from. */
  questions: z.array(ZExamQuestionInput).min(1, 'exam.no-questions').max(100),
  /** Questions each attempt draws from the pool (fixed for that attempt); null draws them all. */
  drawCount: int4().min(1).max(100).nullable().optional(),
  /** Hours a failed attempt must wait before the next one (0: none). */
  retakeCooldownHours: int4().min(0).max(MAX_COOLDOWN_HOURS).optional(),
  /** Attempts a student may make; null for no limit. */
  maxAttempts: int4().min(1).max(100).nullable().optional(),
};

/** An attempt cannot draw more questions than the pool holds. */
const drawFitsPool = (exam: { drawCount?: number | null; questions: unknown[] }, ctx: z.RefinementCtx) => {
  if (exam.drawCount != null && exam.drawCount > exam.questions.length) {
    ctx.addIssue({ code: 'custom', path: ['drawCount'], message: 'exam.draw-exceeds-pool' });
  }
};

/** POST /api/exams: the exam wizard's form. */
export const ZExamInput = z.object(examFields).superRefine(drawFitsPool);
export type TExamInput = z.input<typeof ZExamInput>;
/** PUT /api/exams/:id: questions not named again are retired (attempts keep them). */
export const ZExamEdit = z.object({ ...examFields, version: ZVersion }).superRefine(drawFitsPool);

export const ZExamItem = z.object({
  ...authoredFields,
  key: ZContentKey,
  courseId: z.uuid(),
  position: z.number().int(),
  title: ZLocalizedText,
  description: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  drawCount: z.number().int().nullable(),
  retakeCooldownHours: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  questions: z.array(
    z.object({ id: z.uuid(), key: ZContentKey, definition: ZExerciseDefinition, skill: ZExamSkill }),
  ),
});
export type TExamItem = z.infer<typeof ZExamItem>;

/** GET /api/exams?…&Skip=…: the page may be limited to a course. */
export const ZExamListScope = z.object({ courseId: z.uuid().optional() });
