import { z } from 'zod';

const ZIndex = z.number().int();

/** The right answer, by type, in the ids of the presented exercise. */
const ZCorrectAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single-choice'), choice: ZIndex }),
  z.object({ type: z.literal('multiple-choice'), choices: z.array(ZIndex) }),
  /** Every accepted form per blank; the first is the usual one. */
  z.object({ type: z.literal('fill-in-blank'), blanks: z.array(z.array(z.string())) }),
  z.object({
    type: z.literal('word-order'),
    sentence: z.string(),
    order: z.array(ZIndex),
    alternatives: z.array(z.string()),
  }),
  z.object({ type: z.literal('matching'), matches: z.array(z.object({ left: ZIndex, right: ZIndex })) }),
  z.object({
    type: z.literal('listening'),
    /** What was spoken. */
    text: z.string(),
    accepted: z.array(z.string()),
    choice: ZIndex.nullable(),
  }),
]);
export type TCorrectAnswer = z.infer<typeof ZCorrectAnswer>;

/**
 * The outcome of checking one answer. `items` has one entry per part: the one choice (single choice,
 * listening), each option (multiple choice: correct when picked exactly if it is right), each blank,
 * each position of the sentence (word order) or each left item (matching).
 */
export const ZCheckResult = z.object({
  correct: z.boolean(),
  /** 0–100. */
  score: z.number().int().min(0).max(100),
  items: z.array(z.object({ correct: z.boolean() })),
  correctAnswer: ZCorrectAnswer,
  /** In Spanish. */
  explanation: z.string(),
  /** Spanish feedback naming known mistakes in the answer (a false friend, a dropped subject). */
  feedback: z.array(z.string()),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;
