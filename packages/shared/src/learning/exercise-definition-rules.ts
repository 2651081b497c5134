import type { z } from 'zod';
import { normalizeAnswerText } from './answer-text.ts';
import type { TChoiceOption, TExerciseDefinition } from './exercise-definition.ts';

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
export function checkExerciseDefinition(definition: TExerciseDefinition, ctx: Ctx) {
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
