import { z } from 'zod';
import { normalizeAnswerText } from './answer-text.ts';

export const EXERCISE_TYPES = [
  'single-choice',
  'multiple-choice',
  'fill-in-blank',
  'word-order',
  'matching',
  'listening',
] as const;
export const ZExerciseType = z.enum(EXERCISE_TYPES);
export type TExerciseType = z.infer<typeof ZExerciseType>;

const ZShortText = z.string().trim().min(1).max(500);
/** An answer the author must give (an option, an accepted form, a pair side): empty ones are missing answers. */
const ZAnswerText = z.string().trim().min(1, 'exercise.provide-all-answers').max(500);
const ZFeedback = z.string().trim().min(1).max(1000);

/** A choice; `feedback` (Spanish) names the mistake when a student picks it wrongly. */
const ZChoiceOption = z.object({
  text: ZAnswerText,
  correct: z.boolean(),
  feedback: ZFeedback.optional(),
});
/** A known wrong typed answer and the Spanish feedback that names the mistake. */
const ZKnownMistake = z.object({ answer: ZShortText, feedback: ZFeedback });

const base = {
  /** The instruction, in Spanish. */
  prompt: z.string().trim().min(1).max(1000),
  /** The instruction in English, shown when the interface is in English (else the Spanish one). */
  promptEn: z.string().trim().min(1).max(1000).optional(),
  /** Optional English sentence or question shown with the instruction. */
  question: z.string().trim().min(1).max(1000).optional(),
  /** Shown after checking, in Spanish. */
  explanation: z.string().trim().min(1).max(4000),
};

const ZSingleChoiceDefinition = z.object({
  type: z.literal('single-choice'),
  ...base,
  options: z.array(ZChoiceOption).min(2).max(8),
});

const ZMultipleChoiceDefinition = z.object({
  type: z.literal('multiple-choice'),
  ...base,
  options: z.array(ZChoiceOption).min(2).max(10),
});

/** `text` holds one `___` per blank; each blank lists every accepted form ("don't", "do not"). */
const ZFillInBlankDefinition = z.object({
  type: z.literal('fill-in-blank'),
  ...base,
  text: z.string().trim().min(1).max(1000),
  blanks: z
    .array(
      z.object({
        accepted: z.array(ZAnswerText).min(1, 'exercise.provide-all-answers').max(10),
        mistakes: z.array(ZKnownMistake).max(10).optional(),
      }),
    )
    .min(1)
    .max(10),
});

/** `words` in the correct order; `alternatives` are other accepted sentences with the same words. */
const ZWordOrderDefinition = z.object({
  type: z.literal('word-order'),
  ...base,
  words: z.array(z.string().trim().min(1, 'exercise.provide-all-answers').max(60)).min(2).max(20),
  alternatives: z.array(ZShortText).max(5).optional(),
  /** The meaning in Spanish, shown as a hint. */
  translation: ZShortText.optional(),
});

/** English on the left, Spanish (or an English match) on the right. */
const ZMatchingDefinition = z.object({
  type: z.literal('matching'),
  ...base,
  pairs: z
    .array(z.object({ left: ZAnswerText, right: ZAnswerText }))
    .min(2)
    .max(10),
});

/** `speak` is read aloud by the browser (en-US); the student types (`accepted`) or picks (`options`). */
const ZListeningDefinition = z.object({
  type: z.literal('listening'),
  ...base,
  speak: z.string().trim().min(1).max(1000),
  answerMode: z.enum(['type', 'choice']),
  accepted: z.array(ZAnswerText).min(1, 'exercise.one-correct-answer-required').max(10).optional(),
  mistakes: z.array(ZKnownMistake).max(10).optional(),
  options: z.array(ZChoiceOption).min(2).max(8).optional(),
});

export const ZExerciseDefinition = z
  .discriminatedUnion('type', [
    ZSingleChoiceDefinition,
    ZMultipleChoiceDefinition,
    ZFillInBlankDefinition,
    ZWordOrderDefinition,
    ZMatchingDefinition,
    ZListeningDefinition,
  ])
  .superRefine(checkExerciseDefinition);
export type TExerciseDefinition = z.infer<typeof ZExerciseDefinition>;
export type TChoiceOption = z.infer<typeof ZChoiceOption>;
export type TKnownMistake = z.infer<typeof ZKnownMistake>;

// Rules a schema alone cannot say (kept in this file: the schema and its rules need each other).

type Ctx = z.core.$RefinementCtx<TExerciseDefinition>;

const issue = (ctx: Ctx, path: PropertyKey[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

function checkChoices(ctx: Ctx, options: TChoiceOption[] | undefined, single: boolean, path = 'options') {
  const correct = options?.filter((option) => option.correct).length ?? 0;
  if (correct === 0) issue(ctx, [path], 'exercise.one-correct-answer-required');
  else if (single && correct > 1) issue(ctx, [path], 'exercise.single-correct-answer-required');
  const texts = (options ?? []).map((option) => normalizeAnswerText(option.text));
  if (new Set(texts).size !== texts.length) issue(ctx, [path], 'exercise.duplicate-option');
}

export const countBlanks = (text: string) => text.split('___').length - 1;

/** Rules a schema alone cannot say: how many answers are correct, blanks per text, unique pairs. */
function checkExerciseDefinition(definition: TExerciseDefinition, ctx: Ctx) {
  switch (definition.type) {
    case 'single-choice':
      return checkChoices(ctx, definition.options, true);
    case 'multiple-choice':
      return checkChoices(ctx, definition.options, false);
    case 'fill-in-blank':
      if (countBlanks(definition.text) !== definition.blanks.length) {
        issue(ctx, ['blanks'], 'exercise.blank-count-mismatch');
      }
      return;
    case 'word-order':
      return;
    case 'matching': {
      const lefts = new Set(definition.pairs.map((pair) => normalizeAnswerText(pair.left)));
      const rights = new Set(definition.pairs.map((pair) => normalizeAnswerText(pair.right)));
      if (lefts.size !== definition.pairs.length || rights.size !== definition.pairs.length) {
        issue(ctx, ['pairs'], 'exercise.duplicate-option');
      }
      return;
    }
    case 'listening':
      if (definition.answerMode === 'type' && !definition.accepted?.length) {
        issue(ctx, ['accepted'], 'exercise.one-correct-answer-required');
      }
      if (definition.answerMode === 'choice') checkChoices(ctx, definition.options, true);
      return;
  }
}
