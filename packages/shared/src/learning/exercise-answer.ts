import { z } from 'zod';
import { int4 } from '../column-integers.ts';

const ZIndex = int4().min(0).max(99);

/**
 * A student's answer, by exercise type. Ids are the ones of the presented exercise (option, token,
 * left and right ids). Empty parts (null, '', missing items) are allowed by the schema: checking an
 * exercise refuses them with 'exercise.provide-all-answers'; an exam saves them as given.
 */
export const ZExerciseAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single-choice'), choice: ZIndex.nullable() }),
  z.object({ type: z.literal('multiple-choice'), choices: z.array(ZIndex).max(10) }),
  z.object({ type: z.literal('fill-in-blank'), blanks: z.array(z.string().max(200).nullable()).max(10) }),
  z.object({ type: z.literal('word-order'), order: z.array(ZIndex).max(20) }),
  z.object({
    type: z.literal('matching'),
    matches: z.array(z.object({ left: ZIndex, right: ZIndex })).max(10),
  }),
  z.object({
    type: z.literal('listening'),
    text: z.string().max(500).nullable().optional(),
    choice: ZIndex.nullable().optional(),
  }),
]);
export type TExerciseAnswer = z.infer<typeof ZExerciseAnswer>;

export const ZAnswerRequest = z.object({ answer: ZExerciseAnswer });
