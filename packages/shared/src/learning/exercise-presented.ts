import { z } from 'zod';

const ZItem = z.object({ id: z.number().int(), text: z.string() });

const base = {
  id: z.uuid(),
  position: z.number().int(),
  /** The instruction, in Spanish. */
  prompt: z.string(),
  /** The instruction in English, or null: the interface in English shows it instead. */
  promptEn: z.string().nullable(),
  /** Optional English sentence or question. */
  question: z.string().nullable(),
};

/**
 * An exercise (or exam question) as a student sees it: never the correct answers. Choice options
 * keep their authored order; word-order tokens and matching right items come shuffled, and their ids
 * are positions in the shuffled list, so the ids reveal nothing.
 */
export const ZPresentedExercise = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single-choice'), ...base, options: z.array(ZItem) }),
  z.object({ type: z.literal('multiple-choice'), ...base, options: z.array(ZItem) }),
  z.object({
    type: z.literal('fill-in-blank'),
    ...base,
    /** The text with one `___` per blank. */
    text: z.string(),
    blankCount: z.number().int(),
  }),
  z.object({
    type: z.literal('word-order'),
    ...base,
    tokens: z.array(ZItem),
    translation: z.string().nullable(),
  }),
  z.object({ type: z.literal('matching'), ...base, left: z.array(ZItem), right: z.array(ZItem) }),
  z.object({
    type: z.literal('listening'),
    ...base,
    /** English text for the browser's speech synthesis (en-US). */
    speak: z.string(),
    answerMode: z.enum(['type', 'choice']),
    options: z.array(ZItem).nullable(),
  }),
]);
export type TPresentedExercise = z.infer<typeof ZPresentedExercise>;
